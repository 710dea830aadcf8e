'use client';

import { OUTLINE_BUTTON } from '@/components/account/form-styles';
import { useHydrated } from '@/lib/client/use-hydrated';

/** Opens the browser's print dialog; drawn only with JavaScript (the browser's own menu prints without it). */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" className={`${OUTLINE_BUTTON} print:hidden`} onClick={() => window.print()}>
      {label}
    </button>
  );
}
