import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

import { cardNextStep } from '@/lib/server/payments/stripe-card-provider';

/** A PaymentIntent as Stripe answers a confirmation, with only what the step reads. */
const intent = (fields: Partial<Stripe.PaymentIntent>) =>
  ({ id: 'pi_1', status: 'requires_payment_method', ...fields }) as Stripe.PaymentIntent;

/** What the card form is answered for each state of a confirmed PaymentIntent (spec 02 §4). */
describe('card PaymentIntent next step', () => {
  it('is paid once succeeded, and processing while Stripe confirms', () => {
    expect(cardNextStep(intent({ status: 'succeeded' }))).toEqual({
      kind: 'paid',
      paymentId: 'pi_1',
    });
    expect(cardNextStep(intent({ status: 'processing' }))).toEqual({ kind: 'processing' });
  });

  it("sends 3-D Secure's redirect as url_3ds, and another named page as requires_action", () => {
    const threeDs = intent({
      status: 'requires_action',
      next_action: {
        type: 'redirect_to_url',
        redirect_to_url: { url: 'https://hooks.stripe.com/3ds', return_url: 'https://x' },
      },
    } as Partial<Stripe.PaymentIntent>);
    expect(cardNextStep(threeDs)).toEqual({ kind: 'url_3ds', url: 'https://hooks.stripe.com/3ds' });
    const elsewhere = intent({
      status: 'requires_action',
      next_action: {
        type: 'verify_with_microdeposits',
        verify_with_microdeposits: { hosted_verification_url: 'https://payments.stripe.com/v' },
      },
    } as unknown as Partial<Stripe.PaymentIntent>);
    expect(cardNextStep(elsewhere)).toEqual({
      kind: 'requires_action',
      redirect: 'https://payments.stripe.com/v',
    });
  });

  it('has no step for an action without a page, or a cancelled intent', () => {
    const sdkOnly = intent({
      status: 'requires_action',
      next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} },
    } as unknown as Partial<Stripe.PaymentIntent>);
    expect(cardNextStep(sdkOnly)).toBeNull();
    expect(cardNextStep(intent({ status: 'canceled' }))).toBeNull();
  });

  it("fails with the card's decline code, or Stripe's error code", () => {
    const declined = intent({
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'stolen_card',
      },
    } as Partial<Stripe.PaymentIntent>);
    expect(cardNextStep(declined)).toEqual({ kind: 'failed', code: 'stolen_card' });
    const unauthenticated = intent({
      last_payment_error: {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
      },
    } as Partial<Stripe.PaymentIntent>);
    expect(cardNextStep(unauthenticated)).toEqual({
      kind: 'failed',
      code: 'payment_intent_authentication_failure',
    });
    expect(cardNextStep(intent({}))).toBeNull();
  });
});
