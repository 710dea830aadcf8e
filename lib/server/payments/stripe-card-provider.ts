import 'server-only';

import { eq } from 'drizzle-orm';
import Stripe from 'stripe';

import type { Db } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';

import { ApiError } from '../errors';
import { CardPaymentError } from './card-payment-error';
import type {
  CardOutcome,
  CardPayment,
  CardProvider,
  PaymentSubject,
  PaymentTokenRow,
} from './payment-provider';
import { rememberProviderSession } from './payment-tokens';
import { STRIPE_CARD, recordCardIntent } from './stripe-card-intent';
import { type StripeCardSetup, stripeCardSetup } from './stripe-config';
import { logger } from '../log/logger';

/** Where Stripe says the shopper must go next, when it names a page. */
function actionUrl(intent: Stripe.PaymentIntent): string | null {
  const action = intent.next_action;
  if (!action) return null;
  const details: unknown = (action as unknown as Record<string, unknown>)[action.type];
  if (!details || typeof details !== 'object') return null;
  for (const value of Object.values(details)) {
    if (typeof value === 'string' && /^https:\/\//.test(value)) return value;
  }
  return null;
}

/**
 * The next step of a confirmed card PaymentIntent (pure, so it is tested alone): paid; Stripe
 * still processing; 3-D Secure at `redirect_to_url` (spec 02 §4 `url_3ds`); another action on a
 * page Stripe names (the spec's `requires_action` with its redirect). A refused card is
 * `failed` with the provider's code; anything else (cancelled, an action with no page) is null.
 */
export function cardNextStep(intent: Stripe.PaymentIntent): CardOutcome | null {
  switch (intent.status) {
    case 'succeeded':
      return { kind: 'paid', paymentId: intent.id };
    case 'processing':
      return { kind: 'processing' };
    case 'requires_action': {
      const threeDs = intent.next_action?.redirect_to_url?.url;
      if (intent.next_action?.type === 'redirect_to_url' && threeDs) {
        return { kind: 'url_3ds', url: threeDs };
      }
      const elsewhere = actionUrl(intent);
      return elsewhere ? { kind: 'requires_action', redirect: elsewhere } : null;
    }
    case 'requires_payment_method': {
      const failure = intent.last_payment_error;
      return failure
        ? { kind: 'failed', code: failure.decline_code ?? failure.code ?? 'card_declined' }
        : null;
    }
    default:
      return null;
  }
}

export function setupOrThrow(): StripeCardSetup {
  const setup = stripeCardSetup();
  if (!setup) throw new ApiError('payments_not_configured');
  return setup;
}

export function providerFailed(what: string, error: unknown): never {
  logger.error({ err: error }, `stripe card ${what} failed`);
  throw new ApiError('payment_provider_error');
}

/**
 * The order's payment attempt (`orders.payment_attempt`, 1 unless an expired payment was
 * restarted); 1 for a package.
 */
async function paymentAttempt(db: Db, subject: PaymentSubject): Promise<number> {
  if (subject.kind !== 'order') return 1;
  const [row] = await db
    .select({ attempt: orders.paymentAttempt })
    .from(orders)
    .where(eq(orders.id, subject.reference));
  return row?.attempt ?? 1;
}

/**
 * The Stripe idempotency key of the subject's intent: `tienda-card-{token}`, and
 * `tienda-card-{token}-{attempt}` once a restarted payment counts a second attempt (the first
 * attempt keeps the key it always had), so a restart gets a new intent and not the old one back.
 */
export function cardIntentKey(token: string, attempt: number): string {
  return attempt > 1 ? `tienda-card-${token}-${attempt}` : `tienda-card-${token}`;
}

/**
 * The token's PaymentIntent: the one kept on it, or a new one for the subject's amount (integer
 * minor units) and currency, card only, created once per token and attempt (idempotency key
 * `cardIntentKey`, so two tabs get the same) and kept on the token (and its order).
 */
export async function tokenIntent(
  db: Db,
  stripe: Stripe,
  token: PaymentTokenRow,
  subject: PaymentSubject,
): Promise<string> {
  if (token.provider === STRIPE_CARD && token.providerSessionId) return token.providerSessionId;
  const idempotencyKey = cardIntentKey(subject.token, await paymentAttempt(db, subject));
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: subject.amount,
        currency: subject.currency.toLowerCase(),
        allowed_payment_method_types: ['card'],
        description: subject.description,
        metadata: {
          tienda_payment: 'card',
          payment_token: subject.token,
          ...(subject.kind === 'order' ? { order_id: subject.reference } : {}),
        },
      },
      { idempotencyKey },
    );
  } catch (error) {
    providerFailed('intent', error);
  }
  await rememberProviderSession(db, token, STRIPE_CARD, intent.id);
  return intent.id;
}

/** A confirmation Stripe refused: a card refusal (402), or the intent read back when it moved on. */
export async function afterRefusal(
  stripe: Stripe,
  intentId: string,
  error: unknown,
): Promise<Stripe.PaymentIntent> {
  if (error instanceof Stripe.errors.StripeCardError) {
    throw new CardPaymentError('card_declined', {
      decline_code: error.decline_code ?? error.code ?? 'card_declined',
    });
  }
  // Paid (or being paid) already, by another tab or an earlier answer that never arrived.
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.code === 'payment_intent_unexpected_state'
  ) {
    return stripe.paymentIntents
      .retrieve(intentId)
      .catch((again: unknown) => providerFailed('intent read', again));
  }
  return providerFailed('confirmation', error);
}

/** What the card form is answered, the payment recorded first when it went through. */
export async function answer(db: Db, intent: Stripe.PaymentIntent): Promise<CardPayment> {
  const step = cardNextStep(intent);
  if (step?.kind === 'failed') {
    throw new CardPaymentError('card_declined', { decline_code: step.code });
  }
  if (!step) {
    logger.warn({ intentId: intent.id, status: intent.status }, 'stripe card intent: no next step');
    throw new ApiError('payment_provider_error');
  }
  if (step.kind === 'paid') await recordCardIntent(db, intent);
  return step;
}

/**
 * Stripe PaymentIntents with a card made by Stripe Elements in the browser (a PaymentMethod,
 * `pm_…`): card numbers never reach the platform. One intent per payment token, confirmed with
 * each card the shopper tries (idempotency key per intent and card), its 3-D Secure page sent back
 * as `url_3ds` with our return route as `return_url`. A success is recorded at once and again,
 * harmlessly, by the return and by `payment_intent.succeeded` (stripe-webhook.ts).
 */
export const stripeCardProvider: CardProvider = {
  kind: 'card',
  id: STRIPE_CARD,
  configured: (env = process.env) => stripeCardSetup(env) !== null,
  publicKeys(env = process.env): Record<string, string> {
    const setup = stripeCardSetup(env);
    return setup ? { stripe_publishable_key: setup.publishableKey } : {};
  },
  async pay(db, token, subject, { sourceId }, urls) {
    const { client } = setupOrThrow();
    const intentId = await tokenIntent(db, client, token, subject);
    let intent: Stripe.PaymentIntent;
    try {
      intent = await client.paymentIntents.confirm(
        intentId,
        { payment_method: sourceId, return_url: urls.returnUrl },
        { idempotencyKey: `tienda-card-confirm-${intentId}-${sourceId}` },
      );
    } catch (error) {
      intent = await afterRefusal(client, intentId, error);
    }
    return answer(db, intent);
  },
  async confirm(db, token) {
    const { client } = setupOrThrow();
    if (token.provider !== STRIPE_CARD || !token.providerSessionId) {
      throw new ApiError('order_not_payable');
    }
    const intent = await client.paymentIntents
      .retrieve(token.providerSessionId)
      .catch((error: unknown) => providerFailed('intent read', error));
    const step = cardNextStep(intent);
    if (!step) return { kind: 'failed', code: 'payment_provider_error' };
    if (step.kind === 'paid') await recordCardIntent(db, intent);
    return step;
  },
};
