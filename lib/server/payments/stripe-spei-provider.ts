import 'server-only';

import type Stripe from 'stripe';

import type { SpeiAccount } from '@/lib/domain/payments/payment-instructions';

import { ApiError } from '../errors';
import type { InstructionsProvider } from './payment-provider';
import {
  asyncIntentMetadata,
  asyncProviderFailed,
  cancelAsyncIntent,
  attemptKey,
  STRIPE_SPEI,
} from './stripe-async-intent';
import { stripeSetup } from './stripe-config';
import { stripeCustomerFor } from './stripe-customer';

/** Spec 02 §9: "Bank transfer must be made within 1 hour", the same as the manual transfer. */
export const SPEI_PAY_WITHIN_MS = 60 * 60 * 1000;

/** The account a SPEI intent's transfer goes to, or null when Stripe shows none. */
export function speiAccount(intent: Stripe.PaymentIntent): SpeiAccount | null {
  const details = intent.next_action?.display_bank_transfer_instructions;
  const spei = details?.financial_addresses?.find((address) => address.spei)?.spei;
  if (!details || !spei?.clabe) return null;
  return {
    method: 'spei',
    clabe: spei.clabe,
    bank_name: spei.bank_name ?? null,
    reference: details.reference ?? null,
    amount_remaining: details.amount_remaining ?? intent.amount,
    hosted_instructions_url: details.hosted_instructions_url ?? null,
  };
}

/**
 * SPEI through Stripe (its Mexican bank transfers): a PaymentIntent funded from the user's
 * customer balance (stripe-customer.ts), made and confirmed in one call; Stripe answers the CLABE
 * the transfer goes to and reconciles it by itself (partial transfers included). The order waits
 * one hour (spec 02 §9). Switched on with Stripe's two keys.
 */
export const stripeSpeiProvider: InstructionsProvider = {
  kind: 'instructions',
  id: STRIPE_SPEI,
  configured: (env = process.env) => stripeSetup(env) !== null,
  abandon: cancelAsyncIntent,
  async start(subject, payer, attempt) {
    const setup = stripeSetup();
    if (!setup) throw new ApiError('payments_not_configured');
    const customer = await stripeCustomerFor(setup.client, payer);
    let intent: Stripe.PaymentIntent;
    try {
      intent = await setup.client.paymentIntents.create(
        {
          amount: subject.amount,
          currency: subject.currency.toLowerCase(),
          customer,
          allowed_payment_method_types: ['customer_balance'],
          payment_method_data: { type: 'customer_balance' },
          payment_method_options: {
            customer_balance: {
              funding_type: 'bank_transfer',
              bank_transfer: { type: 'mx_bank_transfer' },
            },
          },
          confirm: true,
          description: subject.description,
          metadata: asyncIntentMetadata('spei', subject, attempt),
        },
        { idempotencyKey: attemptKey('spei', subject.token, attempt) },
      );
    } catch (error) {
      return asyncProviderFailed('spei intent', error);
    }
    const paid = intent.status === 'succeeded';
    const account = speiAccount(intent);
    if (!account && !paid) return asyncProviderFailed('spei account', { status: intent.status });
    return {
      sessionId: intent.id,
      // Paid at once from an earlier surplus: nothing left to transfer.
      instructions: account ?? {
        method: 'spei',
        clabe: '',
        bank_name: null,
        reference: null,
        amount_remaining: 0,
        hosted_instructions_url: null,
      },
      payBy: new Date(Date.now() + SPEI_PAY_WITHIN_MS),
    };
  },
};
