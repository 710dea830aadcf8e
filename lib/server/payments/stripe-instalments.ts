import 'server-only';

import Stripe from 'stripe';

import type { Db } from '@/lib/db/client';
import type { CardPlan, InstalmentMonths } from '@/lib/domain/payments/instalments';

import type { CardPayment, PaymentSubject, PaymentTokenRow, ReturnUrls } from './payment-provider';
import {
  afterRefusal,
  answer,
  providerFailed,
  setupOrThrow,
  tokenIntent,
} from './stripe-card-provider';

/**
 * Stripe's Mexican card instalments (meses sin intereses) on the token's PaymentIntent
 * (docs.stripe.com/payments/meses-sin-intereses/accept-a-payment, server-side confirmation):
 * the card is attached with `payment_method_options[card][installments][enabled]=true`, Stripe
 * answers the plans the card's bank allows in
 * `payment_method_options.card.installments.available_plans`, and the confirmation names the
 * chosen one in `payment_method_options[card][installments][plan]`
 * (`{ type: 'fixed_count', interval: 'month', count }`). Attaching the card is an update,
 * harmless to repeat, so it takes no idempotency key of ours (Stripe's client adds its own for
 * retries); the confirmation's key names the card and the months.
 */

/** The intent with the card attached and instalments switched on, or null once it moved on. */
async function withCardAttached(
  stripe: Stripe,
  intentId: string,
  sourceId: string,
): Promise<Stripe.PaymentIntent | null> {
  try {
    return await stripe.paymentIntents.update(intentId, {
      payment_method: sourceId,
      payment_method_options: { card: { installments: { enabled: true } } },
    });
  } catch (error) {
    // Paid (or being paid) already: the caller reads where it stands.
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      error.code === 'payment_intent_unexpected_state'
    ) {
      return null;
    }
    return providerFailed('instalment plans', error);
  }
}

/** The plans Stripe reports for the card on the intent. */
function plansOf(intent: Stripe.PaymentIntent): CardPlan[] {
  return intent.payment_method_options?.card?.installments?.available_plans ?? [];
}

/**
 * The instalment plans the card allows for the token's subject (its intent made if need be).
 * Nothing is charged. None when the intent is no longer waiting for a card.
 */
export async function stripeCardPlans(
  db: Db,
  token: PaymentTokenRow,
  subject: PaymentSubject,
  sourceId: string,
): Promise<CardPlan[]> {
  const { client } = setupOrThrow();
  const intentId = await tokenIntent(db, client, token, subject);
  const intent = await withCardAttached(client, intentId, sourceId);
  return intent ? plansOf(intent) : [];
}

/**
 * Pays the token's subject with the card in `months` meses sin intereses. `accept` decides with
 * the card's plans (and the supplier's) whether the months are offered, and throws
 * `instalments_not_accepted` before anything is charged when not; `beforeConfirm` records the
 * choice on the order. Then as a payment at once: paid, 3-D Secure, or refused.
 */
export async function payStripeCardInInstalments(
  db: Db,
  token: PaymentTokenRow,
  subject: PaymentSubject,
  input: { sourceId: string; months: InstalmentMonths },
  urls: ReturnUrls,
  hooks: { accept(plans: CardPlan[]): void; beforeConfirm(): Promise<void> },
): Promise<CardPayment> {
  const { client } = setupOrThrow();
  const intentId = await tokenIntent(db, client, token, subject);
  const attached = await withCardAttached(client, intentId, input.sourceId);
  if (!attached) {
    // Moved on meanwhile (another tab paid): answer where it stands, changing nothing.
    const now = await client.paymentIntents
      .retrieve(intentId)
      .catch((error: unknown) => providerFailed('intent read', error));
    return answer(db, now);
  }
  hooks.accept(plansOf(attached));
  await hooks.beforeConfirm();
  let intent: Stripe.PaymentIntent;
  try {
    intent = await client.paymentIntents.confirm(
      intentId,
      {
        payment_method: input.sourceId,
        return_url: urls.returnUrl,
        payment_method_options: {
          card: {
            installments: {
              plan: { type: 'fixed_count', interval: 'month', count: input.months },
            },
          },
        },
      },
      { idempotencyKey: `tienda-card-confirm-${intentId}-${input.sourceId}-msi${input.months}` },
    );
  } catch (error) {
    intent = await afterRefusal(client, intentId, error);
  }
  return answer(db, intent);
}
