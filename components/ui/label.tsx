import type { ComponentProps } from 'react';

import { cn } from './class-names';
import { COMPACT_LABEL_CLASS, LABEL_CLASS } from './control-classes';

export type LabelProps = ComponentProps<'label'> & {
  /** `compact`: the quieter label of a toolbar's control. */
  variant?: 'default' | 'compact';
};

/**
 * A control's label (`LABEL_CLASS`): a plain `<label>`, no client code, so server-rendered forms
 * (the shop's search, sort and contact forms) carry no script for it.
 */
export function Label({ variant = 'default', className, ...props }: LabelProps) {
  return (
    <label
      className={cn(variant === 'compact' ? COMPACT_LABEL_CLASS : LABEL_CLASS, className)}
      {...props}
    />
  );
}
