import { createRoute, z } from '@hono/zod-openapi';

import { ErrorSchema } from '../schemas/common';
import { errorResponses, jsonContent } from './responses';
import { noSession } from './security';

export const afterShipWebhookRoute = createRoute({
  operationId: 'afterShipWebhook',
  method: 'post',
  path: '/shipping/webhooks/aftership',
  security: noSession,
  tags: ['orders'],
  summary:
    "AfterShip's tracking events, signed (aftership-hmac-sha256, AFTERSHIP_WEBHOOK_SECRET), move the orders whose tracking number they name",
  description:
    '`tracking_update` with `msg.tag` `InTransit`, `OutForDelivery`, `AvailableForPickup` or `AttemptFail` puts a travelling order on its way; `Delivered` delivers it (alerts, the delivered date, the 72-hour return window). Tracking numbers are compared without spaces, dots, slashes or hyphens, in capitals. Steps only go forward: replays and late events change nothing. Other events are acknowledged with no effect.',
  request: {
    headers: z.object({
      'aftership-hmac-sha256': z
        .string()
        .max(200)
        .optional()
        .meta({ param: { name: 'aftership-hmac-sha256', in: 'header' } }),
    }),
  },
  responses: {
    200: jsonContent(
      z.object({ received: z.literal(true), applied: z.boolean() }),
      'Taken (applied false: no order moved)',
    ),
    400: jsonContent(ErrorSchema, '`invalid_signature`; `bad_request` for a body that is not JSON'),
    404: jsonContent(ErrorSchema, '`tracking_not_configured`: no AFTERSHIP_WEBHOOK_SECRET'),
    ...errorResponses,
  },
});
