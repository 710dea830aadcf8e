'use client';

import { type ReactNode, useId, useRef } from 'react';

import { ShopButton } from './shop-button';
import { CloseIcon } from './line-icons';

export interface ModalDialogProps {
  title: string;
  closeLabel: string;
  /** The button that opens the dialog. */
  triggerLabel: ReactNode;
  triggerClassName?: string;
  /** The trigger's accessible name when its content is not text (an avatar). */
  triggerAriaLabel?: string;
  /** Called each time the trigger opens the dialog (to load what it shows). */
  onOpen?: () => void;
  /** Called when the dialog closes (close button, Escape, backdrop). */
  onClose?: () => void;
  /** Replaces the centred card's classes (a side panel, for instance). */
  dialogClassName?: string;
  /** Replaces the body's classes. */
  bodyClassName?: string;
  children: ReactNode;
}

const DIALOG_CLASS =
  'm-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/50 dark:bg-gray-900 dark:text-gray-100';
const BODY_CLASS = 'max-h-[70dvh] overflow-y-auto px-5 py-4';

// Invoker commands (`commandfor` + `command`) open the dialog without JavaScript where the
// browser supports them; the click handler does it elsewhere. React passes these lower-case
// attributes through as they are.
const opener = (id: string) =>
  ({ commandfor: id, command: 'show-modal' }) as Record<string, string>;

/**
 * A modal `<dialog>`: the browser moves focus into it, keeps it there, closes it with Escape (and
 * a click on the backdrop, `closedby="any"`) and gives focus back to the button. The close button
 * is a `method="dialog"` form, so closing needs no script either.
 */
export function ModalDialog({
  title,
  closeLabel,
  triggerLabel,
  triggerClassName,
  triggerAriaLabel,
  onOpen,
  onClose,
  dialogClassName = DIALOG_CLASS,
  bodyClassName = BODY_CLASS,
  children,
}: ModalDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={triggerAriaLabel}
        className={triggerClassName}
        {...opener(id)}
        onClick={() => {
          if (dialog.current && !dialog.current.open) dialog.current.showModal();
          onOpen?.();
        }}
      >
        {triggerLabel}
      </button>
      <dialog
        ref={dialog}
        id={id}
        aria-labelledby={`${id}-title`}
        {...({ closedby: 'any' } as Record<string, string>)}
        className={dialogClassName}
        onClose={onClose}
      >
        <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-5 py-4 dark:border-gray-700">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          <form method="dialog">
            <ShopButton type="submit" variant="icon" aria-label={closeLabel}>
              <CloseIcon />
            </ShopButton>
          </form>
        </div>
        <div className={bodyClassName}>{children}</div>
      </dialog>
    </>
  );
}
