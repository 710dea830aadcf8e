import type { ComponentProps } from 'react';

import { cn } from './class-names';
import { CONTROL_CLASS } from './control-classes';

/** A text area of the kit, styled as the inputs. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(CONTROL_CLASS, className)} {...props} />;
}
