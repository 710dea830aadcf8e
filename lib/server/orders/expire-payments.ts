import 'server-only';

import { and, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { OXXO_CONFIRMATION_GRACE_MS } from '@/lib/domain/orders/checkout-options';

import { emailAlerts } from '../alerts/email-alerts';
import { alertOrderStateChanged } from '../alerts/write-order-alerts';
import { providerFor } from '../payments/providers';
import { releaseOrderStock } from './release-stock';

/**
 * Payments not made by their deadline are cancelled and their stock goes back on sale: a bank
 * transfer not confirmed within its hour (spec 02 §9), an OXXO voucher or a SPEI account not asked
 * for within the hour or not paid by the time it was given (issue 25). An OXXO voucher waits a
 * grace period past its expiry (`OXXO_CONFIRMATION_GRACE_MS`: Stripe confirms a last-minute
 * payment late) unless Stripe says sooner that it expired. Called before stock is taken and when
 * orders are read, so an expired payment never holds units anyone is waiting for; each order is
 * cancelled once (conditional update) with the reason `payment_expired`, which lets the shopper
 * restart it (restart-payment.ts). The provider's payment of an order expired here is cancelled
 * too, so money arriving late does not pay a cancelled order. Returns how many expired.
 */
export async function expireUnpaidPayments(db: Db, now = new Date()): Promise<number> {
  const oxxoGiven = and(
    eq(orders.paymentType, 'stripe_oxxo'),
    isNotNull(orders.paymentInstructions),
  );
  const due = await db
    .select({
      id: orders.id,
      paymentType: orders.paymentType,
      providerSessionId: orders.providerSessionId,
    })
    .from(orders)
    .where(
      and(
        isNotNull(orders.payBy),
        eq(orders.state, 'pending_payment'),
        or(
          and(
            or(ne(orders.paymentType, 'stripe_oxxo'), isNull(orders.paymentInstructions)),
            lt(orders.payBy, now),
          ),
          and(oxxoGiven, lt(orders.payBy, new Date(now.getTime() - OXXO_CONFIRMATION_GRACE_MS))),
        ),
      ),
    )
    .limit(100);
  let expired = 0;
  for (const order of due) {
    if (!(await expireOrderPayment(db, order.id))) continue;
    expired += 1;
    const provider = providerFor(order.paymentType);
    if (provider?.kind === 'instructions' && order.providerSessionId) {
      await provider.abandon(order.providerSessionId);
    }
  }
  return expired;
}

/**
 * Cancels one order still waiting for its payment (`payment_expired`), puts its stock back on
 * sale and tells its customer; false when it no longer waits (paid or cancelled meanwhile). Also
 * what a provider's news that a voucher expired or failed does (stripe-async-webhook.ts).
 */
export async function expireOrderPayment(db: Db, orderId: string): Promise<boolean> {
  const alerted = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        state: 'canceled_by_customer',
        cancelReason: 'payment_expired',
        updatedAt: sql`now()`,
      })
      .where(and(eq(orders.id, orderId), eq(orders.state, 'pending_payment')))
      .returning();
    if (!row) return null;
    await releaseOrderStock(tx, orderId);
    return alertOrderStateChanged(tx, row, null);
  });
  if (!alerted) return false;
  await emailAlerts(db, alerted);
  return true;
}
