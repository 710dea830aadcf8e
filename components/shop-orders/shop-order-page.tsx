import 'server-only';

import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { OrderCancelReason } from '@/components/orders/order-cancel-reason';
import { OrderFact } from '@/components/orders/order-fact';
import { ORDERS_CARD } from '@/components/orders/order-styles';
import { OrderContents, OrderFacts } from '@/components/orders/order-summary';
import { OrderLoadFailedPage } from '@/components/orders/orders-load-failed';
import { OrderRefundsSection } from '@/components/refunds/order-refunds-section';
import { OrderReturnsSection } from '@/components/returns/order-returns-section';
import { Button } from '@/components/ui/button';
import Link from '@/components/ui/link';
import { shopHref } from '@/lib/domain/paths/tenancy';

import { readShopOrder } from './shop-order-reads';
import { SHOP_ORDERS_PATH } from './shop-orders-paths';

/**
 * `{base}admin/ordenes/{order}` (spec 02 §2): one order placed in the shop, read only for its
 * owner and staff (the shop is not the seller: its supplier confirms the payment and moves it
 * on, decides returns and refunds) — the facts, who bought and from which supplier, why it was
 * cancelled, its returns and refunds, what was bought and where it goes. Reached from the shop's orders and from a shop admin's alert. Anonymous visitors
 * log in first; anyone else, and an order placed in another shop, get a 404.
 */
export async function ShopOrderPage({
  base,
  slug,
  id,
}: {
  base: string;
  slug: string;
  id: string;
}) {
  const here = shopHref(base, `${SHOP_ORDERS_PATH}/${encodeURIComponent(id)}`);
  const read = await readShopOrder(slug, id);
  if (read.kind === 'signed-out')
    redirect(shopHref(base, `login?next=${encodeURIComponent(here)}`));
  if (read.kind === 'missing') notFound();
  const [t, tOrders] = await Promise.all([
    getTranslations('orders.shop'),
    getTranslations('orders'),
  ]);
  if (read.kind === 'failed') {
    return (
      <OrderLoadFailedPage
        title={t('orderMetaTitle')}
        message={t('orderLoadFailed')}
        retry={tOrders('retry')}
        href={here}
      />
    );
  }
  const order = read.value;
  const customer = order.customer.name || tOrders('supplier.orderNumber', { number: order.number });
  return (
    <AccountPageShell>
      <article aria-labelledby="order-title" className={ORDERS_CARD}>
        <p className="mb-3 text-sm">
          <Button asChild variant="link">
            <Link href={shopHref(base, SHOP_ORDERS_PATH)}>
              <span aria-hidden="true">‹ </span>
              {t('back')}
            </Link>
          </Button>
        </p>
        <h1 id="order-title" className="text-2xl font-bold">
          {t('orderTitle', { customer })}
        </h1>
        <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{t('readOnly')}</p>
        <OrderFacts order={order} withReference />
        <dl className="mt-3 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
          <OrderFact term={t('customer')}>{order.customer.name}</OrderFact>
          <OrderFact term={t('supplier')}>{order.supplier.name}</OrderFact>
        </dl>
        <OrderCancelReason order={order} />
        <OrderReturnsSection orderId={order.id} viewer={{ who: 'shop' }} />
        <OrderRefundsSection order={order} />
        <OrderContents order={order} />
      </article>
    </AccountPageShell>
  );
}
