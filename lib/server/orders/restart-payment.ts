import 'server-only';

import { randomBytes } from 'node:crypto';

import { and, eq, sql } from 'drizzle-orm';

import type { Order } from '@/lib/api/schemas/checkout';
import { orderLines, orders, paymentTokens, products } from '@/lib/db/schema';
import { firstPaymentDeadline, transferReference } from '@/lib/domain/orders/checkout-options';

import { requireUser } from '../auth/permissions';
import { cacheTags } from '../cache-tags';
import { orderViews } from '../checkout/order-view';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { expireTag } from '../expire-tag';
import { orderPaymentToken } from '../payments/payment-tokens';
import { expireUnpaidPayments } from './expire-payments';
import { takeOrderStock } from './take-order-stock';

/** The cancel reason of an order whose payment was not made in time (expire-payments.ts). */
export const PAYMENT_EXPIRED = 'payment_expired';

export interface RestartedPayment {
  order: Order;
  /** The order's payment token: its payment page is `/me/payments/{payment_token}`. */
  payment_token: string;
}

type OrderRow = typeof orders.$inferSelect;

/** The order's lines that hold units: those of on-stock items. */
async function onStockLines(tx: Pick<ServiceContext['db'], 'select'>, orderId: string) {
  return tx
    .select({
      productId: orderLines.productId,
      variant: orderLines.variant,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.orderId, orderId), eq(products.stockType, 'onstock')));
}

/**
 * "The time to complete the purchase expired" with its restart option (spec 02 §8, issue 25):
 * the customer of an order cancelled because its payment was not made in time makes a new
 * payment for the same order — same lines, same prices, same total — if the stock still allows.
 * In one transaction the order waits again (`pending_payment`, one more `payment_attempt`), its
 * units are taken again (409 `insufficient_stock` naming the item when they are gone; nothing
 * changes), a transfer gets a new reference and a new hour, an asynchronous method's old
 * instructions are dropped so its provider makes new ones for the new attempt (asked for within
 * the hour, lib/domain/orders/checkout-options.ts `firstPaymentDeadline`), and the order's
 * payment token opens again with no provider session. A second call on an order already waiting
 * again answers it unchanged (a double click restarts once). Anyone else's order is 404; an order
 * that did not expire is 409 `order_not_restartable`.
 */
export async function restartPayment(
  ctx: ServiceContext,
  orderId: string,
): Promise<RestartedPayment> {
  const { userId } = requireUser(ctx.actor);
  // A transfer past its hour is cancelled first, so it can be restarted at once.
  await expireUnpaidPayments(ctx.db);
  const { row, soldOut } = await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw new ApiError('order_not_found');
    if (order.state === 'pending_payment' && order.paymentAttempt > 1) {
      return { row: order, soldOut: [] as string[] };
    }
    if (order.state !== 'canceled_by_customer' || order.cancelReason !== PAYMENT_EXPIRED) {
      throw new ApiError('order_not_restartable');
    }
    const soldOut = await takeOrderStock(tx, await onStockLines(tx, order.id));
    const transfer = order.paymentType === 'bank_transfer';
    const [restarted] = await tx
      .update(orders)
      .set({
        state: 'pending_payment',
        cancelReason: null,
        paymentAttempt: sql`${orders.paymentAttempt} + 1`,
        transferReference: transfer ? transferReference(randomBytes(10)) : null,
        payBy: firstPaymentDeadline(order.paymentType, Date.now()),
        paymentInstructions: null,
        providerSessionId: null,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id))
      .returning();
    await tx
      .update(paymentTokens)
      .set({ state: 'open', provider: null, providerSessionId: null, paidAt: null })
      .where(eq(paymentTokens.orderId, order.id));
    return { row: restarted as OrderRow, soldOut };
  });
  for (const productId of soldOut) expireTag(cacheTags.product(productId));
  const [view] = await orderViews(ctx.db, [row]);
  const token = await orderPaymentToken(ctx.db, row);
  return { order: view!, payment_token: token.token };
}
