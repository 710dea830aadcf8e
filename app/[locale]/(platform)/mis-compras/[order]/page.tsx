import { platformPlace } from '@/components/account/platform-place';
import { OrderPage } from '@/components/orders/order-page';
import { ordersMetadata } from '@/components/orders/orders-metadata';

// Per visitor: it reads the session cookie.
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return ordersMetadata('order');
}

/** `/mis-compras/{order}` on the platform host: one of the signed-in customer's orders. */
export default async function PlatformOrderPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; order: string }>;
  searchParams: Promise<{ code?: string | string[]; restart_error?: string | string[] }>;
}) {
  const [{ base }, { order }] = await Promise.all([platformPlace(params), params]);
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
