import 'server-only';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import {
  narrowsOrders,
  orderFilterParams,
  type OrderFilters,
} from '@/lib/domain/orders/order-filters';
import { pageHref } from '@/lib/domain/request/paging';
import { shopHref } from '@/lib/domain/paths/tenancy';

import { OrderFiltersForm } from './order-filters-form';
import { OrderList } from './order-list';
import { readMyOrders } from './order-reads';
import { ORDERS_CARD } from './order-styles';
import { OrdersLoadFailed } from './orders-load-failed';

/**
 * `{base}mis-compras` (spec 02 §2): the signed-in customer's orders, 10 a page, `?page=` 1-based,
 * filtered by the spec's list filters (a GET form). A shop's page lists the orders placed in
 * that shop; the platform's, every shop's. Anonymous visitors go to the login page, which brings
 * them back here.
 */
export async function OrdersPage({
  base,
  place,
  page,
  filters,
  shop,
}: {
  base: string;
  /** A shop's page offers its home when empty; the platform's, the platform's home. */
  place: 'shop' | 'platform';
  page: number;
  filters: OrderFilters;
  /** The shop whose orders a shop's page keeps to. */
  shop?: string;
}) {
  const params = orderFilterParams(filters);
  const here = pageHref(base, 'mis-compras', params, page);
  const read = await readMyOrders(page, filters, shop);
  if (read.kind === 'signed-out')
    redirect(shopHref(base, `login?next=${encodeURIComponent(here)}`));
  const t = await getTranslations('orders');
  const filtered = narrowsOrders(filters);
  const clearHref = shopHref(base, 'mis-compras');
  return (
    <AccountPageShell>
      <div className={ORDERS_CARD}>
        <h1 className="mb-2 text-2xl font-bold">{t('title')}</h1>
        {read.kind === 'read' ? (
          <>
            {filtered || read.value.matches_estimated > 0 ? (
              <OrderFiltersForm
                action={clearHref}
                filters={filters}
                clearHref={clearHref}
                side="customer"
              />
            ) : null}
            <OrderList
              orders={read.value.results}
              total={read.value.matches_estimated}
              page={page}
              base={base}
              params={params}
              clearFiltersHref={filtered ? clearHref : undefined}
              emptyAction={
                place === 'shop'
                  ? { href: shopHref(base, ''), label: t('emptyShop') }
                  : { href: '/', label: t('emptyPlatform') }
              }
            />
          </>
        ) : (
          <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
        )}
      </div>
    </AccountPageShell>
  );
}
