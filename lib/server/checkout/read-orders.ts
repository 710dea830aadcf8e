import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';

import type { MyOrderListQuery, Order } from '@/lib/api/schemas/checkout';
import { orders, shops } from '@/lib/db/schema';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { expireUnpaidPayments } from '../orders/expire-payments';
import { orderListPage } from '../orders/order-list-page';
import { orderViews } from './order-view';

/**
 * The signed-in customer's orders, newest change first (spec 02 §7 "List orders", 10 a page),
 * filtered by the query, and kept to one shop's when it names one.
 */
export async function listMyOrders(
  ctx: ServiceContext,
  query: MyOrderListQuery,
): Promise<{ results: Order[]; matches_estimated: number }> {
  const { userId } = requireUser(ctx.actor);
  await expireUnpaidPayments(ctx.db);
  const mine = eq(orders.userId, userId);
  const scope = query.shop
    ? and(
        mine,
        inArray(
          orders.shopId,
          ctx.db.select({ id: shops.id }).from(shops).where(eq(shops.slug, query.shop)),
        ),
      )!
    : mine;
  return orderListPage(ctx, scope, query, 'customer');
}

/** One of the customer's own orders; 404 `order_not_found` for anyone else's. */
export async function readMyOrder(ctx: ServiceContext, id: string): Promise<Order> {
  const { userId } = requireUser(ctx.actor);
  await expireUnpaidPayments(ctx.db);
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    .limit(1);
  const [order] = await orderViews(ctx.db, rows);
  if (!order) throw new ApiError('order_not_found');
  return order;
}
