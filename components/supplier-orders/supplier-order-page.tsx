import 'server-only';

import { notFound, redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { Button } from '@/components/ui/button';
import { OrderActions } from '@/components/orders/order-actions';
import { ORDER_ACTIONS_MESSAGES } from '@/components/orders/order-actions-messages';
import { OrderCancelReason } from '@/components/orders/order-cancel-reason';
import { ORDERS_CARD } from '@/components/orders/order-styles';
import { OrderContents, OrderFacts } from '@/components/orders/order-summary';
import { OrderLoadFailedPage } from '@/components/orders/orders-load-failed';
import { SupplierReceiptSection } from '@/components/receipts/supplier-receipt-section';
import { OrderRefundsSection } from '@/components/refunds/order-refunds-section';
import { OrderReturnsSection } from '@/components/returns/order-returns-section';
import { OrderReviewsSection } from '@/components/reviews/order-reviews-section';
import { OrderTicketsSection } from '@/components/tickets/order-tickets-section';
import Link from '@/components/ui/link';
import { mayEditShipment } from '@/lib/domain/orders/shipment';
import { supplierRoleAllows } from '@/lib/domain/orders/supplier-policy';
import { pageHref } from '@/lib/domain/request/paging';
import { pick } from '@/lib/i18n/pick';

import { ShipmentForm } from './shipment-form';
import { readMySuppliers, readOwnedOrder } from './supplier-order-reads';
import { SupplierHeader } from './supplier-header';
import { SUPPLIER_ORDER_PATH, SUPPLIER_ORDERS_PATH, SUPPLIER_PARAM } from './supplier-paths';

/**
 * `/apps/me/store/orders/{order}` (spec 02 §2): one order as its supplier's owner or staff see it
 * — the facts, the buttons that confirm the payment and move it on or cancel it (those the
 * viewer's role may use), the parcel's details while it travels, what was bought and where it
 * goes. The order's customer, or anyone else, gets a 404 here.
 */
export async function SupplierOrderPage({ id }: { id: string }) {
  const here = `/${SUPPLIER_ORDER_PATH}/${encodeURIComponent(id)}`;
  const mine = await readMySuppliers();
  const suppliers = mine.kind === 'read' ? mine.value.results : [];
  const read = mine.kind === 'read' ? await readOwnedOrder(suppliers, id) : mine;
  if (read.kind === 'signed-out') redirect(`/login?next=${encodeURIComponent(here)}`);
  const t = await getTranslations('orders.supplier');
  if (read.kind === 'failed') {
    return (
      <OrderLoadFailedPage
        title={t('orderMetaTitle')}
        message={t('orderLoadFailed')}
        retry={t('retry')}
        href={here}
      />
    );
  }
  if (read.kind === 'missing') notFound();
  const order = read.value;
  const role = suppliers.find((s) => s.id === order.supplier.id)?.role;
  const back = pageHref(
    '/',
    SUPPLIER_ORDERS_PATH,
    suppliers.length > 1 ? { [SUPPLIER_PARAM]: order.supplier.id } : {},
    1,
  );
  return (
    <>
      <SupplierHeader supplier={order.supplier} />
      <AccountPageShell>
        <article aria-labelledby="order-title" className={ORDERS_CARD}>
          <p className="mb-3 text-sm">
            <Button asChild variant="link">
              <Link href={back}>
                <span aria-hidden="true">‹ </span>
                {t('back')}
              </Link>
            </Button>
          </p>
          <h1 id="order-title" className="text-2xl font-bold">
            {t('orderTitle', { supplier: order.supplier.name })}
          </h1>
          <OrderFacts order={order} withReference />
          <OrderCancelReason order={order} />
          {order.state === 'pending_payment' && order.bank_transfer ? (
            <p className="mt-4 rounded-xl bg-blue-50 p-4 text-sm text-blue-950 dark:bg-blue-950/50 dark:text-blue-100">
              {t('transferHint', { reference: order.bank_transfer.reference })}
            </p>
          ) : null}
          <NextIntlClientProvider messages={pick(await getMessages(), ...ORDER_ACTIONS_MESSAGES)}>
            <OrderActions
              order={{ id: order.id, state: order.state, delivery_type: order.delivery_type }}
              who="supplier"
              role={role}
            />
          </NextIntlClientProvider>
          {mayEditShipment(order.state) && supplierRoleAllows(role, 'orders.advance') ? (
            <NextIntlClientProvider messages={pick(await getMessages(), 'orders.shipment')}>
              <ShipmentForm order={order} />
            </NextIntlClientProvider>
          ) : null}
          <SupplierReceiptSection order={order} role={role} />
          <OrderReturnsSection orderId={order.id} viewer={{ who: 'supplier', role }} />
          <OrderRefundsSection order={order} role={role} />
          <OrderReviewsSection
            orderId={order.id}
            viewer={{ who: 'supplier', supplierId: order.supplier.id, role }}
          />
          <OrderTicketsSection orderId={order.id} />
          <OrderContents order={order} />
        </article>
      </AccountPageShell>
    </>
  );
}
