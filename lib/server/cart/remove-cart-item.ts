import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { CartLineKey } from '@/lib/api/schemas/cart';
import { cartItems } from '@/lib/db/schema';
import type { CartView } from '@/lib/domain/cart/cart-orders';
import type { Locale } from '@/lib/i18n/locales';

import type { ServiceContext } from '../context';
import { requireUserCart } from './cart-shop';
import { findCartId } from './cart-store';
import { cartView } from './read-cart';

/**
 * Removes one line (product and variant) of the user's cart. The item need not be offered any
 * more — that is when shoppers remove lines — and removing a missing line changes nothing.
 */
export async function removeCartItem(
  ctx: ServiceContext,
  slug: string,
  key: CartLineKey,
  locale: Locale,
): Promise<CartView> {
  const { userId, shop } = await requireUserCart(ctx, slug);
  const cartId = await findCartId(ctx.db, shop.id, userId);
  if (cartId) {
    await ctx.db
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.cartId, cartId),
          eq(cartItems.productId, key.product_id),
          eq(cartItems.variant, key.variant ?? ''),
        ),
      );
  }
  return cartView(ctx.db, shop, userId, locale);
}
