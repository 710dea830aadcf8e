import 'server-only';

import { randomBytes, randomUUID } from 'node:crypto';

import { and, eq, or } from 'drizzle-orm';

import type { Order, PlaceOrderInput } from '@/lib/api/schemas/checkout';
import {
  addresses,
  cartItems,
  carts,
  checkouts,
  idempotencyKeys,
  orderLines,
  orders,
  shops,
} from '@/lib/db/schema';
import { firstPaymentDeadline, transferReference } from '@/lib/domain/orders/checkout-options';
import type { Locale } from '@/lib/i18n/locales';

import { emailAlerts } from '../alerts/email-alerts';
import { alertOrderPlaced } from '../alerts/write-order-alerts';
import { requireUser } from '../auth/permissions';
import { readActiveBranch } from '../branches/active-branch';
import { branchSnapshot } from '../branches/branch-view';
import { cacheTags } from '../cache-tags';
import { lineEarnings } from '../commissions/line-earnings';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { expireTag } from '../expire-tag';
import { claimIdempotencyKey, requestHash } from '../idempotency/claim-key';
import { requestInvoiceAtPlacement } from '../invoicing/request-invoice';
import { expireUnpaidPayments } from '../orders/expire-payments';
import { takeOrderStock } from '../orders/take-order-stock';
import { CheckoutError } from './checkout-error';
import { readCheckoutOrder } from './checkout-order';
import { addressSnapshot, checkoutView } from './checkout-view';
import { assertBuyable } from './create-checkout';
import { orderViews } from './order-view';

const SCOPE = 'orders.place';

export interface PlacedOrder {
  order: Order;
  /** False when the answer is the one kept for an earlier request with the same key. */
  created: boolean;
}

/**
 * Places the order of a checkout (spec 02 §7 "Create order"): in one transaction the totals are
 * recomputed from today's prices (a combination's own price when it has one), the stock is
 * taken (from the item and, when it has per-combination rows, from the line's row), the order
 * and its lines are written, the lines leave the cart and the checkout closes. Idempotent by
 * `Idempotency-Key`: a repeat with the same body returns the same order; another body under the
 * key is 422 `idempotency_key_reused`. Refusals: 401, 404 `checkout_not_found`, 409
 * `checkout_closed`, `empty_order`, `supplier_not_configured`, `out_of_stock`,
 * `unavailable_for_sale`, `insufficient_stock`, `checkout_incomplete` (with `missing`).
 */
export async function placeOrder(
  ctx: ServiceContext,
  input: PlaceOrderInput,
  key: string,
  locale: Locale,
): Promise<PlacedOrder> {
  const { userId } = requireUser(ctx.actor);
  // Units held by transfers past their hour go back on sale before any are taken.
  await expireUnpaidPayments(ctx.db);
  const { placed, soldOut, alerted } = await ctx.db.transaction(async (tx) => {
    const hash = requestHash({ checkout_id: input.checkout_id });
    const claim = await claimIdempotencyKey(tx, { userId, scope: SCOPE, key, hash });
    if (!claim.claimed) {
      const prior = claim.response as Order;
      return { placed: { order: prior, created: false }, soldOut: [], alerted: [] };
    }

    const [checkout] = await tx
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.id, input.checkout_id), eq(checkouts.userId, userId)))
      .for('update');
    if (!checkout) throw new ApiError('checkout_not_found');
    if (checkout.state !== 'open') throw new CheckoutError('checkout_closed');
    const [shop] = await tx.select().from(shops).where(eq(shops.id, checkout.shopId));
    const cartShop = {
      id: shop!.id,
      ownerId: shop!.ownerId,
      listingShopId: shop!.isProxy && shop!.proxyOfShopId ? shop!.proxyOfShopId : shop!.id,
    };
    const order = await readCheckoutOrder(tx, cartShop, userId, checkout, locale);
    if (!order) throw new CheckoutError('empty_order');
    assertBuyable(order);
    const view = await checkoutView(tx, shop!.slug, checkout, order);
    if (!view.is_complete)
      throw new CheckoutError('checkout_incomplete', { missing: view.missing });

    // An item (or one combination) whose last unit just sold.
    const soldOut = await takeOrderStock(
      tx,
      order.order.products
        .filter((line) => line.stock_type === 'onstock')
        .map((line) => ({
          productId: line.id,
          variant: line.variant ?? '',
          quantity: line.amount,
        })),
    );

    const [address] =
      checkout.addressId && view.address
        ? await tx.select().from(addresses).where(eq(addresses.id, checkout.addressId))
        : [];
    // The branch as it is now, copied: later edits of the branch never rewrite the order.
    const branch = view.branch ? await readActiveBranch(tx, view.branch.agency_id) : null;
    const transfer = checkout.paymentType === 'bank_transfer';
    // What the shop's owner earns on each line, as their plan pays now (spec 03 §1).
    const earned = await lineEarnings(
      tx,
      { ownerId: shop!.ownerId, supplierId: shop!.supplierId },
      checkout.supplierId,
      order.order.products.map((line) => ({ productId: line.id, quantity: line.amount })),
    );
    const orderId = `ord_${randomUUID()}`;
    const [row] = await tx
      .insert(orders)
      .values({
        id: orderId,
        shopId: shop!.id,
        userId,
        supplierId: checkout.supplierId,
        checkoutId: checkout.id,
        state: 'pending_payment',
        paymentType: checkout.paymentType!,
        deliveryType: view.delivery_type,
        address: address ? addressSnapshot(address) : null,
        agencyId: branch?.id ?? null,
        branch: branch ? branchSnapshot(branch) : null,
        currency: checkout.currency,
        productsTotal: view.products_total,
        shippingCost: view.shipping_cost,
        total: view.total,
        transferReference: transfer ? transferReference(randomBytes(10)) : null,
        payBy: firstPaymentDeadline(checkout.paymentType!, Date.now()),
        referral: checkout.referral,
        campaign: checkout.campaign,
        clickId: checkout.clickId,
        resellerId: earned.resellerId,
      })
      .returning();
    await tx.insert(orderLines).values(
      order.order.products.map((line, index) => ({
        orderId,
        shopId: shop!.id,
        productId: line.id,
        variant: line.variant ?? '',
        name: line.name,
        photo: line.photo,
        unitPrice: line.price,
        quantity: line.amount,
        total: line.total,
        earning: earned.earnings[index],
      })),
    );
    const [cart] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.shopId, shop!.id), eq(carts.userId, userId)));
    await tx
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.cartId, cart!.id),
          or(
            ...order.order.products.map((line) =>
              and(eq(cartItems.productId, line.id), eq(cartItems.variant, line.variant ?? '')),
            ),
          ),
        ),
      );
    // "¿Necesitas factura?": the invoice is asked with a copy of the chosen tax data.
    await requestInvoiceAtPlacement(tx, checkout.invoicingProfileId, row!);
    await tx.update(checkouts).set({ state: 'placed' }).where(eq(checkouts.id, checkout.id));
    // The supplier's staff and the shop's admins hear of it with the order, or not at all.
    const alerted = await alertOrderPlaced(tx, row!);
    const [view_] = await orderViews(tx, [row!]);
    await tx
      .update(idempotencyKeys)
      .set({ status: 201, response: view_ })
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.scope, SCOPE),
          eq(idempotencyKeys.key, key),
        ),
      );
    return { placed: { order: view_!, created: true }, soldOut, alerted };
  });
  await emailAlerts(ctx.db, alerted);
  // Item pages show "sold out" from their cache: expire those whose last unit (of the item or of
  // one of its combinations) just sold.
  for (const productId of soldOut) expireTag(cacheTags.product(productId));
  return placed;
}
