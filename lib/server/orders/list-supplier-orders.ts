import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Order, OrderListQuery } from '@/lib/api/schemas/checkout';
import { orders } from '@/lib/db/schema';

import { orderViews } from '../checkout/order-view';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { expireUnpaidPayments } from './expire-payments';
import { orderListPage } from './order-list-page';
import { authorizeSupplier } from './supplier-access';

/**
 * A supplier's orders for its owner and staff (`orders.read`), newest change first (10 a page),
 * filtered by the query, to confirm payments and move them on. 404 `supplier_not_found` for anyone
 * else, so ids reveal nothing.
 */
export async function listSupplierOrders(
  ctx: ServiceContext,
  supplierId: string,
  query: OrderListQuery,
): Promise<{ results: Order[]; matches_estimated: number }> {
  await authorizeSupplier(ctx, supplierId, 'orders.read');
  await expireUnpaidPayments(ctx.db);
  return orderListPage(ctx, eq(orders.supplierId, supplierId), query, 'supplier');
}

/** One of a supplier's orders for its owner and staff; 404 `order_not_found` for another supplier's. */
export async function readSupplierOrder(
  ctx: ServiceContext,
  supplierId: string,
  orderId: string,
): Promise<Order> {
  await authorizeSupplier(ctx, supplierId, 'orders.read');
  await expireUnpaidPayments(ctx.db);
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.supplierId, supplierId)))
    .limit(1);
  const [order] = await orderViews(ctx.db, rows);
  if (!order) throw new ApiError('order_not_found');
  return order;
}
