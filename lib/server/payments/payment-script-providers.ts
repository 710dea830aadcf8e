import 'server-only';

import type { ScriptProvider } from '@/lib/domain/request/content-security-policy';

import { paypalSetup } from './paypal-config';
import { stripeCardSetup } from './stripe-config';

/**
 * The payment providers whose scripts a payment page loads: Stripe.js for card payments on the page
 * (its three keys), PayPal's buttons (its two keys). Stripe Checkout is a redirect and loads none.
 */
export function paymentScriptProviders(
  env: Record<string, string | undefined> = process.env,
): ScriptProvider[] {
  return [
    ...(stripeCardSetup(env) ? (['stripe'] as const) : []),
    ...(paypalSetup(env) ? (['paypal'] as const) : []),
  ];
}
