import type { ComponentProps } from 'react';

import { cn } from './class-names';
import { CONTROL_CLASS } from './control-classes';

/** A native `<select>` of the kit (the phone's country, a role…), styled as the inputs. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(CONTROL_CLASS, className)} {...props} />;
}
