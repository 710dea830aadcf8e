import 'server-only';

import { brokerOrderRoute, stripeWebhookRoute } from '@/lib/api/routes/payments';

import { brokerOrder } from '../payments/broker-order';
import { handleStripeWebhook } from '../payments/stripe-webhook';
import { requestMeta } from './request-meta';
import { createRouter } from './router';

/** Redirect payments (spec 02 §4 "Checkout by payment method", §7 "Broker order") and their webhooks. */
export const paymentsApi = createRouter()
  .openapi(brokerOrderRoute, async (c) =>
    c.json(
      await brokerOrder(
        c.var.ctx,
        c.req.valid('param').id,
        c.req.valid('json'),
        requestMeta(c).origin,
      ),
      200,
    ),
  )
  .openapi(stripeWebhookRoute, async (c) => {
    const result = await handleStripeWebhook(
      c.var.ctx.db,
      await c.req.text(),
      c.req.valid('header')['stripe-signature'],
    );
    return c.json({ received: true as const, applied: result.applied }, 200);
  });
