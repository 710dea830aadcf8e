import 'server-only';

import type Stripe from 'stripe';

import type { PaymentSubject } from './payment-provider';
import { ApiError } from '../errors';
import { logger } from '../log/logger';
import { stripeSetup } from './stripe-config';

/** The payment types, and the provider names under which their payments are recorded. */
export const STRIPE_OXXO = 'stripe_oxxo' as const;
export const STRIPE_SPEI = 'stripe_spei' as const;

export type AsyncMethod = 'oxxo' | 'spei';
export type AsyncProviderId = typeof STRIPE_OXXO | typeof STRIPE_SPEI;

const PROVIDER_OF: Record<AsyncMethod, AsyncProviderId> = {
  oxxo: STRIPE_OXXO,
  spei: STRIPE_SPEI,
};

/** Which of our OXXO or SPEI intents an event is about, from the metadata we gave it. */
export interface AsyncIntentRef {
  method: AsyncMethod;
  provider: AsyncProviderId;
  orderId: string;
  token: string;
}

/**
 * What we tell Stripe an OXXO or SPEI PaymentIntent pays: `tienda_payment` names the method (the
 * webhook tells these apart from card intents and Checkout's own), `order_id` the order and
 * `payment_token` its token. Orders only: a plan package is paid by card or redirect.
 */
export function asyncIntentMetadata(
  method: AsyncMethod,
  subject: PaymentSubject,
  attempt: number,
): Record<string, string> {
  return {
    tienda_payment: method,
    order_id: subject.reference,
    payment_token: subject.token,
    payment_attempt: String(attempt),
  };
}

/** One of our OXXO or SPEI intents, or null for anyone else's (cards, Checkout). */
export function asyncIntentRef(intent: Stripe.PaymentIntent): AsyncIntentRef | null {
  const metadata = intent.metadata ?? {};
  const method = metadata.tienda_payment;
  if ((method !== 'oxxo' && method !== 'spei') || !metadata.order_id || !metadata.payment_token) {
    return null;
  }
  return {
    method,
    provider: PROVIDER_OF[method],
    orderId: metadata.order_id,
    token: metadata.payment_token,
  };
}

/**
 * The Stripe idempotency key of one payment attempt: the token and the order's attempt, so a
 * second start (another tab, a retry) answers the same intent, and a restarted payment (attempt
 * + 1) makes a new one.
 */
export function attemptKey(method: AsyncMethod, token: string, attempt: number): string {
  return `tienda-${method}-${token}-${attempt}`;
}

/** Stripe failed or answered something we cannot show: logged, 502 for the shopper. */
/**
 * Cancels one of our OXXO or SPEI intents after the order expired on our side: a voucher can no
 * longer be paid, and a SPEI transfer arriving late stays in the customer's Stripe balance (to be
 * returned) instead of paying a cancelled order. An intent already paid or cancelled is left as it
 * is; any failure is logged only (the order is cancelled either way).
 */
export async function cancelAsyncIntent(intentId: string): Promise<void> {
  const setup = stripeSetup();
  if (!setup) return;
  try {
    await setup.client.paymentIntents.cancel(
      intentId,
      {},
      { idempotencyKey: `tienda-abandon-${intentId}` },
    );
  } catch (error) {
    logger.warn({ err: error, intentId }, 'stripe intent of an expired order not cancelled');
  }
}

export function asyncProviderFailed(what: string, error: unknown): never {
  logger.error({ err: error }, `stripe ${what} failed`);
  throw new ApiError('payment_provider_error');
}
