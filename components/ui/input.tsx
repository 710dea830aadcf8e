import type { ComponentProps } from 'react';

import { cn } from './class-names';
import { CONTROL_CLASS } from './control-classes';

/** A text input of the kit; takes react-hook-form's `register(...)` (with its `ref`) as it is. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(CONTROL_CLASS, className)} {...props} />;
}
