import { platformPlace } from '@/components/account/platform-place';
import { ordersMetadata } from '@/components/orders/orders-metadata';
import { SupplierOrdersPage } from '@/components/supplier-orders/supplier-orders-page';
import { SUPPLIER_PARAM } from '@/components/supplier-orders/supplier-paths';
import { orderFiltersFromQuery } from '@/lib/domain/orders/order-filters';
import { pageFromQuery } from '@/lib/domain/request/paging';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return ordersMetadata('list', 'supplier');
}

/** `/apps/me/store/reports/orders`: the orders of the signed-in owner's supplier. */
export default async function SupplierOrdersRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [, query] = await Promise.all([platformPlace(params), searchParams]);
  const supplier = query[SUPPLIER_PARAM];
  return (
    <SupplierOrdersPage
      page={pageFromQuery(query.page)}
      supplierId={typeof supplier === 'string' ? supplier : undefined}
      filters={orderFiltersFromQuery(query)}
    />
  );
}
