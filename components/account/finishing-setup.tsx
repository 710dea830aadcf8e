'use client';

import { useEffect } from 'react';

import { navigateTo } from '@/lib/client/navigate';

/** Spec 02 §9: the 'finishing configuring' screen stays 3 s after a membership registration. */
export const FINISHING_DELAY_MS = 3000;

/** Shown after a membership registration; then the entrepreneur route (`href`). */
export function FinishingSetup({ message, href }: { message: string; href: string }) {
  useEffect(() => {
    const timer = window.setTimeout(() => navigateTo(href), FINISHING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [href]);
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-8 text-center">
      <span
        aria-hidden="true"
        className="border-t-shop-1 size-10 animate-spin rounded-full border-4 border-gray-200 motion-reduce:animate-none"
      />
      <p className="text-lg font-medium">{message}</p>
    </div>
  );
}
