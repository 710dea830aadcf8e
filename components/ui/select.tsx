import type { ComponentProps } from 'react';

import { controlClass } from './control-classes';

export type SelectProps = ComponentProps<'select'> & {
  /** `default` (a form's field) or `compact` (a toolbar's: the search's type, a list's sort). */
  variant?: 'default' | 'compact';
};

/** A native `<select>` of the kit (the phone's country, a role…), styled as the inputs. */
export function Select({ variant, className, ...props }: SelectProps) {
  return <select className={controlClass(variant, className)} {...props} />;
}
