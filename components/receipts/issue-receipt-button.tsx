'use client';

import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import Link from '@/components/ui/link';
import { receiptsRequests } from '@/lib/client/requests/receipts';

export interface IssueReceiptLabels {
  title: string;
  hint: string;
  issue: string;
  issuing: string;
  /** Spec 02 §8 "Receipt failure": 'Error al generar el recibo'. */
  failed: string;
  issued: string;
  view: string;
}

/** How long the failure stays on screen (spec 02 §8: warnings show for 7 s). */
export const RECEIPT_ERROR_MS = 7_000;

/**
 * The supplier's receipt of a paid order (spec 02 §7 "Generate receipt"): a button that issues it
 * — disabled while the call runs, so a double click sends one — then a link to the printable
 * receipt. A failure says 'Error al generar el recibo' for 7 s and leaves the button to try again
 * (issuing is idempotent, so a retry after a lost answer gives the same receipt).
 */
export function IssueReceiptButton({
  supplierId,
  orderId,
  issued,
  receiptHref,
  labels,
}: {
  supplierId: string;
  orderId: string;
  /** The receipt exists already (read with the page). */
  issued: boolean;
  receiptHref: string;
  labels: IssueReceiptLabels;
}) {
  const [issuedHere, setIssuedHere] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), RECEIPT_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  async function issue() {
    setBusy(true);
    setError(null);
    const answer = await receiptsRequests.issue(supplierId, orderId);
    setBusy(false);
    if (answer.ok) setIssuedHere(true);
    else setError(labels.failed);
  }

  const done = issued || issuedHere;
  return (
    <section
      aria-labelledby="order-receipt"
      className="mt-6 rounded-xl bg-gray-50 p-4 dark:bg-gray-800/60"
    >
      <h2 id="order-receipt" className="mb-2 text-lg font-semibold">
        {labels.title}
      </h2>
      {done ? (
        <Button asChild variant="link">
          <Link href={receiptHref}>{labels.view}</Link>
        </Button>
      ) : (
        <>
          <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">{labels.hint}</p>
          <Button width="responsive" disabled={busy} aria-busy={busy} onClick={() => void issue()}>
            {busy ? labels.issuing : labels.issue}
          </Button>
        </>
      )}
      <Notice role="status" message={issuedHere ? labels.issued : null} className="mt-3" />
      <Notice role="alert" message={error} className="mt-3" />
    </section>
  );
}
