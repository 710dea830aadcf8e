import 'server-only';

import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

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
import {
  ITEM_LIST_SORTS,
  ITEM_STOCK_FILTERS,
  type ItemListSort,
  type ItemStockFilter,
} from '@/lib/domain/items/item-list';
import { SUPPLIER_PRODUCTS_PAGE } from '@/lib/domain/items/item-rules';
import { pageCount, pageOffset } from '@/lib/domain/request/paging';
import { pick } from '@/lib/i18n/pick';
import { PRODUCT_TYPES, type ProductType } from '@/lib/domain/vocabulary';

import { readEditableSuppliers } from './editable-suppliers';
import { ProductListTable } from './product-list-table';
import { readSupplierProducts } from './supplier-product-reads';
import {
  PRODUCT_CREATE_PATH,
  productEditPath,
  SERVICE_CREATE_PATH,
  SUPPLIER_PRODUCTS_PATH,
  supplierPageHref,
} from './supplier-products-paths';

/**
 * `/apps/me/products`: the supplier's items, 20 a page, newest change first or by name, price or
 * stock, by words of the name, type and stock state (query parameters: it reads without
 * JavaScript); each opens its editor. The table's island adds bulk publish/hide and inline stock. Links to add a product or a service. For the owners and
 * admins of a supplier (the others are told their account edits no supplier's items).
 */
export async function ProductListPage({
  supplierId,
  text,
  type,
  sort,
  stock,
  page,
}: {
  supplierId?: string;
  text?: string;
  type?: ProductType;
  sort?: ItemListSort;
  stock?: ItemStockFilter;
  page: number;
}) {
  const t = await getTranslations('itemEditor');
  const here = supplierPageHref(SUPPLIER_PRODUCTS_PATH, supplierId, { text, type, sort, stock });
  const mine = await readEditableSuppliers();
  if (mine.kind === 'signed-out') redirect(`/login?next=${encodeURIComponent(here)}`);
  const suppliers = mine.kind === 'read' ? mine.suppliers : [];
  const supplier = suppliers.find((s) => s.id === supplierId) ?? suppliers[0];
  const items = supplier
    ? await readSupplierProducts(supplier.id, {
        text,
        type,
        sort,
        stock,
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
              <label className="flex flex-col gap-1 text-sm">
                {t('list.stockFilter')}
                <Select variant="compact" name="stock" defaultValue={stock ?? ''}>
                  <option value="">{t('list.stockAll')}</option>
                  {ITEM_STOCK_FILTERS.map((value) => (
                    <option key={value} value={value}>
                      {t(`list.stockFilters.${value}`)}
                    </option>
                  ))}
                </Select>
              </label>
              <label className="flex flex-col gap-1 text-sm">
                {t('list.sort')}
                <Select variant="compact" name="sort" defaultValue={sort ?? 'updated'}>
                  {ITEM_LIST_SORTS.map((value) => (
                    <option key={value} value={value}>
                      {t(`list.sorts.${value}`)}
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
                {text || type || stock ? t('list.noMatches') : t('list.empty')}
              </p>
            ) : (
              <NextIntlClientProvider
                messages={pick(
                  await getMessages(),
                  'itemEditor.list',
                  'itemEditor.options',
                  'itemEditor.fields',
                  'itemEditor.fieldErrors',
                  'itemEditor.notices',
                )}
              >
                <ProductListTable
                  supplierId={supplier.id}
                  rows={items.value.results}
                  editHref={Object.fromEntries(
                    items.value.results.map((row) => [
                      row.id,
                      supplierPageHref(productEditPath(row.id), keep),
                    ]),
                  )}
                />
              </NextIntlClientProvider>
            )}
            <div className="mt-4">
              <Pagination
                base="/"
                path={SUPPLIER_PRODUCTS_PATH}
                page={page}
                pageCount={pageCount(items.value.matches_estimated, SUPPLIER_PRODUCTS_PAGE)}
                params={{ [SUPPLIER_PARAM]: keep, text, type, sort, stock }}
              />
            </div>
          </>
        )}
      </div>
    </AccountPageShell>
  );
}
