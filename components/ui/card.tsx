import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';

import { cn } from './class-names';

const CARD_CLASS =
  'mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5 dark:bg-gray-900 dark:ring-white/10';

/** The centred white card of the account pages (sign-up, login, PIN); `asChild` for a `<section>`. */
export function Card({
  className,
  asChild = false,
  ...props
}: ComponentProps<'div'> & { asChild?: boolean }) {
  const Element = asChild ? Slot : 'div';
  return <Element className={cn(CARD_CLASS, className)} {...props} />;
}
