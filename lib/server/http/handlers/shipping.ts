import 'server-only';

import { afterShipWebhookRoute } from '@/lib/api/routes/shipping';
import { handleAfterShipWebhook } from '@/lib/server/orders/carrier-events';

import { createRouter } from '../router';

/** A tracking service's events (spec 02 §4 "status advances automatically with shipment tracking"). */
export const shippingHandlers = createRouter().openapi(afterShipWebhookRoute, async (c) => {
  const result = await handleAfterShipWebhook(
    c.var.ctx,
    await c.req.text(),
    c.req.valid('header')['aftership-hmac-sha256'],
  );
  return c.json({ received: true as const, applied: result.applied }, 200);
});
