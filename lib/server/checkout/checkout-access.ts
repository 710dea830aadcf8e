import 'server-only';

import { and, eq } from 'drizzle-orm';

import { checkouts } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';

import { requireUserCart } from '../cart/cart-shop';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { CheckoutError } from './checkout-error';
import { readCheckoutOrder } from './checkout-order';

/**
 * The signed-in user's checkout in the shop: 401 first, 404 `shop_not_found`, 404
 * `checkout_not_found` for anyone else's checkout (or another shop's), so ids reveal nothing.
 */
export async function requireCheckout(ctx: ServiceContext, slug: string, id: string) {
  const { userId, shop } = await requireUserCart(ctx, slug);
  const [checkout] = await ctx.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, id), eq(checkouts.userId, userId), eq(checkouts.shopId, shop.id)))
    .limit(1);
  if (!checkout) throw new ApiError('checkout_not_found');
  return { userId, shop, checkout };
}

/** The open checkout with its cart order priced now; 409 when it was placed or its cart order is gone. */
export async function requireOpenCheckout(
  ctx: ServiceContext,
  slug: string,
  id: string,
  locale: Locale,
) {
  const found = await requireCheckout(ctx, slug, id);
  if (found.checkout.state !== 'open') throw new CheckoutError('checkout_closed');
  const order = await readCheckoutOrder(ctx.db, found.shop, found.userId, found.checkout, locale);
  if (!order) throw new CheckoutError('empty_order');
  return { ...found, order };
}
