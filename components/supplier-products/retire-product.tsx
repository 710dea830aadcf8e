'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { supplierProductRequests } from '@/lib/client/requests/supplier-products';

import { SUPPLIER_PRODUCTS_PATH, supplierPageHref } from './supplier-products-paths';

/**
 * 'Retirar' on an item's editor: asks once more in place (what retiring does, and that it cannot
 * be undone), then retires it and goes back to the supplier's list.
 */
export function RetireProduct({
  supplierId,
  productId,
  name,
}: {
  supplierId: string;
  productId: string;
  name: string;
}) {
  const t = useTranslations('itemEditor');
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(asking);

  // Focus follows the buttons that replace the one pressed.
  useEffect(() => {
    if (asking && !wasAsking.current) confirm.current?.focus();
    if (!asking && wasAsking.current) start.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  async function retire() {
    setBusy(true);
    setFailure(null);
    const answer = await supplierProductRequests.retire(supplierId, productId);
    if (answer.ok) {
      router.push(supplierPageHref(SUPPLIER_PRODUCTS_PATH, supplierId));
      return;
    }
    setBusy(false);
    setAsking(false);
    setFailure(answer.status === 401 ? t('notices.signedOut') : t('notices.retireFailed'));
  }

  return (
    <div className="space-y-3">
      {asking ? (
        <div className="space-y-3 rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
          <p>{t('actions.retireQuestion', { name })}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              ref={confirm}
              type="button"
              variant="tool-danger"
              disabled={busy}
              onClick={() => void retire()}
            >
              {busy ? t('actions.retiring') : t('actions.retireConfirm')}
            </Button>
            <Button type="button" variant="tool" disabled={busy} onClick={() => setAsking(false)}>
              {t('actions.retireCancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button ref={start} type="button" variant="danger" onClick={() => setAsking(true)}>
          {t('actions.retire')}
        </Button>
      )}
      <Notice role="alert" message={failure} />
    </div>
  );
}
