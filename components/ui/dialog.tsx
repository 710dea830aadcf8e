'use client';

import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';

import { buttonVariants } from './button';
import { cn } from './class-names';
import { CloseIcon } from './line-icons';

/**
 * A modal dialog on Radix for islands that only exist with JavaScript: it traps focus, closes
 * with Escape or a click outside, gives focus back to its trigger and hides the rest of the page
 * from assistive technology. A dialog that must open without JavaScript stays a native `<dialog>`
 * (`modal-dialog.tsx`, see docs/decisions.md).
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogDescription = DialogPrimitive.Description;

const CONTENT_CLASS =
  'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-0 text-gray-900 shadow-xl dark:bg-gray-900 dark:text-gray-100';
const BODY_CLASS = 'max-h-[70dvh] overflow-y-auto px-5 py-4';

export interface DialogContentProps extends Omit<
  ComponentProps<typeof DialogPrimitive.Content>,
  'title'
> {
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  /** Where the dialog mounts: `document.body` unless it opens from inside a native `<dialog>`. */
  container?: HTMLElement | null;
  bodyClassName?: string;
}

/** The dialog's box: the backdrop, a heading with the close button, and a scrolling body. */
export function DialogContent({
  title,
  closeLabel,
  container,
  className,
  bodyClassName,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal container={container}>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        aria-describedby={undefined}
        className={cn(CONTENT_CLASS, className)}
        {...props}
      >
        <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-5 py-4 dark:border-gray-700">
          <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className={buttonVariants({ variant: 'icon' })}
          >
            <CloseIcon />
          </DialogPrimitive.Close>
        </div>
        <div className={bodyClassName ?? BODY_CLASS}>{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
