import 'server-only';

import { eq } from 'drizzle-orm';

import { orders, shops } from '@/lib/db/schema';

import { mayOnShop, requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { readSupplierRole } from './supplier-access';

/**
 * The order and how the actor stands to it: its customer, and/or their role on its supplier (the
 * owner or a member, lib/server/orders/supplier-access.ts). Anyone else gets 404
 * `order_not_found` (401 first for anonymous visitors), so ids reveal nothing.
 *
 * With `shopReaders`, the back office of the shop the order was placed in (`orders.read` of the
 * shop policy) may read it too (`shopReader`): reads only — a service that acts still checks
 * `customer` or `supplierRole`.
 */
export async function requireOrderParty(
  ctx: ServiceContext,
  orderId: string,
  { shopReaders = false }: { shopReaders?: boolean } = {},
) {
  const { userId } = requireUser(ctx.actor);
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new ApiError('order_not_found');
  const customer = order.userId === userId;
  const supplierRole = await readSupplierRole(ctx.db, userId, order.supplierId);
  const shopReader =
    !customer && !supplierRole && shopReaders && (await readsShopOrders(ctx, order.shopId));
  if (!customer && !supplierRole && !shopReader) throw new ApiError('order_not_found');
  return { order, customer, supplierRole, shopReader };
}

async function readsShopOrders(ctx: ServiceContext, shopId: string): Promise<boolean> {
  const [shop] = await ctx.db
    .select({ id: shops.id, ownerId: shops.ownerId })
    .from(shops)
    .where(eq(shops.id, shopId))
    .limit(1);
  return shop ? mayOnShop(ctx, shop, 'orders.read') : false;
}
