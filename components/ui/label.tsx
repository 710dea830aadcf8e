'use client';

import * as LabelPrimitive from '@radix-ui/react-label';
import type { ComponentProps } from 'react';

import { cn } from './class-names';
import { LABEL_CLASS } from './control-classes';

/** A control's label (`LABEL_CLASS`), on Radix's Label (a double click selects no text). */
export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={cn(LABEL_CLASS, className)} {...props} />;
}
