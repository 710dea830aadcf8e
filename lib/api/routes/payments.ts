import { createRoute, z } from '@hono/zod-openapi';

import { ErrorSchema } from '../schemas/common';
import { errorResponses, jsonContent } from './responses';

/** A path on the shop's own site (no scheme, no host: never an open redirect). */
const localPath = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'local_path');

export const BrokerOrderSchema = z
  .object({ return_path: localPath, cancel_path: localPath })
  .strict()
  .meta({ id: 'BrokerOrder' });

export const BrokerAnswerSchema = z
  .object({
    approval_url: z
      .string()
      .meta({ description: "The provider's payment page to send the shopper to" }),
    token: z.string().meta({ description: "The provider's session id" }),
  })
  .meta({ id: 'BrokerAnswer' });

export const brokerOrderRoute = createRoute({
  method: 'put',
  path: '/orders/broker/{id}',
  tags: ['payments'],
  summary:
    'Hands an order paid by a redirect method (Stripe) to its provider: the approval_url to go to',
  description:
    'The provider sends the shopper back to `return_path?code=1` after paying and `cancel_path?code=2` when they give up. One provider session per order.',
  request: {
    params: z.object({
      id: z
        .string()
        .min(1)
        .max(64)
        .meta({ param: { name: 'id', in: 'path' } }),
    }),
    body: { content: { 'application/json': { schema: BrokerOrderSchema } }, required: true },
  },
  responses: {
    200: jsonContent(BrokerAnswerSchema, 'Where to pay'),
    401: jsonContent(ErrorSchema, '`unauthorized`'),
    404: jsonContent(ErrorSchema, '`order_not_found`, `payments_not_configured`'),
    409: jsonContent(ErrorSchema, '`order_not_payable`: not a Stripe order, or no longer waiting'),
    502: jsonContent(ErrorSchema, '`payment_provider_error`'),
    ...errorResponses,
  },
});

export const stripeWebhookRoute = createRoute({
  method: 'post',
  path: '/payments/stripe/webhook',
  tags: ['payments'],
  summary: "Stripe's events, signed (Stripe-Signature, 300 s tolerance) and applied once each",
  request: {
    headers: z.object({
      'stripe-signature': z
        .string()
        .max(2000)
        .optional()
        .meta({ param: { name: 'stripe-signature', in: 'header' } }),
    }),
  },
  responses: {
    200: jsonContent(
      z.object({ received: z.literal(true), applied: z.boolean() }),
      'Taken (applied false: seen before)',
    ),
    400: jsonContent(ErrorSchema, '`invalid_signature`: tampered, unsigned or older than 300 s'),
    404: jsonContent(ErrorSchema, '`payments_not_configured`'),
    ...errorResponses,
  },
});
