import 'server-only';

export const PAYPAL_SANDBOX_BASE = 'https://api-m.sandbox.paypal.com';
export const PAYPAL_LIVE_BASE = 'https://api-m.paypal.com';

export interface PayPalSetup {
  clientId: string;
  clientSecret: string;
  /** REST API origin, no trailing slash. */
  base: string;
  /**
   * `PAYPAL_WEBHOOK_ID`: the id PayPal gave the webhook pointed at
   * `/api/payments/webhooks/paypal`; events are verified against it, and refused without it.
   */
  webhookId: string | null;
}

/**
 * PayPal switches on with `PAYPAL_CLIENT_ID` and `PAYPAL_CLIENT_SECRET`; it talks to the sandbox
 * unless `PAYPAL_ENVIRONMENT=live`, or to `PAYPAL_API_BASE` when set. Read per call.
 */
export function paypalSetup(
  env: Record<string, string | undefined> = process.env,
): PayPalSetup | null {
  const clientId = env.PAYPAL_CLIENT_ID?.trim();
  const clientSecret = env.PAYPAL_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) return null;
  const base =
    env.PAYPAL_API_BASE?.trim() ||
    (env.PAYPAL_ENVIRONMENT?.trim() === 'live' ? PAYPAL_LIVE_BASE : PAYPAL_SANDBOX_BASE);
  return {
    clientId,
    clientSecret,
    base: base.replace(/\/+$/, ''),
    webhookId: env.PAYPAL_WEBHOOK_ID?.trim() || null,
  };
}
