import type { ComponentProps } from 'react';

import { controlClass } from './control-classes';

/** A text area of the kit, styled as the inputs. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={controlClass('default', className)} {...props} />;
}
