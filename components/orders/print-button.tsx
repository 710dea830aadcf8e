'use client';

import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/client/use-hydrated';

/**
 * Prints the page (the voucher with its barcode). Shown only once JavaScript runs, since it
 * needs it; without it the browser's own print and the provider's printable page still work.
 */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Button
      type="button"
      variant="outline"
      className="px-4 py-1 print:hidden"
      onClick={() => window.print()}
    >
      {label}
    </Button>
  );
}
