import { ordersMetadata } from '@/components/orders/orders-metadata';
import { ShopOrderPage } from '@/components/shop-orders/shop-order-page';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

// Per visitor: it reads the session cookie.
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return ordersMetadata('order', 'shop');
}

/** `{base}admin/ordenes/{order}` (spec 02 §2): one order placed in the shop, read only. */
export default async function ShopOrderRoute({
  params,
}: {
  params: Promise<Awaited<ShopRouteParams> & { order: string }>;
}) {
  const [{ base, slug }, { order }] = await Promise.all([resolveShopParams(params), params]);
  return <ShopOrderPage base={base} slug={slug} id={order} />;
}
