'use client';

import { type ReactElement, useCallback, useEffect, useMemo } from 'react';
import { toast, Toaster as Sonner } from 'sonner';

import { Notice, type NoticeTone } from './notice';

/**
 * Where an island's toasts show (sonner): mount one inside the island, so its toasts stay in its
 * part of the page (inside a modal `<dialog>` too, where the rest of the page is inert). Sonner's
 * region is an `aria-live="polite"` section; each toast is the kit's Notice, `role="status"` or
 * `role="alert"` as the inline messages were. An island's toasts go when it unmounts.
 */
export function Toaster({
  id,
  label = '',
}: {
  id: string;
  /**
   * The region's accessible name. None by default: like the inline live regions before it, the
   * toaster is no landmark (several islands on a page may each have one).
   */
  label?: string;
}) {
  useEffect(
    () => () => {
      for (const shown of toast.getToasts()) {
        if ('toasterId' in shown && shown.toasterId === id) toast.dismiss(shown.id);
      }
    },
    [id],
  );
  return <Sonner id={id} customAriaLabel={label} position="bottom-center" />;
}

export interface ToastOptions {
  /** The Toaster's id. */
  toaster: string;
  role: 'status' | 'alert';
  /** How long a toast stays, in ms. */
  duration: number;
}

/**
 * One kind of toast of an island (its results, or its failures): `show` puts up a text in place
 * of the last one, which stays `duration` ms (or the `ms` given); `showCustom` puts up an element of the caller's
 * (which then carries the role itself); `clear` takes it away.
 */
export function useToast({ toaster, role, duration }: ToastOptions) {
  const id = `${toaster}-${role}`;
  const clear = useCallback(() => void toast.dismiss(id), [id]);
  const show = useCallback(
    (text: string, tone?: NoticeTone, ms: number = duration) =>
      void toast.custom(
        () => <Notice role={role} tone={tone} message={text} className="w-full shadow-lg" />,
        { id, toasterId: toaster, duration: ms },
      ),
    [id, toaster, role, duration],
  );
  const showCustom = useCallback(
    (element: ReactElement) =>
      void toast.custom(() => element, { id, toasterId: toaster, duration }),
    [id, toaster, duration],
  );
  return useMemo(() => ({ show, showCustom, clear }), [show, showCustom, clear]);
}
