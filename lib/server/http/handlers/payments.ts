import 'server-only';

import {
  brokerOrderRoute,
  confirmPaymentRoute,
  paymentReturnRoute,
  paymentRoute,
  payByRedirectRoute,
  paypalWebhookRoute,
  stripeWebhookRoute,
} from '@/lib/api/routes/payments';

import { brokerOrder, confirmPayment, payByRedirect } from '@/lib/server/payments/broker-order';
import { handlePayPalWebhook } from '@/lib/server/payments/paypal-webhook';
import { readPayment } from '@/lib/server/payments/read-payment';
import { handleStripeWebhook } from '@/lib/server/payments/stripe-webhook';
import { ApiError } from '@/lib/server/errors';
import { requestMeta } from '../request-meta';
import { createRouter } from '../router';
import { clearTrackingCookies } from '../tracking-cookies';

/** Redirect payments (spec 02 §4 "Checkout by payment method", §7 "Broker order") and their webhooks. */
export const paymentsHandlers = createRouter()
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
  .openapi(paymentRoute, async (c) =>
    c.json(await readPayment(c.var.ctx, c.req.valid('param').token), 200),
  )
  .openapi(payByRedirectRoute, async (c) => {
    const { token, provider } = c.req.valid('param');
    return c.json(
      await payByRedirect(c.var.ctx, token, provider, c.req.valid('json'), requestMeta(c).origin),
      200,
    );
  })
  .openapi(confirmPaymentRoute, async (c) => {
    const { token, provider } = c.req.valid('param');
    const answer = await confirmPayment(c.var.ctx, token, provider);
    clearTrackingCookies(c);
    return c.json(answer, 200);
  })
  .openapi(paymentReturnRoute, async (c) => {
    const { token, provider } = c.req.valid('param');
    const back = new URL(c.req.valid('query').next, requestMeta(c).origin);
    try {
      await confirmPayment(c.var.ctx, token, provider);
      back.searchParams.set('code', '1');
      clearTrackingCookies(c);
    } catch (error) {
      if (!(error instanceof ApiError) || error.code === 'unauthorized') throw error;
      back.searchParams.set('code', '3');
      back.searchParams.set('error', error.code);
    }
    return c.redirect(back.toString(), 303);
  })
  .openapi(stripeWebhookRoute, async (c) => {
    const result = await handleStripeWebhook(
      c.var.ctx.db,
      await c.req.text(),
      c.req.valid('header')['stripe-signature'],
    );
    return c.json({ received: true as const, applied: result.applied }, 200);
  })
  .openapi(paypalWebhookRoute, async (c) => {
    const result = await handlePayPalWebhook(
      c.var.ctx.db,
      await c.req.text(),
      c.req.valid('header'),
    );
    return c.json({ received: true as const, applied: result.applied }, 200);
  });
