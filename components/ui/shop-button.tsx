import { Children, cloneElement, type ComponentProps, isValidElement } from 'react';

import { cn } from './class-names';

/**
 * The looks of the kit's buttons that shop pages draw at first (the search bar, a dialog's close
 * button, the nav bar's icons, the item page's add button and stepper), apart from the others
 * (forms, the platform's pages, the editors' `tool…`) so that a storefront island carries only
 * these class strings (issue 23's script bytes). `Button` (button.tsx) has them all.
 */
export const SHOP_VARIANTS = {
  /**
   * The storefront's neutral action, dark on light (light on dark) whatever the shop's colour:
   * search, apply a sort, add to the cart, pay an order.
   */
  contrast:
    'inline-flex shrink-0 items-center justify-center gap-1.5 rounded-full bg-gray-900 text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-1 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-600 dark:bg-white dark:text-gray-900 dark:hover:bg-gray-200 dark:disabled:bg-gray-800 dark:disabled:text-gray-400',
  /** A round icon button on a white surface (a dialog's close button); name it with `aria-label`. */
  icon: '-m-2 rounded-full p-2 text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-shop-1 dark:text-gray-300 dark:hover:bg-gray-800',
  /**
   * A round 40 px icon button of the shop's nav bar, in the bar's own text colour (the cart, the
   * colour scheme). No `display`: the caller says `inline-flex` (or hides it). A component class
   * of app/globals.css: the bar repeats it on every shop page.
   */
  'nav-icon': 'nav-icon',
  /** A stepper's − or + (the quantity), inside the stepper's border. */
  stepper:
    'flex size-10 items-center justify-center text-lg font-medium hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-shop-1 disabled:opacity-40 aria-disabled:cursor-wait aria-disabled:opacity-60 dark:hover:bg-gray-800',
} as const;

export type ShopButtonVariant = keyof typeof SHOP_VARIANTS;

/** Their sizes: only `contrast` has its own per size. */
export const SHOP_SIZES = {
  md: { icon: '', 'nav-icon': '', stepper: '', contrast: 'min-h-11 px-6 font-semibold' },
  sm: { icon: '', 'nav-icon': '', stepper: '', contrast: 'h-10 px-4 text-sm font-medium' },
  lg: { icon: '', 'nav-icon': '', stepper: '', contrast: 'min-h-12 px-8 font-semibold' },
} as const satisfies Record<string, Record<ShopButtonVariant, string>>;

export const WIDTHS = { full: 'w-full', responsive: 'w-full sm:w-auto', auto: '' } as const;

export type ButtonSize = keyof typeof SHOP_SIZES;

export type ButtonElementProps = ComponentProps<'button'> & {
  /**
   * Renders the only child (a link) with the button's classes (before its own) and the other
   * props instead of a `<button>`.
   */
  asChild?: boolean;
};

/**
 * A `<button>` (`type="button"` unless told otherwise) with `classes`, or with `asChild` its only
 * child (a link) with them. Radix's Slot in a few lines: storefront pages carry this button, and
 * no more script for it.
 */
export function ButtonElement({
  classes,
  asChild = false,
  type,
  ...props
}: Omit<ButtonElementProps, 'className'> & { classes: string }) {
  if (asChild) {
    const { children, ...rest } = props;
    const child = Children.only(children);
    if (!isValidElement<{ className?: string }>(child)) return null;
    return cloneElement(child, { ...rest, className: cn(classes, child.props.className) });
  }
  return <button type={type ?? 'button'} className={classes} {...props} />;
}

/**
 * The kit's button with the shop pages' looks only (`variant` contrast, icon, nav-icon or
 * stepper; `size` md, sm or lg; `width`): the same classes `Button` gives them, for the islands
 * of a shop page's first load. No client code: usable in server components.
 */
export function ShopButton({
  variant,
  size = 'md',
  width = 'auto',
  className,
  ...props
}: ButtonElementProps & {
  variant: ShopButtonVariant;
  size?: ButtonSize;
  width?: keyof typeof WIDTHS;
}) {
  return (
    <ButtonElement
      classes={cn(SHOP_VARIANTS[variant], SHOP_SIZES[size][variant], WIDTHS[width], className)}
      {...props}
    />
  );
}
