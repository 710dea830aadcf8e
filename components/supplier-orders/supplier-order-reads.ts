import 'server-only';

import {
  ordersPageQuery,
  type OrdersRead,
  settle,
  visitorClient,
} from '@/components/orders/order-reads';
import type { MySupplier, Order } from '@/lib/api/schemas/checkout';
import type { OrderFilters } from '@/lib/domain/orders/order-filters';

/** The suppliers the visitor owns (empty for a customer). */
export async function readMySuppliers(): Promise<OrdersRead<{ results: MySupplier[] }>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle('suppliers', () => api.api.me.suppliers.$get());
}

/** One page (1-based, 10 a page) of a supplier's orders under the filters. */
export async function readSupplierOrders(
  supplierId: string,
  page: number,
  filters: OrderFilters,
): Promise<OrdersRead<{ results: Order[]; matches_estimated: number }>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle('supplier orders', () =>
    api.api.suppliers[':id'].orders.$get({
      param: { id: supplierId },
      query: ordersPageQuery(page, filters),
    }),
  );
}

/**
 * One order of any of the visitor's suppliers: asked of each in turn (an owner has one or a
 * few); `missing` when none of them has it.
 */
export async function readOwnedOrder(
  suppliers: readonly MySupplier[],
  orderId: string,
): Promise<OrdersRead<Order>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  for (const supplier of suppliers) {
    const read = await settle<Order>('supplier order', () =>
      api.api.suppliers[':id'].orders[':order'].$get({
        param: { id: supplier.id, order: orderId },
      }),
    );
    if (read.kind !== 'missing') return read;
  }
  return { kind: 'missing' };
}
