import 'server-only';

import Stripe from 'stripe';

/** Spec-free choice: Stripe's own default tolerance, 300 s, for webhook signatures. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeSetup {
  client: Stripe;
  webhookSecret: string;
}

/**
 * Stripe switches on with both its keys (`STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`); without
 * them checkout offers only the offline methods. Read per call, so tests and a restart with new
 * keys need no cache busting.
 */
export function stripeSetup(
  env: Record<string, string | undefined> = process.env,
): StripeSetup | null {
  const key = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!key || !webhookSecret) return null;
  return {
    client: new Stripe(key, { maxNetworkRetries: 1, timeout: 20_000, ...stripeHost(env) }),
    webhookSecret,
  };
}

/**
 * `STRIPE_API_URL` sends Stripe's API calls elsewhere (stripe-mock, or the fake Stripe the
 * browser tests run, e2e/support/fake-stripe-server.ts); unset, the client calls api.stripe.com.
 */
function stripeHost(env: Record<string, string | undefined>): Partial<Stripe.StripeConfig> {
  const base = env.STRIPE_API_URL?.trim();
  if (!base) return {};
  const url = new URL(base);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

export interface StripeCardSetup extends StripeSetup {
  /** `pk_…`: Stripe.js makes card tokens in the browser with it. */
  publishableKey: string;
}

/**
 * Card payments on our page (Stripe Elements + PaymentIntents) also need the publishable key
 * (`STRIPE_PUBLISHABLE_KEY`), which the payment page hands to Stripe.js. Read per call.
 */
export function stripeCardSetup(
  env: Record<string, string | undefined> = process.env,
): StripeCardSetup | null {
  const setup = stripeSetup(env);
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim();
  if (!setup || !publishableKey) return null;
  return { ...setup, publishableKey };
}
