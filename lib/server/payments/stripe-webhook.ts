import 'server-only';

import type Stripe from 'stripe';

import type { Db } from '@/lib/db/client';

import { ApiError } from '../errors';
import { stripeRefundState } from '../refunds/refund-providers';
import { recordPaymentEvent } from './record-payment';
import { handleAsyncIntentEvent } from './stripe-async-webhook';
import { cardIntentSubject, recordCardIntent } from './stripe-card-intent';
import { STRIPE_WEBHOOK_TOLERANCE_SECONDS, stripeSetup } from './stripe-config';

/** A refund's news: created, changed (succeeded, failed), or told through its charge. */
const REFUND_EVENTS = new Set([
  'refund.created',
  'refund.updated',
  'refund.failed',
  'charge.refund.updated',
]);

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
 * marks its order (or its package token, `metadata.payment_token`) paid when the amount and
 * currency match and it still waits. A card PaymentIntent's `payment_intent.succeeded` is recorded
 * under the intent's id (stripe-card-intent.ts), as the card form's answer and the 3-D Secure
 * return record it, so whichever comes first pays and the others change nothing. A refund's
 * events settle the refund they name (our id in `metadata.tienda_refund`, else Stripe's).
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
  // Our OXXO vouchers and SPEI transfers: paid, expired or partly funded (stripe-async-webhook.ts).
  const asyncIntent = await handleAsyncIntentEvent(db, event);
  if (asyncIntent) return asyncIntent;
  if (event.type === 'payment_intent.succeeded') {
    const intent = event.data.object;
    // Our card intents (stripe-card-intent.ts); a Checkout Session's own intent is told below.
    if (cardIntentSubject(intent)) return recordCardIntent(db, intent);
  }
  if (REFUND_EVENTS.has(event.type)) {
    const refund = event.data.object as Stripe.Refund;
    return recordPaymentEvent(db, {
      provider: 'stripe',
      eventId: event.id,
      type: event.type,
      paid: null,
      refunded: {
        method: 'stripe',
        refundId: refund.metadata?.tienda_refund ?? null,
        providerRefundId: refund.id,
        state: stripeRefundState(refund.status),
        failureReason: refund.failure_reason ?? null,
      },
    });
  }
  const session = event.data.object as Stripe.Checkout.Session;
  const { amount_total: amount, currency } = session;
  const packageToken = session.metadata?.payment_token;
  const orderId = session.client_reference_id ?? session.metadata?.order_id;
  const subject = packageToken
    ? { kind: 'package' as const, reference: packageToken }
    : orderId
      ? { kind: 'order' as const, reference: orderId }
      : null;
  const paid =
    PAID_EVENTS.has(event.type) && session.payment_status === 'paid' && subject
      ? { ...subject, amount: amount ?? -1, currency: currency ?? '' }
      : null;
  const { applied } = await recordPaymentEvent(db, {
    provider: 'stripe',
    eventId: event.id,
    type: event.type,
    paid,
  });
  return { applied };
}
