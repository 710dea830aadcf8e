'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { invoicingRequests } from '@/lib/client/requests/invoicing';
import { useHydrated } from '@/lib/client/use-hydrated';

import { invoicingErrorCode } from './invoicing-errors';

/**
 * "Emitir factura" on `{base}admin/facturas` (shown only with a CFDI provider key): the provider
 * stamps it, or refuses it with a reason the list then shows; the page is refreshed either way.
 */
export function IssueInvoiceButton({ shop, invoiceId }: { shop: string; invoiceId: string }) {
  const t = useTranslations('invoicing');
  const router = useRouter();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  async function issue() {
    setBusy(true);
    setStatus(null);
    const answer = await invoicingRequests.issue(shop, invoiceId);
    setBusy(false);
    if (answer.ok) {
      setStatus(
        answer.data.state === 'issued'
          ? { ok: true, text: t('list.issued') }
          : { ok: false, text: t('list.failed', { reason: answer.data.failure_reason ?? '' }) },
      );
      router.refresh();
      return;
    }
    const code = invoicingErrorCode(answer.error.code);
    setStatus({ ok: false, text: code ? t(`errors.${code}`) : t('list.issueError') });
  }

  return (
    <div className="mt-3 flex flex-col gap-2">
      <div>
        <Button type="button" width="responsive" onClick={issue} disabled={!hydrated || busy}>
          {busy ? t('list.issuing') : t('list.issue')}
        </Button>
      </div>
      <Notice role="status" message={status?.ok ? status.text : null} />
      <Notice role="alert" message={status && !status.ok ? status.text : null} />
    </div>
  );
}
