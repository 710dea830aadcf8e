import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';

import { cn } from './class-names';

const VARIANTS = {
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
} as const;

const SIZES = {
  md: {
    primary: 'px-5 py-2.5',
    outline: 'px-4 py-2',
    danger: 'px-5 py-2.5',
    platform: 'px-5 py-2.5',
    link: '',
    'danger-link': '',
  },
  sm: {
    primary: 'h-10 px-5 text-sm',
    outline: 'px-3 py-1.5 text-sm',
    danger: 'h-10 px-5 text-sm',
    platform: 'h-10 px-5 text-sm',
    link: 'text-sm',
    'danger-link': 'text-sm',
  },
  /** The primary's padding for the others (an outline beside a primary). */
  lg: {
    primary: 'px-5 py-2.5',
    outline: 'px-5 py-2.5',
    danger: 'px-5 py-2.5',
    platform: 'px-5 py-2.5',
    link: '',
    'danger-link': '',
  },
} as const;

const WIDTHS = { full: 'w-full', responsive: 'w-full sm:w-auto', auto: '' } as const;

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

export type ButtonProps = ComponentProps<'button'> &
  ButtonStyle & {
    /** Renders the only child (a link) with the button's classes instead of a `<button>`. */
    asChild?: boolean;
  };

/**
 * The kit's button (shadcn/ui's shape): `variant` primary, outline, danger, platform or link, `size` md,
 * sm or lg, `width`; `asChild` gives a link the look of a button. A `<button>` is `type="button"`
 * unless told otherwise. No client code: usable in server components.
 */
export function Button({
  variant,
  size,
  width,
  className,
  asChild = false,
  type,
  ...props
}: ButtonProps) {
  const classes = buttonVariants({ variant, size, width, className });
  if (asChild) return <Slot className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
