import 'server-only';

import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { readMyOrder } from '@/components/orders/order-reads';
import { OrderLoadFailedPage } from '@/components/orders/orders-load-failed';
import { ReceiptInvoicingFacts } from '@/components/invoicing/receipt-invoicing-facts';
import { readMySuppliers } from '@/components/supplier-orders/supplier-order-reads';
import { shopHref } from '@/lib/domain/paths/tenancy';

import { ReceiptDocument } from './receipt-document';
import {
  customerOrderPath,
  customerReceiptPath,
  supplierOrderPath,
  supplierReceiptPath,
} from './receipt-paths';
import './receipt-print.css';
import { readReceipt } from './receipt-reads';

/** Whose receipt page: the supplier's (platform host) or the customer's (`{base}mis-compras`). */
export type ReceiptPlace = { as: 'supplier' } | { as: 'customer'; base: string };

/** Whether the visitor reached the page as the party it is for; `failed` when that could not be read. */
async function viewerFits(place: ReceiptPlace, orderId: string, supplierId: string) {
  if (place.as === 'customer') {
    const order = await readMyOrder(orderId);
    return order.kind === 'read' ? 'yes' : order.kind === 'failed' ? 'failed' : 'no';
  }
  const mine = await readMySuppliers();
  if (mine.kind === 'failed') return 'failed';
  return mine.kind === 'read' && mine.value.results.some((s) => s.id === supplierId) ? 'yes' : 'no';
}

/**
 * `/apps/me/store/orders/{order}/recibo` and `{base}mis-compras/{order}/recibo`: the printable
 * receipt of an order, server-rendered, for its supplier's owner and its customer, each on their
 * own side (the other party, anyone else, or an order without a receipt: 404).
 */
export async function ReceiptPage({ id, place }: { id: string; place: ReceiptPlace }) {
  const here =
    place.as === 'supplier' ? supplierReceiptPath(id) : customerReceiptPath(place.base, id);
  const back = place.as === 'supplier' ? supplierOrderPath(id) : customerOrderPath(place.base, id);
  const login = (next: string) =>
    place.as === 'supplier'
      ? `/login?next=${encodeURIComponent(next)}`
      : shopHref(place.base, `login?next=${encodeURIComponent(next)}`);

  const read = await readReceipt(id);
  if (read.kind === 'signed-out') redirect(login(here));
  if (read.kind === 'missing') notFound();
  const fits =
    read.kind === 'read' ? await viewerFits(place, id, read.value.supplier.id) : 'failed';
  if (read.kind === 'failed' || fits === 'failed') {
    const t = await getTranslations('receipts');
    const to = await getTranslations('orders');
    return (
      <OrderLoadFailedPage
        title={t('metaTitle')}
        message={t('loadFailed')}
        retry={to('retry')}
        href={here}
      />
    );
  }
  if (fits === 'no') notFound();
  return (
    <AccountPageShell>
      <ReceiptDocument
        receipt={read.value}
        back={back}
        invoicing={<ReceiptInvoicingFacts orderId={id} />}
      />
    </AccountPageShell>
  );
}
