import type { Metadata } from 'next';

import { InventoryReportPage } from '@/components/inventory-report/inventory-report-page';
import { SUPPLIER_PARAM } from '@/components/supplier-orders/supplier-paths';
import { pageFromQuery, queryValue } from '@/lib/domain/request/paging';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return privatePageMetadata('itemEditor.report');
}

/** `{base}admin/inventario/reportes` (spec 02 §2): the inventory of the visitor's suppliers. */
export default async function InventoryReportRoute({
  params,
  searchParams,
}: {
  params: ShopRouteParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ base }, query] = await Promise.all([resolveShopParams(params), searchParams]);
  return (
    <InventoryReportPage
      base={base}
      supplierId={queryValue(query[SUPPLIER_PARAM])}
      page={pageFromQuery(query.page)}
    />
  );
}
