import 'server-only';

import { and, count, desc, eq } from 'drizzle-orm';

import type { Order } from '@/lib/api/schemas/checkout';
import { orders } from '@/lib/db/schema';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { expireUnpaidTransfers } from '../orders/expire-transfers';
import { orderViews } from './order-view';

/** The signed-in customer's orders, newest change first (spec 02 §7 "List orders", 10 a page). */
export async function listMyOrders(
  ctx: ServiceContext,
  page: { offset: number; limit: number },
): Promise<{ results: Order[]; matches_estimated: number }> {
  const { userId } = requireUser(ctx.actor);
  await expireUnpaidTransfers(ctx.db);
  const mine = eq(orders.userId, userId);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.updatedAt), desc(orders.id))
      .offset(page.offset)
      .limit(page.limit),
    ctx.db.select({ total: count() }).from(orders).where(mine),
  ]);
  return { results: await orderViews(ctx.db, rows), matches_estimated: total };
}

/** One of the customer's own orders; 404 `order_not_found` for anyone else's. */
export async function readMyOrder(ctx: ServiceContext, id: string): Promise<Order> {
  const { userId } = requireUser(ctx.actor);
  await expireUnpaidTransfers(ctx.db);
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    .limit(1);
  const [order] = await orderViews(ctx.db, rows);
  if (!order) throw new ApiError('order_not_found');
  return order;
}
