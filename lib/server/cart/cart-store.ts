import 'server-only';

import { randomUUID } from 'node:crypto';

import { and, asc, eq, sql } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { cartItems, carts } from '@/lib/db/schema';

export type CartWriter = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * The user's cart in the shop, created when missing, locked until the transaction ends (the
 * upsert takes the row lock), so concurrent writes to one cart apply one after the other and
 * the quantity rules see every unit.
 */
export async function lockCart(tx: CartWriter, shopId: string, userId: string): Promise<string> {
  const [cart] = await tx
    .insert(carts)
    .values({ id: `cart_${randomUUID()}`, shopId, userId })
    .onConflictDoUpdate({ target: [carts.shopId, carts.userId], set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id });
  return cart!.id;
}

/** The lines of a cart, oldest first. */
export function cartLines(tx: Pick<Db, 'select'>, cartId: string) {
  return tx
    .select({
      productId: cartItems.productId,
      variant: cartItems.variant,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId), asc(cartItems.variant));
}

/** Writes lines with their new quantities (new lines are inserted, with the cart's shop). */
export async function saveCartLines(
  tx: CartWriter,
  cart: { id: string; shopId: string },
  lines: ReadonlyArray<{ productId: string; variant: string; quantity: number }>,
): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .insert(cartItems)
    .values(lines.map((line) => ({ cartId: cart.id, shopId: cart.shopId, ...line })))
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.variant, cartItems.shopId],
      set: { quantity: sql`excluded.quantity` },
    });
}

/** The id of the user's cart in the shop, or null when they never put anything in it. */
export async function findCartId(db: Pick<Db, 'select'>, shopId: string, userId: string) {
  const [cart] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.shopId, shopId), eq(carts.userId, userId)))
    .limit(1);
  return cart?.id ?? null;
}
