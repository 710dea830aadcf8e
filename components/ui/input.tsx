import type { ComponentProps } from 'react';

import { type ControlVariant, controlClass } from './control-classes';

export type InputProps = ComponentProps<'input'> & {
  /** `default` (a form's field), `compact` (a toolbar's), `color` (a swatch), `stepper`. */
  variant?: ControlVariant;
};

/** A text input of the kit; takes react-hook-form's `register(...)` (with its `ref`) as it is. */
export function Input({ variant, className, ...props }: InputProps) {
  return <input className={controlClass(variant, className)} {...props} />;
}
