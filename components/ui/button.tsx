import { cn } from './class-names';
import {
  ButtonElement,
  type ButtonElementProps,
  SHOP_SIZES,
  SHOP_VARIANTS,
  WIDTHS,
} from './shop-button';

/** The editors' compact buttons (banners, headers, catalogues, placement): a pill in small text. */
const TOOL =
  'inline-flex items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-shop-1 disabled:opacity-50';

const VARIANTS = {
  // The shop pages' first-load looks (contrast, icon, nav-icon, stepper): shop-button.tsx.
  ...SHOP_VARIANTS,
  /** The form's main action: shop colour, white text, a pill. */
  primary:
    'inline-flex items-center justify-center rounded-full bg-shop-1 font-semibold text-white shadow-sm hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-1 disabled:opacity-60',
  /** A secondary action: a grey outlined pill. */
  outline:
    'self-start rounded-full border border-gray-300 font-medium hover:bg-gray-100 focus-visible:outline-2 disabled:opacity-60 dark:border-gray-600 dark:hover:bg-gray-800',
  /** A destructive action beside a primary one: a red outlined pill. */
  danger:
    'inline-flex items-center justify-center rounded-full border border-red-700 font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-1 disabled:opacity-60 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950/40',
  /** The platform's own blue (not the shop's colour): its pages' forms. */
  platform:
    'rounded-lg bg-blue-700 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60',
  /** Looks like a link (underlined, blue): resend, skip, back links. */
  link: 'font-medium text-blue-800 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-shop-1 dark:text-blue-300',
  /** A red link: removing a photo. */
  'danger-link':
    'font-medium text-red-800 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-shop-1 dark:text-red-300',
  /** A quiet text action (remove a cart line): underlined on hover only. */
  quiet:
    'rounded-md px-2 py-2 text-sm font-medium text-gray-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-shop-1 aria-disabled:cursor-wait aria-disabled:opacity-60 dark:text-gray-300',
  /** An editor's secondary action: a grey ring ('Volver', 'Cargar más', a row's 'Subir'). */
  tool: `${TOOL} font-medium ring-1 ring-gray-300 hover:bg-gray-100 dark:ring-gray-600 dark:hover:bg-gray-800`,
  /** An editor's main action in the shop's colour ('Nuevo catálogo', 'Guardar'). */
  'tool-primary': `${TOOL} bg-shop-1 font-semibold text-white shadow-sm hover:opacity-90`,
  /** An action inside a tinted notice, ringed in the notice's text colour ('Cancelar', 'Reintentar'). */
  'tool-current': `${TOOL} font-medium ring-1 ring-current`,
  /** A row's edit button (an icon, named with `aria-label`). */
  'tool-edit': `${TOOL} font-medium text-blue-800 hover:bg-blue-50 dark:text-blue-300 dark:hover:bg-gray-800`,
  /** A row's delete button. */
  'tool-delete': `${TOOL} font-medium text-red-800 hover:bg-red-50 dark:text-red-300 dark:hover:bg-gray-800`,
  /** Confirms a deletion. */
  'tool-danger': `${TOOL} bg-red-700 font-medium text-white hover:bg-red-800`,
  /** Undoes a deletion. */
  'tool-dark': `${TOOL} bg-gray-900 font-medium text-white hover:bg-gray-700 dark:bg-gray-100 dark:text-gray-900`,
} as const;

/** Variants whose size is their own (every size draws them alike). */
const FIXED = { link: '', 'danger-link': '', quiet: '' };

/** The editors' sizes: a toolbar's 36 px, a row's 32 px. */
const TOOL_MD = 'min-h-9 px-4 text-sm focus-visible:outline-offset-2';
const TOOL_SM = 'min-h-8 px-3 text-sm focus-visible:outline-offset-1';
const toolSizes = (size: string) => ({
  tool: size,
  'tool-primary': size,
  'tool-current': size,
  'tool-edit': size,
  'tool-delete': size,
  'tool-danger': size,
  'tool-dark': size,
});

const SIZES = {
  md: {
    ...SHOP_SIZES.md,
    ...FIXED,
    ...toolSizes(TOOL_MD),
    primary: 'px-5 py-2.5',
    outline: 'px-4 py-2',
    danger: 'px-5 py-2.5',
    platform: 'px-5 py-2.5',
  },
  sm: {
    ...SHOP_SIZES.sm,
    ...FIXED,
    ...toolSizes(TOOL_SM),
    primary: 'h-10 px-5 text-sm',
    outline: 'px-3 py-1.5 text-sm',
    danger: 'h-10 px-5 text-sm',
    platform: 'h-10 px-5 text-sm',
    link: 'text-sm',
    'danger-link': 'text-sm',
  },
  /** The primary's padding for the others (an outline beside a primary); a tall `contrast`. */
  lg: {
    ...SHOP_SIZES.lg,
    ...FIXED,
    ...toolSizes(TOOL_MD),
    primary: 'px-5 py-2.5',
    outline: 'px-5 py-2.5',
    danger: 'px-5 py-2.5',
    platform: 'px-5 py-2.5',
  },
} as const satisfies Record<string, Record<keyof typeof VARIANTS, string>>;

export type ButtonVariant = keyof typeof VARIANTS;

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: keyof typeof SIZES;
  /** `full` by default for `primary` (forms in cards), `auto` for the others. */
  width?: keyof typeof WIDTHS;
  className?: string;
}

/** The classes of a button of the kit, for an element that cannot be a `<Button>` (a dialog's trigger). */
export function buttonVariants({
  variant = 'primary',
  size = 'md',
  width,
  className,
}: ButtonStyle = {}): string {
  const shownWidth = width ?? (variant === 'primary' ? 'full' : 'auto');
  return cn(VARIANTS[variant], SIZES[size][variant], WIDTHS[shownWidth], className);
}

export type ButtonProps = ButtonElementProps & ButtonStyle;

/**
 * The kit's button (shadcn/ui's shape): `variant` primary, outline, danger, platform, link,
 * danger-link, contrast, quiet, icon, nav-icon, stepper or an editor's `tool…`, `size` md, sm or
 * lg, `width`;
 * `asChild` gives a link the look of a button. A `<button>` is `type="button"` unless told
 * otherwise. No client code and no library: usable in server components. A shop page's
 * first-load islands use `ShopButton` (shop-button.tsx): the same classes, only its looks.
 */
export function Button({ variant, size, width, className, ...props }: ButtonProps) {
  return <ButtonElement classes={buttonVariants({ variant, size, width, className })} {...props} />;
}
