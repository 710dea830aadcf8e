import { platformPlace } from '@/components/account/platform-place';
import { ordersMetadata } from '@/components/orders/orders-metadata';
import { OrdersPage } from '@/components/orders/orders-page';
import { orderFiltersFromQuery } from '@/lib/domain/orders/order-filters';
import { pageFromQuery } from '@/lib/domain/request/paging';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return ordersMetadata('list');
}

/** `/mis-compras` on the platform host: the signed-in customer's orders, from every shop. */
export default async function PlatformOrdersPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ base }, query] = await Promise.all([platformPlace(params), searchParams]);
  return (
    <OrdersPage
      base={base}
      place="platform"
      page={pageFromQuery(query.page)}
      filters={orderFiltersFromQuery(query)}
    />
  );
}
