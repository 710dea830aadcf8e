import 'server-only';

import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { readEditableSuppliers } from '@/components/supplier-products/editable-suppliers';
import { SupplierSettingsShell } from '@/components/supplier-orders/supplier-settings-shell';
import { SUPPLIER_ORDERS_PATH, SUPPLIER_PARAM } from '@/components/supplier-orders/supplier-paths';
import { SupplierTabs } from '@/components/supplier-orders/supplier-tabs';
import { pageHref } from '@/lib/domain/request/paging';
import {
  CODE_PARAM,
  SUPPLIER_TICKETS_PATH,
  USE_TICKET_SEGMENT,
} from '@/lib/domain/ticket-scans/reader-paths';

import { TicketReaderPanel } from './ticket-reader-panel';
import { readTicketForPage } from './ticket-reader-reads';

/**
 * `/apps/me/store/boletos` (issue 21): a supplier's ticket reader, for its owner and admins, over
 * its tickets in every shop that sold them. Others are told their account manages no supplier.
 */
export async function SupplierTicketReaderPage({
  supplierId,
  code,
  result,
}: {
  supplierId?: string;
  code: string;
  result: string | undefined;
}) {
  const t = await getTranslations('ticketReader');
  const page = `/${SUPPLIER_TICKETS_PATH}`;
  const toLogin = (): never =>
    redirect(
      `/login?next=${encodeURIComponent(pageHref('/', SUPPLIER_TICKETS_PATH, { [SUPPLIER_PARAM]: supplierId }, 1))}`,
    );
  const mine = await readEditableSuppliers();
  if (mine.kind === 'signed-out') toLogin();
  const managed = mine.kind === 'read' ? mine.suppliers : [];
  const supplier = managed.find((s) => s.id === supplierId) ?? managed[0];
  const read = supplier
    ? await readTicketForPage({ kind: 'supplier', supplierId: supplier.id }, code, result)
    : null;
  if (read?.kind === 'signed-out') toLogin();
  if (read?.kind === 'missing') notFound();
  const keep = supplier && managed.length > 1 ? { [SUPPLIER_PARAM]: supplier.id } : {};
  const here = pageHref(
    '/',
    SUPPLIER_TICKETS_PATH,
    { ...keep, [CODE_PARAM]: code || undefined },
    1,
  );
  return (
    <SupplierSettingsShell
      supplier={supplier ?? null}
      back={{ href: pageHref('/', SUPPLIER_ORDERS_PATH, keep, 1), label: t('back') }}
      title={supplier ? t('heading', { supplier: supplier.name }) : t('title')}
    >
      {mine.kind !== 'read' || read?.kind === 'failed' ? (
        <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
      ) : !supplier || read?.kind !== 'read' ? (
        <p className="text-gray-700 dark:text-gray-300">{t('noSupplier')}</p>
      ) : (
        <>
          {managed.length > 1 ? (
            <SupplierTabs
              suppliers={managed}
              current={supplier.id}
              label={t('suppliers')}
              path={SUPPLIER_TICKETS_PATH}
            />
          ) : null}
          <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">{t('supplierIntro')}</p>
          <div className="max-w-2xl">
            <TicketReaderPanel
              read={read}
              code={code}
              target={{ kind: 'supplier', supplierId: supplier.id }}
              pageAction={page}
              useAction={`${page}/${USE_TICKET_SEGMENT}`}
              hidden={{ [SUPPLIER_PARAM]: supplier.id }}
            />
          </div>
        </>
      )}
    </SupplierSettingsShell>
  );
}
