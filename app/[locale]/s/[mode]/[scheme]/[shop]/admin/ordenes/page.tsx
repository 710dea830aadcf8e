import { ordersMetadata } from '@/components/orders/orders-metadata';
import { ShopOrdersPage } from '@/components/shop-orders/shop-orders-page';
import { orderFiltersFromQuery } from '@/lib/domain/orders/order-filters';
import { pageFromQuery } from '@/lib/domain/request/paging';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return ordersMetadata('list', 'shop');
}

/** `{base}admin/ordenes` (spec 02 §2): the orders placed in the shop, for its owner and staff. */
export default async function ShopOrdersRoute({
  params,
  searchParams,
}: {
  params: ShopRouteParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ base, slug }, query] = await Promise.all([resolveShopParams(params), searchParams]);
  return (
    <ShopOrdersPage
      base={base}
      slug={slug}
      page={pageFromQuery(query.page)}
      filters={orderFiltersFromQuery(query)}
    />
  );
}
