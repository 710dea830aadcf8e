import { buttonVariants } from './button';
import { cn } from './class-names';

/**
 * How an admin's 'add …' trigger looks: `plus`, a round '+' beside a menu entry (its name in
 * `aria-label`); `labelled`, '+ Agregar …' in a list's header.
 */
export type AddTriggerLook = 'plus' | 'labelled';

const PLUS =
  'inline-flex size-8 items-center justify-center rounded-full text-lg leading-none font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-1 dark:text-gray-100 dark:ring-gray-600 dark:hover:bg-gray-800';

export function addTriggerClass(look: AddTriggerLook): string {
  return look === 'plus'
    ? PLUS
    : cn(buttonVariants({ variant: 'tool-primary' }), 'gap-1.5 whitespace-nowrap');
}
