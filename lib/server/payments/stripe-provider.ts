import 'server-only';

import { ApiError } from '../errors';
import type { RedirectProvider } from './payment-provider';
import { stripeSetup } from './stripe-config';
import { logger } from '../log/logger';

/**
 * Stripe Checkout as a redirect provider: a Checkout Session for the subject's amount, created
 * once per order (Stripe's idempotency key), whose `url` is the approval URL. The webhook
 * (stripe-webhook.ts) marks the order (or the package token, named in `metadata.payment_token`)
 * paid.
 */
export const stripeProvider: RedirectProvider = {
  kind: 'redirect',
  id: 'stripe',
  configured: (env = process.env) => stripeSetup(env) !== null,
  async start(subject, urls) {
    const stripe = stripeSetup();
    if (!stripe) throw new ApiError('payments_not_configured');
    let session;
    try {
      session = await stripe.client.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: subject.reference,
          metadata:
            subject.kind === 'order'
              ? { order_id: subject.reference }
              : { payment_token: subject.token },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: subject.currency.toLowerCase(),
                unit_amount: subject.amount,
                product_data: { name: subject.description },
              },
            },
          ],
          success_url: urls.returnUrl,
          cancel_url: urls.cancelUrl,
        },
        { idempotencyKey: `tienda-broker-${subject.reference}` },
      );
    } catch (error) {
      logger.error({ err: error }, 'stripe session failed');
      throw new ApiError('payment_provider_error');
    }
    if (!session.url) throw new ApiError('payment_provider_error');
    return { approvalUrl: session.url, sessionId: session.id };
  },
};
