import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Order, OrderListQuery } from '@/lib/api/schemas/checkout';
import { orders } from '@/lib/db/schema';

import { authorizeShop } from '../auth/permissions';
import { orderViews } from '../checkout/order-view';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { expireUnpaidPayments } from './expire-payments';
import { orderListPage } from './order-list-page';

/**
 * The orders placed in a shop, across its suppliers, for its back office (`orders.read` of the
 * shop policy: the owner, admins, accountants and dispatchers), newest change first (10 a page),
 * filtered by the query. 403 `forbidden` for anyone else, the staff of other shops included.
 */
export async function listShopOrders(
  ctx: ServiceContext,
  slug: string,
  query: OrderListQuery,
): Promise<{ results: Order[]; matches_estimated: number }> {
  const shop = await authorizeShop(ctx, slug, 'orders.read');
  await expireUnpaidPayments(ctx.db);
  return orderListPage(ctx, eq(orders.shopId, shop.id), query, 'shop');
}

/**
 * One order placed in the shop, read only, for the same people; 404 `order_not_found` for an
 * order placed in another shop, so its id reveals nothing.
 */
export async function readShopOrder(
  ctx: ServiceContext,
  slug: string,
  orderId: string,
): Promise<Order> {
  const shop = await authorizeShop(ctx, slug, 'orders.read');
  await expireUnpaidPayments(ctx.db);
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.shopId, shop.id)))
    .limit(1);
  const [order] = await orderViews(ctx.db, rows);
  if (!order) throw new ApiError('order_not_found');
  return order;
}
