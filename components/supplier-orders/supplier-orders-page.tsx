import 'server-only';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { Button } from '@/components/ui/button';
import { OrderFiltersForm } from '@/components/orders/order-filters-form';
import { OrderList } from '@/components/orders/order-list';
import { ORDERS_CARD } from '@/components/orders/order-styles';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { SUPPLIER_REVIEWS_PATH } from '@/components/reviews/supplier-reviews-paths';
import { ListMessage } from '@/components/storefront/list-message';
import { SUPPLIER_PRODUCTS_PATH } from '@/components/supplier-products/supplier-products-paths';
import Link from '@/components/ui/link';
import {
  narrowsOrders,
  orderFilterParams,
  type OrderFilters,
} from '@/lib/domain/orders/order-filters';
import { pageHref } from '@/lib/domain/request/paging';
import { supplierRoleAllows } from '@/lib/domain/orders/supplier-policy';

import { readMySuppliers, readSupplierOrders } from './supplier-order-reads';
import {
  SUPPLIER_ORDER_PATH,
  SUPPLIER_ORDERS_PATH,
  SUPPLIER_PARAM,
  SUPPLIER_INSTALMENTS_PATH,
  SUPPLIER_TEAM_PATH,
  SUPPLIER_TICKETS_PATH,
} from './supplier-paths';
import { SupplierHeader } from './supplier-header';
import { SupplierTabs } from './supplier-tabs';

/**
 * `/apps/me/store/reports/orders` (spec 02 §2): the orders a supplier received, for its owner and
 * its staff, 10 a page, newest change first, each linking to the page where they confirm the
 * payment and move it on. Staff see their role; the owner finds the team page here. Anonymous
 * visitors sign in first; an account without a supplier is told so.
 */
export async function SupplierOrdersPage({
  page,
  supplierId,
  filters,
}: {
  page: number;
  supplierId?: string;
  filters: OrderFilters;
}) {
  const [t, tTeam, tItems, tInstalments, tReviews, tReader] = await Promise.all([
    getTranslations('orders.supplier'),
    getTranslations('supplierTeam'),
    getTranslations('itemEditor.list'),
    getTranslations('supplierInstalments'),
    getTranslations('reviews.supplier'),
    getTranslations('ticketReader'),
  ]);
  const mine = await readMySuppliers();
  const filterParams = orderFilterParams(filters);
  const here = pageHref(
    '/',
    SUPPLIER_ORDERS_PATH,
    { ...filterParams, [SUPPLIER_PARAM]: supplierId },
    page,
  );
  if (mine.kind === 'signed-out') redirect(`/login?next=${encodeURIComponent(here)}`);
  const suppliers = mine.kind === 'read' ? mine.value.results : [];
  const supplier = suppliers.find((s) => s.id === supplierId) ?? suppliers[0];
  const orders = supplier ? await readSupplierOrders(supplier.id, page, filters) : null;
  // With several suppliers the address names the one shown; its filters start from nothing.
  const keep: Record<string, string> =
    supplier && suppliers.length > 1 ? { [SUPPLIER_PARAM]: supplier.id } : {};
  const clearHref = pageHref('/', SUPPLIER_ORDERS_PATH, keep, 1);
  const filtered = narrowsOrders(filters);
  if (orders?.kind === 'signed-out') redirect(`/login?next=${encodeURIComponent(here)}`);
  return (
    <>
      <SupplierHeader supplier={supplier ?? null} />
      <AccountPageShell>
        <div className={ORDERS_CARD}>
          <h1 className="mb-2 text-2xl font-bold">{t('title')}</h1>
          {mine.kind !== 'read' || (orders && orders.kind !== 'read') ? (
            <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
          ) : !supplier ? (
            <ListMessage message={t('noSupplier')} />
          ) : (
            <>
              {/* The header names a lone supplier; several get the tabs to switch between them. */}
              {suppliers.length > 1 ? (
                <SupplierTabs
                  suppliers={suppliers}
                  current={supplier.id}
                  label={t('suppliers')}
                  path={SUPPLIER_ORDERS_PATH}
                />
              ) : null}
              <p className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-700 dark:text-gray-300">
                {supplier.role === 'owner' ? null : (
                  <span>{t('yourRole', { role: tTeam(`roles.${supplier.role}`) })}</span>
                )}
                {supplierRoleAllows(supplier.role, 'members.manage') ? (
                  <Button asChild variant="link">
                    <Link href={pageHref('/', SUPPLIER_TEAM_PATH, keep, 1)}>{t('team')}</Link>
                  </Button>
                ) : null}
                {supplierRoleAllows(supplier.role, 'items.manage') ? (
                  <Button asChild variant="link">
                    <Link href={pageHref('/', SUPPLIER_PRODUCTS_PATH, keep, 1)}>
                      {tItems('title')}
                    </Link>
                  </Button>
                ) : null}
                {supplierRoleAllows(supplier.role, 'items.manage') ? (
                  <Button asChild variant="link">
                    <Link href={pageHref('/', SUPPLIER_INSTALMENTS_PATH, keep, 1)}>
                      {tInstalments('title')}
                    </Link>
                  </Button>
                ) : null}
                <Button asChild variant="link">
                  <Link href={pageHref('/', SUPPLIER_REVIEWS_PATH, keep, 1)}>
                    {tReviews('title')}
                  </Link>
                </Button>
                {supplierRoleAllows(supplier.role, 'tickets.scan') ? (
                  <Button asChild variant="link">
                    <Link href={pageHref('/', SUPPLIER_TICKETS_PATH, keep, 1)}>
                      {tReader('title')}
                    </Link>
                  </Button>
                ) : null}
              </p>
              {orders?.kind === 'read' && (filtered || orders.value.matches_estimated > 0) ? (
                <OrderFiltersForm
                  action={pageHref('/', SUPPLIER_ORDERS_PATH, {}, 1)}
                  filters={filters}
                  keep={keep}
                  clearHref={clearHref}
                  side="supplier"
                />
              ) : null}
              {orders?.kind === 'read' ? (
                <OrderList
                  orders={orders.value.results}
                  total={orders.value.matches_estimated}
                  page={page}
                  base="/"
                  listPath={SUPPLIER_ORDERS_PATH}
                  detailPath={SUPPLIER_ORDER_PATH}
                  perspective="supplier"
                  params={{ ...filterParams, ...keep }}
                  clearFiltersHref={filtered ? clearHref : undefined}
                />
              ) : null}
            </>
          )}
        </div>
      </AccountPageShell>
    </>
  );
}
