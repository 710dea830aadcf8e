import { http, HttpResponse } from 'msw';
import Stripe from 'stripe';

export const STRIPE_TEST_KEYS = {
  secretKey: 'sk_test_tienda',
  webhookSecret: 'whsec_tienda_test',
  publishableKey: 'pk_test_tienda',
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

/** A Stripe event's body with its Stripe-Signature header, made with Stripe's own test helper. */
export function signedStripeEvent(event: object, { age = 0 } = {}) {
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: STRIPE_TEST_KEYS.webhookSecret,
    timestamp: Math.floor(Date.now() / 1000) - age,
  });
  return { payload, signature };
}

/**
 * A `checkout.session.completed` event as Stripe sends it, with its Stripe-Signature header
 * (made with Stripe's own test helper, `age` seconds ago).
 */
export function paidSessionEvent(eventId: string, session: PaidSession, { age = 0 } = {}) {
  return signedStripeEvent(
    {
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
    },
    { age },
  );
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

/**
 * Switches Stripe on with the test keys (and card payments on the page with `card`: the
 * publishable key too); the answer puts the environment back as it was.
 */
export function useStripeTestKeys({ card = false } = {}): () => void {
  const keys = {
    STRIPE_SECRET_KEY: STRIPE_TEST_KEYS.secretKey,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_KEYS.webhookSecret,
    STRIPE_PUBLISHABLE_KEY: card ? STRIPE_TEST_KEYS.publishableKey : undefined,
  };
  const saved = Object.fromEntries(Object.keys(keys).map((name) => [name, process.env[name]]));
  const put = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  put(keys);
  return () => put(saved);
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
