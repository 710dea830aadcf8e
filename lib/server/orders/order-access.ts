import 'server-only';

import { eq } from 'drizzle-orm';

import { orders, suppliers } from '@/lib/db/schema';
import type { Canceller } from '@/lib/domain/order-states';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';

/**
 * The order and how the actor stands to it: its customer, or the owner of its supplier. Anyone
 * else gets 404 `order_not_found` (401 first for anonymous visitors), so ids reveal nothing.
 */
export async function requireOrderParty(ctx: ServiceContext, orderId: string) {
  const { userId } = requireUser(ctx.actor);
  const [row] = await ctx.db
    .select({ order: orders, supplierOwner: suppliers.ownerId })
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) throw new ApiError('order_not_found');
  const roles: Canceller[] = [];
  if (row.order.userId === userId) roles.push('customer');
  if (row.supplierOwner === userId) roles.push('supplier');
  if (roles.length === 0) throw new ApiError('order_not_found');
  return { order: row.order, roles };
}
