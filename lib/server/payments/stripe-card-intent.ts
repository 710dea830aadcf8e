import 'server-only';

import type Stripe from 'stripe';

import type { Db } from '@/lib/db/client';

import { type PaidSubject, recordPaymentEvent } from './record-payment';

/** The payment type, and the provider name under which its payments are recorded. */
export const STRIPE_CARD = 'stripe_card' as const;

/** What a card PaymentIntent pays, from the metadata we gave it; null for anyone else's intent. */
export function cardIntentSubject(
  intent: Stripe.PaymentIntent,
): Pick<PaidSubject, 'kind' | 'reference'> | null {
  const metadata = intent.metadata ?? {};
  if (metadata.tienda_payment !== 'card' || !metadata.payment_token) return null;
  return metadata.order_id
    ? { kind: 'order', reference: metadata.order_id }
    : { kind: 'package', reference: metadata.payment_token };
}

/**
 * Records a succeeded card PaymentIntent: the intent id is the event id, so the answer to the
 * card form, the return from 3-D Secure and `payment_intent.succeeded` (however often Stripe
 * sends it) pay the order or package once, in the transaction that records it. The amount
 * received and the currency must be what is owed (record-payment.ts checks them). Anything but
 * a success of one of our card intents records nothing.
 */
export async function recordCardIntent(
  db: Db,
  intent: Stripe.PaymentIntent,
): Promise<{ applied: boolean }> {
  const subject = cardIntentSubject(intent);
  // Only a success is recorded: the intent id must stay free until the payment goes through.
  if (intent.status !== 'succeeded' || !subject) return { applied: false };
  return recordPaymentEvent(db, {
    provider: STRIPE_CARD,
    eventId: intent.id,
    type: 'payment_intent.succeeded',
    paid: { ...subject, amount: intent.amount_received, currency: intent.currency },
  });
}
