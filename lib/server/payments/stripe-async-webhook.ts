import 'server-only';

import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';

import type { Db } from '@/lib/db/client';
import { orders, paymentEvents } from '@/lib/db/schema';

import { expireOrderPayment } from '../orders/expire-payments';
import { recordPaymentEvent } from './record-payment';
import { type AsyncIntentRef, asyncIntentRef } from './stripe-async-intent';

/** The PaymentIntent events of our OXXO and SPEI intents that change something. */
const ENDED_UNPAID = new Set(['payment_intent.payment_failed', 'payment_intent.canceled']);

/**
 * Records the event's id once; false when it was seen before (a replay). Without the order's id:
 * like record-payment.ts, only a payment that was applied links its order.
 */
async function firstSight(
  db: Pick<Db, 'insert'>,
  ref: AsyncIntentRef,
  event: Stripe.Event,
): Promise<boolean> {
  const [fresh] = await db
    .insert(paymentEvents)
    .values({ provider: ref.provider, eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId });
  return Boolean(fresh);
}

/**
 * The voucher expired or the payment failed: the order is cancelled (`payment_expired`) and its
 * stock released, but only while it still waits on this very intent. A late failure of an
 * attempt the shopper already restarted must not cancel the new one. The event is recorded after
 * the effect (expireOrderPayment runs its own transaction and changes a paid or cancelled order
 * no more), so a replay finds it and does nothing, and a crash in between is retried by Stripe.
 */
async function endUnpaid(
  db: Db,
  ref: AsyncIntentRef,
  intent: Stripe.PaymentIntent,
  event: Stripe.Event,
) {
  const [seen] = await db
    .select({ id: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, ref.provider), eq(paymentEvents.eventId, event.id)))
    .limit(1);
  if (seen) return { applied: false };
  const [order] = await db
    .select({ session: orders.providerSessionId })
    .from(orders)
    .where(and(eq(orders.id, ref.orderId), eq(orders.paymentType, ref.provider)))
    .limit(1);
  if (order?.session === intent.id) await expireOrderPayment(db, ref.orderId);
  return { applied: await firstSight(db, ref, event) };
}

/**
 * A SPEI transfer covered part of the amount: the order's instructions say what is left, in the
 * transaction that records the event (so a replay changes nothing).
 */
async function partiallyFunded(
  db: Db,
  ref: AsyncIntentRef,
  intent: Stripe.PaymentIntent,
  event: Stripe.Event,
) {
  const remaining = intent.next_action?.display_bank_transfer_instructions?.amount_remaining;
  return db.transaction(async (tx) => {
    if (!(await firstSight(tx, ref, event))) return { applied: false };
    if (typeof remaining === 'number') {
      await tx
        .update(orders)
        .set({
          paymentInstructions: sql`jsonb_set(${orders.paymentInstructions}, '{amount_remaining}', to_jsonb(${remaining}::integer))`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(orders.id, ref.orderId),
            eq(orders.state, 'pending_payment'),
            eq(orders.providerSessionId, intent.id),
            sql`${orders.paymentInstructions}->>'method' = 'spei'`,
          ),
        );
    }
    return { applied: true };
  });
}

/**
 * Stripe's news about our OXXO and SPEI PaymentIntents (metadata `tienda_payment` `oxxo` or
 * `spei`), applied once each; null for any other event or intent (stripe-webhook.ts goes on).
 * - `payment_intent.succeeded`: the order is paid, recorded under the intent's id as provider
 *   `stripe_oxxo` / `stripe_spei` (record-payment.ts checks it is that method's order, still
 *   waiting, for the amount and currency received), so a replay or a second delivery pays once.
 * - `payment_intent.payment_failed`, `payment_intent.canceled`: the voucher expired (or the
 *   payment was cancelled): the order is cancelled and its stock goes back on sale.
 * - `payment_intent.partially_funded` (SPEI): the amount still to transfer is updated.
 */
export async function handleAsyncIntentEvent(
  db: Db,
  event: Stripe.Event,
): Promise<{ applied: boolean } | null> {
  if (!event.type.startsWith('payment_intent.')) return null;
  const intent = event.data.object as Stripe.PaymentIntent;
  const ref = asyncIntentRef(intent);
  if (!ref) return null;
  if (event.type === 'payment_intent.succeeded') {
    if (intent.status !== 'succeeded') return { applied: false };
    return recordPaymentEvent(db, {
      provider: ref.provider,
      eventId: intent.id,
      type: event.type,
      paid: {
        kind: 'order',
        reference: ref.orderId,
        amount: intent.amount_received,
        currency: intent.currency,
      },
      delivery: { eventId: event.id, type: event.type },
    });
  }
  if (ENDED_UNPAID.has(event.type)) return endUnpaid(db, ref, intent, event);
  if (event.type === 'payment_intent.partially_funded' && ref.method === 'spei') {
    return partiallyFunded(db, ref, intent, event);
  }
  // Created, processing, requires_action: nothing changes for the shopper.
  return { applied: false };
}
