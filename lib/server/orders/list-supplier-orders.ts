import 'server-only';

import { count, desc, eq } from 'drizzle-orm';

import type { Order } from '@/lib/api/schemas/checkout';
import { orders, suppliers } from '@/lib/db/schema';

import { requireUser } from '../auth/permissions';
import { orderViews } from '../checkout/order-view';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { expireUnpaidTransfers } from './expire-transfers';

/**
 * A supplier's orders for its owner, newest change first (10 a page), to confirm payments and
 * move them on. 404 `supplier_not_found` for anyone else, so ids reveal nothing.
 */
export async function listSupplierOrders(
  ctx: ServiceContext,
  supplierId: string,
  page: { offset: number; limit: number },
): Promise<{ results: Order[]; matches_estimated: number }> {
  const { userId } = requireUser(ctx.actor);
  const [supplier] = await ctx.db
    .select({ ownerId: suppliers.ownerId })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId))
    .limit(1);
  if (!supplier || supplier.ownerId !== userId) throw new ApiError('supplier_not_found');
  await expireUnpaidTransfers(ctx.db);
  const theirs = eq(orders.supplierId, supplierId);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(theirs)
      .orderBy(desc(orders.updatedAt), desc(orders.id))
      .offset(page.offset)
      .limit(page.limit),
    ctx.db.select({ total: count() }).from(orders).where(theirs),
  ]);
  return { results: await orderViews(ctx.db, rows), matches_estimated: total };
}
