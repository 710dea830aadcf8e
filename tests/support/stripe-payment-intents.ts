import { http, HttpResponse } from 'msw';

import { signedStripeEvent } from './stripe-test';

/** Stripe's test cards, by the PaymentMethod ids Stripe gives them (docs.stripe.com/testing). */
export const TEST_CARDS = {
  paid: 'pm_card_visa',
  threeDs: 'pm_card_threeDSecure2Required',
  declined: 'pm_card_visa_chargeDeclinedInsufficientFunds',
  /** A Mexican credit card whose bank offers meses sin intereses (docs.stripe.com/testing). */
  mexican: 'pm_card_mx',
} as const;

/**
 * The meses sin intereses each test card's bank allows, as Stripe reports them in
 * `payment_method_options.card.installments.available_plans` (this fake's choice: the Mexican
 * card 3, 6 and 12 months, not 9, so a supplier's 9 is left out; other cards none).
 */
export const CARD_PLANS: Record<string, number[]> = { [TEST_CARDS.mexican]: [3, 6, 12] };

const monthlyPlans = (counts: number[]) =>
  counts.map((count) => ({ type: 'fixed_count', interval: 'month', count }));

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  payment_method: string | null;
  next_action: unknown;
  last_payment_error: unknown;
  payment_method_options: {
    card?: { installments?: { enabled: boolean; available_plans: unknown[]; plan: unknown } };
  };
}

/** The form fields Stripe's client sent as `metadata[…]`. */
function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
    if (name) metadata[name] = value;
  }
  return metadata;
}

/** Stripe's answer to changing an intent that has already succeeded. */
const alreadySucceeded = () =>
  HttpResponse.json(
    {
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'This PaymentIntent has already succeeded.',
      },
    },
    { status: 400 },
  );

/**
 * Stripe's PaymentIntents API as msw answers it, for the card form's server side: intents are
 * created (the same one again for a repeated Idempotency-Key, as Stripe does), confirmed with one
 * of `TEST_CARDS` (paid at once, 3-D Secure with a `redirect_to_url`, or declined with a 402
 * `card_error`) and read back. `finish3ds` plays the card's bank: the shopper passes or fails.
 * Every request is remembered in `calls` (method, path, form), to check what was sent.
 */
export function fakePaymentIntents() {
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, Response>();
  const calls: { method: string; path: string; form: URLSearchParams; key?: string | null }[] = [];

  /** Stripe replays the first answer to a repeated Idempotency-Key. */
  async function idempotent(request: Request, answer: () => Response): Promise<Response> {
    const key = request.headers.get('idempotency-key');
    const seen = key ? byKey.get(key) : undefined;
    if (seen) return seen.clone();
    const response = answer();
    if (key) byKey.set(key, response.clone());
    return response;
  }

  const handlers = [
    http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const key = request.headers.get('idempotency-key');
      calls.push({ method: 'POST', path: '/v1/payment_intents', form, key });
      return idempotent(request, () => {
        const id = `pi_test_${intents.size + 1}`;
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          amount_received: 0,
          currency: form.get('currency') ?? '',
          status: 'requires_payment_method',
          metadata: metadataOf(form),
          payment_method: null,
          next_action: null,
          last_payment_error: null,
          payment_method_options: {},
        };
        intents.set(id, intent);
        return HttpResponse.json(intent);
      });
    }),
    http.post(
      'https://api.stripe.com/v1/payment_intents/:id/confirm',
      async ({ request, params }) => {
        const form = new URLSearchParams(await request.text());
        const id = String(params.id);
        calls.push({ method: 'POST', path: `/v1/payment_intents/${id}/confirm`, form });
        return idempotent(request, () => {
          const intent = intents.get(id);
          if (!intent)
            return HttpResponse.json({ error: { type: 'invalid_request_error' } }, { status: 404 });
          if (intent.status === 'succeeded') {
            return alreadySucceeded();
          }
          const card = form.get('payment_method') ?? '';
          const count = form.get('payment_method_options[card][installments][plan][count]');
          if (count !== null) {
            // Stripe refuses a plan the card does not offer, or when instalments are off.
            const installments = intent.payment_method_options.card?.installments;
            if (!installments?.enabled || !(CARD_PLANS[card] ?? []).includes(Number(count))) {
              return HttpResponse.json(
                {
                  error: {
                    type: 'invalid_request_error',
                    param: 'payment_method_options[card][installments][plan]',
                    message: 'The selected installment plan is not available.',
                  },
                },
                { status: 400 },
              );
            }
            installments.plan = {
              type: form.get('payment_method_options[card][installments][plan][type]'),
              interval: form.get('payment_method_options[card][installments][plan][interval]'),
              count: Number(count),
            };
          }
          intent.payment_method = card;
          intent.next_action = null;
          intent.last_payment_error = null;
          if (card === TEST_CARDS.declined) {
            const failure = {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'insufficient_funds',
              message: 'Your card has insufficient funds.',
            };
            Object.assign(intent, {
              status: 'requires_payment_method',
              last_payment_error: failure,
            });
            return HttpResponse.json(
              { error: { ...failure, payment_intent: intent } },
              { status: 402 },
            );
          }
          if (card === TEST_CARDS.threeDs) {
            Object.assign(intent, {
              status: 'requires_action',
              next_action: {
                type: 'redirect_to_url',
                redirect_to_url: {
                  url: `https://hooks.stripe.com/3d_secure_2/hosted?payment_intent=${id}`,
                  return_url: form.get('return_url'),
                },
              },
            });
            return HttpResponse.json(intent);
          }
          Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
          return HttpResponse.json(intent);
        });
      },
    ),
    // An update: the card attached, instalments switched on (their plans read for the card).
    http.post('https://api.stripe.com/v1/payment_intents/:id', async ({ request, params }) => {
      const form = new URLSearchParams(await request.text());
      const id = String(params.id);
      calls.push({ method: 'POST', path: `/v1/payment_intents/${id}`, form });
      const intent = intents.get(id);
      if (!intent)
        return HttpResponse.json({ error: { type: 'invalid_request_error' } }, { status: 404 });
      if (intent.status === 'succeeded') {
        return alreadySucceeded();
      }
      const card = form.get('payment_method');
      if (card) intent.payment_method = card;
      if (form.get('payment_method_options[card][installments][enabled]') === 'true') {
        intent.payment_method_options = {
          card: {
            installments: {
              enabled: true,
              available_plans: monthlyPlans(CARD_PLANS[intent.payment_method ?? ''] ?? []),
              plan: null,
            },
          },
        };
      }
      return HttpResponse.json(intent);
    }),
    http.get('https://api.stripe.com/v1/payment_intents/:id', ({ params }) => {
      const id = String(params.id);
      calls.push({ method: 'GET', path: `/v1/payment_intents/${id}`, form: new URLSearchParams() });
      const intent = intents.get(id);
      return intent
        ? HttpResponse.json(intent)
        : HttpResponse.json({ error: { type: 'invalid_request_error' } }, { status: 404 });
    }),
  ];

  return {
    handlers,
    calls,
    intents,
    /** The card's bank after 3-D Secure: the shopper passed (paid) or failed. */
    finish3ds(id: string, passed: boolean) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.next_action = null;
      if (passed) Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
      else {
        Object.assign(intent, {
          status: 'requires_payment_method',
          last_payment_error: {
            type: 'invalid_request_error',
            code: 'payment_intent_authentication_failure',
          },
        });
      }
    },
  };
}

/** `payment_intent.succeeded` for the intent as it is now, signed as Stripe signs it. */
export function intentSucceededEvent(eventId: string, intent: object) {
  return signedStripeEvent({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: intent },
  });
}
