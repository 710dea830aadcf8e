import 'server-only';

import { eq } from 'drizzle-orm';

import { orders } from '@/lib/db/schema';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { readSupplierRole } from './supplier-access';

/**
 * The order and how the actor stands to it: its customer, and/or their role on its supplier (the
 * owner or a member, lib/server/orders/supplier-access.ts). Anyone else gets 404
 * `order_not_found` (401 first for anonymous visitors), so ids reveal nothing.
 */
export async function requireOrderParty(ctx: ServiceContext, orderId: string) {
  const { userId } = requireUser(ctx.actor);
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new ApiError('order_not_found');
  const customer = order.userId === userId;
  const supplierRole = await readSupplierRole(ctx.db, userId, order.supplierId);
  if (!customer && !supplierRole) throw new ApiError('order_not_found');
  return { order, customer, supplierRole };
}
