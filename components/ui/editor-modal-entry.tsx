'use client';

import { type ReactNode, Suspense, useState } from 'react';

import { ModalDialog } from './modal-dialog';

const DIALOG_CLASS =
  'm-auto w-[calc(100%-1rem)] max-w-2xl rounded-xl bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/50 dark:bg-gray-900 dark:text-gray-100';
const TRIGGER =
  'inline-flex h-9 items-center gap-2 rounded-full bg-white px-4 text-sm font-medium text-gray-900 shadow-sm ring-1 ring-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-1 dark:bg-gray-900 dark:text-gray-100 dark:ring-gray-600 dark:hover:bg-gray-800';

/**
 * A shop admin's editing button on the storefront (banners, header…) and its modal: the body
 * mounts on the first opening (typically a lazy chunk, so visitors' pages pay nothing for it) and
 * gets `opening`, which grows with each opening so it can read its data afresh. Whether to show
 * it at all is the caller's decision.
 */
export function EditorModalEntry({
  title,
  closeLabel,
  triggerLabel,
  icon,
  loadingLabel,
  children,
}: {
  title: string;
  closeLabel: string;
  triggerLabel: string;
  /** A 16 px line icon before the label. */
  icon: ReactNode;
  loadingLabel: string;
  children: (opening: number) => ReactNode;
}) {
  const [opening, setOpening] = useState(0);
  return (
    <ModalDialog
      title={title}
      closeLabel={closeLabel}
      triggerLabel={
        <>
          {icon}
          {triggerLabel}
        </>
      }
      triggerClassName={TRIGGER}
      dialogClassName={DIALOG_CLASS}
      onOpen={() => setOpening((n) => n + 1)}
    >
      {opening > 0 ? (
        <Suspense fallback={<p role="status">{loadingLabel}</p>}>{children(opening)}</Suspense>
      ) : null}
    </ModalDialog>
  );
}
