import 'server-only';

import {
  ordersPageQuery,
  type OrdersRead,
  settle,
  visitorClient,
} from '@/components/orders/order-reads';
import type { Order } from '@/lib/api/schemas/checkout';
import type { OrderFilters } from '@/lib/domain/orders/order-filters';

/**
 * One page (1-based, 10 a page) of the orders placed in the shop, under the filters; `missing`
 * when the visitor may not read them (not its owner nor staff with `orders.read`).
 */
export async function readShopOrders(
  slug: string,
  page: number,
  filters: OrderFilters,
): Promise<OrdersRead<{ results: Order[]; matches_estimated: number }>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle('shop orders', () =>
    api.api.shops[':slug'].orders.$get({ param: { slug }, query: ordersPageQuery(page, filters) }),
  );
}

/** One order placed in the shop; `missing` for another shop's, an unknown one, or a non-staff visitor. */
export async function readShopOrder(slug: string, orderId: string): Promise<OrdersRead<Order>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle('shop order', () =>
    api.api.shops[':slug'].orders[':order'].$get({ param: { slug, order: orderId } }),
  );
}
