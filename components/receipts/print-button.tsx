'use client';

import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/client/use-hydrated';

/** Opens the browser's print dialog; drawn only with JavaScript (the browser's own menu prints without it). */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
      {label}
    </Button>
  );
}
