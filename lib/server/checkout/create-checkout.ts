import 'server-only';

import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import type { Checkout, CreateCheckoutInput } from '@/lib/api/schemas/checkout';
import { checkouts } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';

import { requireUserCart } from '../cart/cart-shop';
import type { ServiceContext } from '../context';
import { CheckoutError } from './checkout-error';
import { type CheckoutOrder, readCheckoutOrder } from './checkout-order';
import { checkoutView } from './checkout-view';

/** Tracking cookies a checkout carries to its order (spec 02 §4, cleared after payment). */
export interface CheckoutTracking {
  referral: string | null;
  campaign: string | null;
  clickId: string | null;
}

/** 409 when the order cannot be bought as it is: the supplier is not configured, or a line is blocked. */
export function assertBuyable({ order }: CheckoutOrder): void {
  if (!order.is_configured) throw new CheckoutError('supplier_not_configured');
  const blocked = order.products.find((line) => line.unavailable);
  if (blocked) {
    const code =
      blocked.stock_type === 'onstock' && blocked.available <= 0 && !blocked.disabled
        ? 'out_of_stock'
        : 'unavailable_for_sale';
    throw new CheckoutError(code, { product_id: blocked.id });
  }
  const short = order.products.find(
    (line) => line.stock_type === 'onstock' && line.amount > line.available,
  );
  if (short) throw new CheckoutError('insufficient_stock', { product_id: short.id });
}

/**
 * Starts the checkout of one cart order (spec 02 §7 "Create checkout"): the user's open checkout
 * for that supplier and currency is reused (`to_replace`), with the latest tracking values.
 * 409 `empty_order` when the cart holds nothing of it, or the codes of `assertBuyable`.
 */
export async function createCheckout(
  ctx: ServiceContext,
  slug: string,
  input: CreateCheckoutInput,
  tracking: CheckoutTracking,
  locale: Locale,
): Promise<{ checkout: Checkout; created: boolean }> {
  const { userId, shop } = await requireUserCart(ctx, slug);
  const key = { supplierId: input.supplier_id, currency: input.currency };
  const order = await readCheckoutOrder(ctx.db, shop, userId, key, locale);
  if (!order) throw new CheckoutError('empty_order');
  assertBuyable(order);

  const open = and(
    eq(checkouts.userId, userId),
    eq(checkouts.shopId, shop.id),
    eq(checkouts.supplierId, key.supplierId),
    eq(checkouts.currency, key.currency),
    eq(checkouts.state, 'open'),
  );
  const keep = (value: string | null, old: string | null) => value ?? old;
  const [existing] = await ctx.db.select().from(checkouts).where(open).limit(1);
  if (existing) {
    const [row] = await ctx.db
      .update(checkouts)
      .set({
        referral: keep(tracking.referral, existing.referral),
        campaign: keep(tracking.campaign, existing.campaign),
        clickId: keep(tracking.clickId, existing.clickId),
      })
      .where(eq(checkouts.id, existing.id))
      .returning();
    return { checkout: await checkoutView(ctx.db, slug, row!, order), created: false };
  }
  const [row] = await ctx.db
    .insert(checkouts)
    .values({
      id: `chk_${randomUUID()}`,
      shopId: shop.id,
      userId,
      ...key,
      ...tracking,
    })
    // Two tabs creating at once: the partial unique index keeps one; the loser reads it.
    .onConflictDoNothing()
    .returning();
  const checkout = row ?? (await ctx.db.select().from(checkouts).where(open).limit(1))[0]!;
  return { checkout: await checkoutView(ctx.db, slug, checkout, order), created: Boolean(row) };
}
