import 'server-only';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { ORDERS_CARD } from '@/components/orders/order-styles';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { Pagination } from '@/components/storefront/pagination';
import { SUPPLIER_PARAM } from '@/components/supplier-orders/supplier-paths';
import { SupplierChoice } from '@/components/supplier-orders/supplier-tabs';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import Link from '@/components/ui/link';
import { Select } from '@/components/ui/select';
import type { SupplierProductRow } from '@/lib/api/schemas/supplier-products';
import { formatPrice } from '@/lib/domain/catalogue/price';
import { SUPPLIER_PRODUCTS_PAGE } from '@/lib/domain/items/item-rules';
import { pageCount, pageOffset } from '@/lib/domain/request/paging';
import { PRODUCT_TYPES, type ProductType } from '@/lib/domain/vocabulary';

import { readEditableSuppliers } from './editable-suppliers';
import { readSupplierProducts } from './supplier-product-reads';
import {
  PRODUCT_CREATE_PATH,
  productEditPath,
  SERVICE_CREATE_PATH,
  SUPPLIER_PRODUCTS_PATH,
  supplierPageHref,
} from './supplier-products-paths';

const CELL = 'px-2 py-2 align-middle';

async function StateBadges({ row }: { row: SupplierProductRow }) {
  const t = await getTranslations('itemEditor.list');
  return (
    <span className="flex flex-wrap gap-1">
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-medium ${
          row.list_state === 'published'
            ? 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100'
            : 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100'
        }`}
      >
        {row.list_state === 'published' ? t('published') : t('unpublished')}
      </span>
      {row.hiden ? (
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          {t('hidden')}
        </span>
      ) : null}
    </span>
  );
}

/**
 * `/apps/me/products`: the supplier's items, newest change first, 20 a page, by words of the
 * name and type; each opens its editor. Links to add a product or a service. For the owners and
 * admins of a supplier (the others are told their account edits no supplier's items).
 */
export async function ProductListPage({
  supplierId,
  text,
  type,
  page,
}: {
  supplierId?: string;
  text?: string;
  type?: ProductType;
  page: number;
}) {
  const t = await getTranslations('itemEditor');
  const here = supplierPageHref(SUPPLIER_PRODUCTS_PATH, supplierId, { text, type });
  const mine = await readEditableSuppliers();
  if (mine.kind === 'signed-out') redirect(`/login?next=${encodeURIComponent(here)}`);
  const suppliers = mine.kind === 'read' ? mine.suppliers : [];
  const supplier = suppliers.find((s) => s.id === supplierId) ?? suppliers[0];
  const items = supplier
    ? await readSupplierProducts(supplier.id, {
        text,
        type,
        offset: pageOffset(page, SUPPLIER_PRODUCTS_PAGE),
        limit: SUPPLIER_PRODUCTS_PAGE,
      })
    : null;
  if (items?.kind === 'signed-out') redirect(`/login?next=${encodeURIComponent(here)}`);
  const keep = supplier && suppliers.length > 1 ? supplier.id : undefined;

  return (
    <AccountPageShell>
      <div className={ORDERS_CARD}>
        <h1 className="mb-2 text-2xl font-bold">{t('list.title')}</h1>
        {mine.kind !== 'read' || (items && items.kind !== 'read') ? (
          <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
        ) : !supplier || items?.kind !== 'read' ? (
          <p className="text-gray-700 dark:text-gray-300">{t('noSupplier')}</p>
        ) : (
          <>
            <SupplierChoice
              suppliers={suppliers}
              current={supplier}
              label={t('supplier')}
              path={SUPPLIER_PRODUCTS_PATH}
            />
            <p className="mb-4 flex flex-wrap gap-2">
              <Button asChild variant="primary" width="auto">
                <Link href={supplierPageHref(PRODUCT_CREATE_PATH, keep)}>{t('list.newItem')}</Link>
              </Button>
              <Button asChild variant="outline" size="lg">
                <Link href={supplierPageHref(SERVICE_CREATE_PATH, keep)}>
                  {t('list.newService')}
                </Link>
              </Button>
            </p>
            <form
              action={`/${SUPPLIER_PRODUCTS_PATH}`}
              className="mb-4 flex flex-wrap items-end gap-2"
              role="search"
            >
              {keep ? <input type="hidden" name={SUPPLIER_PARAM} value={keep} /> : null}
              <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm">
                {t('list.search')}
                <Input variant="compact" type="search" name="text" defaultValue={text} />
              </label>
              <label className="flex flex-col gap-1 text-sm">
                {t('fields.type')}
                <Select variant="compact" name="type" defaultValue={type ?? ''}>
                  <option value="">{t('list.typeAll')}</option>
                  {PRODUCT_TYPES.map((value) => (
                    <option key={value} value={value}>
                      {t(`options.types.${value}`)}
                    </option>
                  ))}
                </Select>
              </label>
              <Button type="submit" variant="contrast" size="sm">
                {t('list.filter')}
              </Button>
            </form>
            {items.value.results.length === 0 ? (
              <p className="text-gray-700 dark:text-gray-300">
                {text || type ? t('list.noMatches') : t('list.empty')}
              </p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <thead>
                    <tr className="border-b border-gray-200 text-left dark:border-gray-700">
                      <th scope="col" className={CELL}>
                        {t('fields.name')}
                      </th>
                      <th scope="col" className={CELL}>
                        {t('fields.type')}
                      </th>
                      <th scope="col" className={CELL}>
                        {t('list.price')}
                      </th>
                      <th scope="col" className={CELL}>
                        {t('list.stock')}
                      </th>
                      <th scope="col" className={CELL}>
                        {t('list.state')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.value.results.map((row) => (
                      <tr
                        key={row.id}
                        data-product-row={row.id}
                        className="border-b border-gray-100 dark:border-gray-800"
                      >
                        <th scope="row" className={`${CELL} text-left font-normal`}>
                          <Link
                            href={supplierPageHref(productEditPath(row.id), keep)}
                            aria-label={t('list.edit', { name: row.name })}
                            className="font-medium underline-offset-2 hover:underline"
                          >
                            {row.name}
                          </Link>
                        </th>
                        <td className={CELL}>{t(`options.types.${row.type}`)}</td>
                        <td className={CELL}>{formatPrice(row.list_price, row.currency)}</td>
                        <td className={CELL}>
                          {row.stock_type === 'ondemand'
                            ? t('options.stockTypes.ondemand')
                            : String(row.available)}
                        </td>
                        <td className={CELL}>
                          <StateBadges row={row} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <div className="mt-4">
              <Pagination
                base="/"
                path={SUPPLIER_PRODUCTS_PATH}
                page={page}
                pageCount={pageCount(items.value.matches_estimated, SUPPLIER_PRODUCTS_PAGE)}
                params={{ [SUPPLIER_PARAM]: keep, text, type }}
              />
            </div>
          </>
        )}
      </div>
    </AccountPageShell>
  );
}
