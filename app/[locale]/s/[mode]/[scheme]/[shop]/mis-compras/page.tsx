import { ordersMetadata } from '@/components/orders/orders-metadata';
import { OrdersPage } from '@/components/orders/orders-page';
import { orderFiltersFromQuery } from '@/lib/domain/orders/order-filters';
import { pageFromQuery } from '@/lib/domain/request/paging';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

// Per visitor: it reads the session cookie and the query (the layout above stays cached per path).
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return ordersMetadata('list');
}

/** `{base}mis-compras` on a shop: the signed-in customer's orders. */
export default async function ShopOrdersPage({
  params,
  searchParams,
}: {
  params: ShopRouteParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ base, slug }, query] = await Promise.all([resolveShopParams(params), searchParams]);
  return (
    <OrdersPage
      base={base}
      place="shop"
      page={pageFromQuery(query.page)}
      filters={orderFiltersFromQuery(query)}
      shop={slug}
    />
  );
}
