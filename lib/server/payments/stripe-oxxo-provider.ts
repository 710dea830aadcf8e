import 'server-only';

import type Stripe from 'stripe';

import type { OxxoVoucher } from '@/lib/domain/payments/payment-instructions';

import { ApiError } from '../errors';
import type { InstructionsProvider } from './payment-provider';
import {
  asyncIntentMetadata,
  asyncProviderFailed,
  cancelAsyncIntent,
  attemptKey,
  STRIPE_OXXO,
} from './stripe-async-intent';
import { stripeSetup } from './stripe-config';

/**
 * Spec-free choice: the voucher can be paid for 3 days (Stripe allows 1 to 7). Long enough for a
 * shopper to reach a store, short enough not to hold stock for a week.
 */
export const OXXO_EXPIRES_AFTER_DAYS = 3;

/** The voucher Stripe drew for a confirmed OXXO intent, or null when it shows none. */
export function oxxoVoucher(intent: Stripe.PaymentIntent): OxxoVoucher | null {
  const details = intent.next_action?.oxxo_display_details;
  if (!details?.number || !details.expires_after) return null;
  return {
    method: 'oxxo',
    number: details.number,
    expires_at: new Date(details.expires_after * 1000).toISOString(),
    hosted_voucher_url: details.hosted_voucher_url ?? null,
  };
}

/**
 * OXXO through Stripe: a PaymentIntent for the order's total in pesos, made and confirmed in one
 * call with the payer's name and e-mail (Stripe needs both for the voucher), its voucher valid for
 * `OXXO_EXPIRES_AFTER_DAYS`. The order waits until the voucher's expiry; Stripe's webhook says
 * when it was paid (stripe-async-webhook.ts). Switched on with Stripe's two keys.
 */
export const stripeOxxoProvider: InstructionsProvider = {
  kind: 'instructions',
  id: STRIPE_OXXO,
  configured: (env = process.env) => stripeSetup(env) !== null,
  abandon: cancelAsyncIntent,
  async start(subject, payer, attempt) {
    const setup = stripeSetup();
    if (!setup) throw new ApiError('payments_not_configured');
    let intent: Stripe.PaymentIntent;
    try {
      intent = await setup.client.paymentIntents.create(
        {
          amount: subject.amount,
          currency: subject.currency.toLowerCase(),
          allowed_payment_method_types: ['oxxo'],
          payment_method_data: {
            type: 'oxxo',
            billing_details: { name: payer.name, ...(payer.email ? { email: payer.email } : {}) },
          },
          payment_method_options: { oxxo: { expires_after_days: OXXO_EXPIRES_AFTER_DAYS } },
          confirm: true,
          description: subject.description,
          metadata: asyncIntentMetadata('oxxo', subject, attempt),
        },
        { idempotencyKey: attemptKey('oxxo', subject.token, attempt) },
      );
    } catch (error) {
      return asyncProviderFailed('oxxo intent', error);
    }
    const voucher = oxxoVoucher(intent);
    if (!voucher) return asyncProviderFailed('oxxo voucher', { status: intent.status });
    return {
      sessionId: intent.id,
      instructions: voucher,
      payBy: new Date(voucher.expires_at),
    };
  },
};
