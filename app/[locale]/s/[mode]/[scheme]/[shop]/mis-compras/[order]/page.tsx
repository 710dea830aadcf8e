import { OrderPage } from '@/components/orders/order-page';
import { ordersMetadata } from '@/components/orders/orders-metadata';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

// Per visitor: it reads the session cookie (the layout above stays cached per path).
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return ordersMetadata('order');
}

/** `{base}mis-compras/{order}` on a shop: one of the signed-in customer's orders. */
export default async function ShopOrderPage({
  params,
  searchParams,
}: {
  params: Promise<Awaited<ShopRouteParams> & { order: string }>;
  searchParams: Promise<{ code?: string | string[]; restart_error?: string | string[] }>;
}) {
  const [{ base }, { order }] = await Promise.all([resolveShopParams(params), params]);
  const search = await searchParams;
  return (
    <OrderPage
      base={base}
      id={order}
      brokerCode={search.code}
      restartError={search.restart_error}
    />
  );
}
