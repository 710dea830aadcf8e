import 'server-only';

import { and, eq, sql } from 'drizzle-orm';

import { cartItems, carts } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { requireUserCart } from './cart-shop';

/** Units in the user's cart in the shop (the nav badge), every line counted. */
export async function countCartItems(
  ctx: ServiceContext,
  slug: string,
): Promise<{ count: number }> {
  const { userId, shop } = await requireUserCart(ctx, slug);
  const [row] = await ctx.db
    .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)`.mapWith(Number) })
    .from(carts)
    .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(and(eq(carts.shopId, shop.id), eq(carts.userId, userId)));
  return { count: row?.count ?? 0 };
}
