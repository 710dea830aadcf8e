import { platformPlace } from '@/components/account/platform-place';
import { ordersMetadata } from '@/components/orders/orders-metadata';
import { SupplierOrderPage } from '@/components/supplier-orders/supplier-order-page';

// Per visitor: it reads the session cookie.
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return ordersMetadata('order', 'supplier');
}

/** `/apps/me/store/orders/{order}`: one order of the signed-in owner's supplier, to move it on. */
export default async function SupplierOrderRoute({
  params,
}: {
  params: Promise<{ locale: string; order: string }>;
}) {
  const [, { order }] = await Promise.all([platformPlace(params), params]);
  return <SupplierOrderPage id={order} />;
}
