import 'server-only';

import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';

import type { Db } from '@/lib/db/client';
import { orders, paymentEvents } from '@/lib/db/schema';

import { ApiError } from '../errors';
import { STRIPE_WEBHOOK_TOLERANCE_SECONDS, stripeSetup } from './stripe-config';

const PAID_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

export interface WebhookResult {
  /** False for an event seen before (a replay or a duplicate delivery). */
  applied: boolean;
}

/**
 * Stripe's webhook: the signature is checked over the raw body with a 300 s tolerance (a tampered
 * or stale event is 400 `invalid_signature`); the event id is recorded in the same transaction
 * as its effect, so replays and concurrent duplicates change nothing. A paid Checkout Session
 * marks its order paid when the amount and currency match the order and it still waits.
 */
export async function handleStripeWebhook(
  db: Db,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookResult> {
  const stripe = stripeSetup();
  if (!stripe) throw new ApiError('payments_not_configured');
  let event: Stripe.Event;
  try {
    event = stripe.client.webhooks.constructEvent(
      rawBody,
      signature ?? '',
      stripe.webhookSecret,
      STRIPE_WEBHOOK_TOLERANCE_SECONDS,
    );
  } catch {
    throw new ApiError('invalid_signature');
  }
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider: 'stripe', eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.eventId });
    if (!fresh) return { applied: false };
    if (!PAID_EVENTS.has(event.type)) return { applied: true };
    const session = event.data.object as Stripe.Checkout.Session;
    const orderId = session.client_reference_id ?? session.metadata?.order_id;
    if (session.payment_status !== 'paid' || !orderId) return { applied: true };
    const [paid] = await tx
      .update(orders)
      .set({ state: 'paid', paidAt: sql`now()` })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.paymentType, 'stripe'),
          eq(orders.state, 'pending_payment'),
          eq(orders.total, session.amount_total ?? -1),
          eq(sql`lower(${orders.currency})`, session.currency ?? ''),
        ),
      )
      .returning({ id: orders.id });
    if (paid) {
      await tx
        .update(paymentEvents)
        .set({ orderId: paid.id })
        .where(and(eq(paymentEvents.provider, 'stripe'), eq(paymentEvents.eventId, event.id)));
    } else {
      console.warn(`[payments] stripe event ${event.id} matched no waiting order ${orderId}`);
    }
    return { applied: true };
  });
}
