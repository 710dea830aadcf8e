import 'server-only';

import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { OrderFiltersForm } from '@/components/orders/order-filters-form';
import { OrderList } from '@/components/orders/order-list';
import { ORDERS_CARD } from '@/components/orders/order-styles';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import {
  narrowsOrders,
  orderFilterParams,
  type OrderFilters,
} from '@/lib/domain/orders/order-filters';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { pageHref } from '@/lib/domain/request/paging';

import { readShopOrders } from './shop-order-reads';
import { SHOP_ORDERS_PATH } from './shop-orders-paths';

/**
 * `{base}admin/ordenes` (spec 02 §2 "Shop admin routes"): the orders placed in the shop across
 * its suppliers, for its owner and its admin, accountant and dispatcher staff — 10 a page,
 * newest change first, filtered by the supplier list's filters (a GET form, so it reads without
 * JavaScript), each linking to its read-only page. Anonymous visitors log in first; anyone else
 * gets a 404, as for an unknown page.
 */
export async function ShopOrdersPage({
  base,
  slug,
  page,
  filters,
}: {
  base: string;
  slug: string;
  page: number;
  filters: OrderFilters;
}) {
  const params = orderFilterParams(filters);
  const here = pageHref(base, SHOP_ORDERS_PATH, params, page);
  const read = await readShopOrders(slug, page, filters);
  if (read.kind === 'signed-out')
    redirect(shopHref(base, `login?next=${encodeURIComponent(here)}`));
  if (read.kind === 'missing') notFound();
  const [t, tOrders] = await Promise.all([
    getTranslations('orders.shop'),
    getTranslations('orders'),
  ]);
  const filtered = narrowsOrders(filters);
  const clearHref = shopHref(base, SHOP_ORDERS_PATH);
  return (
    <AccountPageShell>
      <div className={ORDERS_CARD}>
        <h1 className="mb-2 text-2xl font-bold">{t('title')}</h1>
        {read.kind === 'read' ? (
          <>
            <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">{t('readOnly')}</p>
            {filtered || read.value.matches_estimated > 0 ? (
              <OrderFiltersForm
                action={clearHref}
                filters={filters}
                clearHref={clearHref}
                side="shop"
              />
            ) : null}
            <OrderList
              orders={read.value.results}
              total={read.value.matches_estimated}
              page={page}
              base={base}
              listPath={SHOP_ORDERS_PATH}
              detailPath={SHOP_ORDERS_PATH}
              perspective="shop"
              params={params}
              clearFiltersHref={filtered ? clearHref : undefined}
            />
          </>
        ) : (
          <OrdersLoadFailed message={t('loadFailed')} retry={tOrders('retry')} href={here} />
        )}
      </div>
    </AccountPageShell>
  );
}
