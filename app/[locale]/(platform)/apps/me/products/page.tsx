import type { Metadata } from 'next';

import { platformPlace } from '@/components/account/platform-place';
import { SUPPLIER_PARAM } from '@/components/supplier-orders/supplier-paths';
import { ProductListPage } from '@/components/supplier-products/product-list-page';
import { isItemListSort, isItemStockFilter } from '@/lib/domain/items/item-list';
import { pageFromQuery, queryValue } from '@/lib/domain/request/paging';
import { PRODUCT_TYPES, type ProductType } from '@/lib/domain/vocabulary';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return privatePageMetadata('itemEditor.list');
}

const isType = (value: string | undefined): value is ProductType =>
  (PRODUCT_TYPES as readonly string[]).includes(value ?? '');

/** `/apps/me/products`: the supplier's items. */
export default async function ProductListRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [, query] = await Promise.all([platformPlace(params), searchParams]);
  const type = queryValue(query.type);
  const sort = queryValue(query.sort);
  const stock = queryValue(query.stock);
  return (
    <ProductListPage
      supplierId={queryValue(query[SUPPLIER_PARAM])}
      text={queryValue(query.text)?.trim().slice(0, 100) || undefined}
      type={isType(type) ? type : undefined}
      sort={isItemListSort(sort) && sort !== 'updated' ? sort : undefined}
      stock={isItemStockFilter(stock) ? stock : undefined}
      page={pageFromQuery(query.page)}
    />
  );
}
