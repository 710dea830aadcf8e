import { cn } from './class-names';

const FIELD_LOOK =
  'mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-shop-1 aria-invalid:border-red-700 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:aria-invalid:border-red-400';

/** The look of the kit's text inputs, selects and text areas (a red border when `aria-invalid`). */
export const CONTROL_CLASS = `${FIELD_LOOK} py-2`;

const CONTROL_VARIANTS = {
  /** A form's field: full width, under its label. */
  default: CONTROL_CLASS,
  /** A form field's box around another party's field (Stripe's card field, an iframe). */
  frame: `${FIELD_LOOK} min-h-10 py-3`,
  /**
   * A toolbar's control, 40 px high in small text, as wide as the caller says: the shop search,
   * a list's search and sort, the order filters (their label is the Field's `compact` one). A
   * component class of app/globals.css: it is in every shop page's header.
   */
  compact: 'control-compact',
  /** A native colour picker's swatch (`type="color"`). */
  color:
    'h-10 w-16 cursor-pointer rounded border border-gray-300 bg-white p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-1 dark:border-gray-600 dark:bg-gray-800',
  /**
   * The number between a stepper's − and + buttons (the quantity): no spinners, centred, inside
   * the stepper's own border.
   */
  stepper:
    'w-16 [appearance:textfield] border-x border-gray-300 bg-transparent text-center focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-shop-1 dark:border-gray-600 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
} as const;

export type ControlVariant = keyof typeof CONTROL_VARIANTS;

/** The classes of a control of the kit, for an element that is not an Input/Select/Textarea. */
export function controlClass(variant: ControlVariant = 'default', className?: string): string {
  return cn(CONTROL_VARIANTS[variant], className);
}

/** The look of a label, also for a group's `<legend>`. */
export const LABEL_CLASS = 'text-sm font-medium';

/** The quieter label of a `compact` control (a toolbar's search, sort or filter). */
export const COMPACT_LABEL_CLASS = 'text-sm text-gray-700 dark:text-gray-300';
