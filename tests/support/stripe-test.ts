import { http, HttpResponse } from 'msw';
import Stripe from 'stripe';

export const STRIPE_TEST_KEYS = {
  secretKey: 'sk_test_tienda',
  webhookSecret: 'whsec_tienda_test',
} as const;

const stripe = new Stripe(STRIPE_TEST_KEYS.secretKey);

/** What a paid Checkout Session says it paid, as `checkout.session.completed` carries it. */
export interface PaidSession {
  clientReferenceId: string;
  metadata?: Record<string, string>;
  /** Minor units. */
  amount: number;
  currency: string;
}

/**
 * A `checkout.session.completed` event as Stripe sends it, with its Stripe-Signature header
 * (made with Stripe's own test helper, `age` seconds ago).
 */
export function paidSessionEvent(eventId: string, session: PaidSession, { age = 0 } = {}) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: 'cs_test_x',
        object: 'checkout.session',
        client_reference_id: session.clientReferenceId,
        metadata: session.metadata ?? {},
        payment_status: 'paid',
        amount_total: session.amount,
        currency: session.currency.toLowerCase(),
      },
    },
  });
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: STRIPE_TEST_KEYS.webhookSecret,
    timestamp: Math.floor(Date.now() / 1000) - age,
  });
  return { payload, signature };
}

/**
 * Stripe's Checkout Sessions endpoint as msw answers it: each created session is remembered by
 * its form body in `created`, and answered with a checkout URL.
 */
export function stripeCheckoutSessions(created: URLSearchParams[]) {
  return http.post('https://api.stripe.com/v1/checkout/sessions', async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    created.push(form);
    const id = `cs_test_${created.length}`;
    return HttpResponse.json({
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      client_reference_id: form.get('client_reference_id'),
      amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
      currency: form.get('line_items[0][price_data][currency]'),
      payment_status: 'unpaid',
      status: 'open',
    });
  });
}

/** Switches Stripe on with the test keys; the answer puts the environment back as it was. */
export function useStripeTestKeys(): () => void {
  const saved = { key: process.env.STRIPE_SECRET_KEY, hook: process.env.STRIPE_WEBHOOK_SECRET };
  process.env.STRIPE_SECRET_KEY = STRIPE_TEST_KEYS.secretKey;
  process.env.STRIPE_WEBHOOK_SECRET = STRIPE_TEST_KEYS.webhookSecret;
  return () => {
    for (const [name, value] of [
      ['STRIPE_SECRET_KEY', saved.key],
      ['STRIPE_WEBHOOK_SECRET', saved.hook],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}

/** Delivers a signed event to the API's Stripe webhook, as Stripe does. */
export function deliverStripeEvent(
  api: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  event: { payload: string; signature: string },
) {
  return api.request('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.payload,
  });
}
