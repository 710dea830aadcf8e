import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { SharedCheckout } from '@/lib/api/schemas/shared-checkout';
import { checkouts } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';

import { requireCartShop } from '../cart/cart-shop';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { readCheckoutOrder } from './checkout-order';
import { checkoutView } from './checkout-view';

/**
 * A shared checkout for anyone with its link (no session): its lines, supplier and totals priced
 * now, never the owner's address or contact. 404 `shared_checkout_not_found` for an unknown slug,
 * another shop's, or a checkout already placed or emptied.
 */
export async function readSharedCheckout(
  ctx: ServiceContext,
  slug: string,
  publicSlug: string,
  locale: Locale,
): Promise<SharedCheckout> {
  const shop = await requireCartShop(ctx, slug);
  const [checkout] = await ctx.db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.publicSlug, publicSlug),
        eq(checkouts.shopId, shop.id),
        eq(checkouts.state, 'open'),
      ),
    )
    .limit(1);
  if (!checkout) throw new ApiError('shared_checkout_not_found');
  const order = await readCheckoutOrder(ctx.db, shop, checkout.userId, checkout, locale);
  if (!order) throw new ApiError('shared_checkout_not_found');
  const view = await checkoutView(ctx.db, slug, checkout, order);
  return {
    store: view.store,
    supplier: view.supplier,
    currency: view.currency,
    products: view.products,
    needs_delivery: view.needs_delivery,
    rate_id: view.rate_id,
    products_total: view.products_total,
    shipping_cost: view.shipping_cost,
    total: view.total,
  };
}
