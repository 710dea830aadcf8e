import { createRoute, z } from '@hono/zod-openapi';

import { PAYMENT_TYPES } from '@/lib/domain/vocabulary';

import { ErrorSchema } from '../schemas/common';
import { PaymentInstructionsSchema } from '../schemas/payment-instructions';
import { LocalPathSchema, PaymentTokenParamSchema } from '../schemas/payment-params';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { noSession, signedIn } from './security';

export const BrokerOrderSchema = z
  .object({ return_path: LocalPathSchema, cancel_path: LocalPathSchema })
  .strict()
  .meta({ id: 'BrokerOrder' });

export const BrokerAnswerSchema = z
  .object({
    approval_url: z.string().nullable().meta({
      description:
        "The provider's payment page to send the shopper to; null for a card-form method (pay on /me/payments/{token})",
    }),
    token: z
      .string()
      .meta({ description: 'The payment token: the payment page is /me/payments/{token}' }),
    session_id: z.string().nullable().meta({
      description: "The provider's session or order id (null until a card-form payment is tried)",
    }),
    payment_metadata: z.object({
      provider: z.enum(['stripe', 'paypal', 'stripe_card', 'stripe_oxxo', 'stripe_spei']),
      public_key: z
        .string()
        .optional()
        .meta({ description: "A card-form method's public key (Stripe's publishable key)" }),
    }),
  })
  .meta({ id: 'BrokerAnswer' });

export const brokerOrderRoute = createRoute({
  operationId: 'brokerOrder',
  method: 'put',
  path: '/orders/broker/{id}',
  security: signedIn,
  tags: ['payments'],
  summary:
    'Hands an order paid by a redirect method (Stripe, PayPal) to its provider: the payment token and the approval_url to go to',
  description:
    'The provider sends the shopper back to `return_path?code=1` after paying (PayPal through the capture return route) and `cancel_path?code=2` when they give up. One payment token and one provider session per order. A card-form order (`stripe_card`) answers its token and `payment_metadata.public_key` with `approval_url` null: it is paid on /me/payments/{token}.',
  request: {
    params: z.object({
      id: z
        .string()
        .min(1)
        .max(64)
        .meta({ param: { name: 'id', in: 'path' } }),
    }),
    body: jsonBody(BrokerOrderSchema),
  },
  responses: {
    200: jsonContent(BrokerAnswerSchema, 'Where to pay'),
    ...unauthorizedResponse,
    404: jsonContent(ErrorSchema, '`order_not_found`, `payments_not_configured`'),
    409: jsonContent(
      ErrorSchema,
      '`order_not_payable`: not paid by a redirect provider, or no longer waiting',
    ),
    502: jsonContent(ErrorSchema, '`payment_provider_error`'),
    ...errorResponses,
  },
});

export const stripeWebhookRoute = createRoute({
  operationId: 'stripeWebhook',
  method: 'post',
  path: '/payments/stripe/webhook',
  security: noSession,
  tags: ['payments'],
  summary: "Stripe's events, signed (Stripe-Signature, 300 s tolerance) and applied once each",
  description:
    '`checkout.session.completed` (and `…async_payment_succeeded`) pays a Checkout order or package; `payment_intent.succeeded` of a card PaymentIntent pays its order or package, recorded under the intent id as the card answer and the 3-D Secure return are, so it is applied once. For OXXO and SPEI intents (metadata `tienda_payment`): `payment_intent.succeeded` pays the order once; `payment_intent.payment_failed` / `payment_intent.canceled` (a voucher expired) cancel it and release its stock while it still waits on that intent; `payment_intent.partially_funded` (SPEI) updates the amount left to transfer.',
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

const paypalHeader = (name: string) =>
  z
    .string()
    .max(2000)
    .optional()
    .meta({ param: { name, in: 'header' } });

export const paypalWebhookRoute = createRoute({
  operationId: 'paypalWebhook',
  method: 'post',
  path: '/payments/webhooks/paypal',
  security: noSession,
  tags: ['payments'],
  summary:
    "PayPal's events, verified by PayPal (verify-webhook-signature, PAYPAL_WEBHOOK_ID) and applied once each",
  description:
    '`CHECKOUT.ORDER.APPROVED` captures the order (as the return route does); `PAYMENT.CAPTURE.COMPLETED` marks its order or package paid; other types are acknowledged with no effect. Each event id is recorded in the transaction of its effect.',
  request: {
    headers: z.object({
      'paypal-transmission-id': paypalHeader('paypal-transmission-id'),
      'paypal-transmission-time': paypalHeader('paypal-transmission-time'),
      'paypal-transmission-sig': paypalHeader('paypal-transmission-sig'),
      'paypal-cert-url': paypalHeader('paypal-cert-url'),
      'paypal-auth-algo': paypalHeader('paypal-auth-algo'),
    }),
  },
  responses: {
    200: jsonContent(
      z.object({ received: z.literal(true), applied: z.boolean() }),
      'Taken (applied false: seen before)',
    ),
    400: jsonContent(
      ErrorSchema,
      '`invalid_signature`: a transmission header missing, not an event, or PayPal did not answer SUCCESS',
    ),
    404: jsonContent(ErrorSchema, '`payments_not_configured`: no PayPal keys or PAYPAL_WEBHOOK_ID'),
    502: jsonContent(
      ErrorSchema,
      '`payment_provider_error`: PayPal could not be asked (it retries)',
    ),
    ...errorResponses,
  },
});

const providerParam = z
  .enum(['paypal', 'stripe'])
  .meta({ param: { name: 'provider', in: 'path' } });

export const PaymentSchema = z
  .object({
    token: z.string(),
    subject: z.enum(['order', 'package']),
    order_id: z.string().nullable(),
    order_number: z
      .string()
      .nullable()
      .meta({ example: 'TD-000123', description: 'null for a package' }),
    amount: z.number().int().meta({ description: 'Minor units' }),
    currency: z.enum(['MXN', 'USD', 'EUR', 'GBP']),
    state: z.enum(['pending', 'paid', 'closed', 'expired']).meta({
      description:
        'closed: the order no longer waits for payment (cancelled, expired); expired: a package token past its hour (buy the package again)',
    }),
    expires_at: z.iso.datetime().nullable().meta({
      description:
        'When a package token stops being payable (one hour after issue); null for an order',
    }),
    payment_type: z.enum(PAYMENT_TYPES).nullable().meta({
      description: "The order's payment method; null for a package (any online provider)",
    }),
    package: z
      .object({ id: z.string(), name: z.string(), periodicity: z.string() })
      .nullable()
      .meta({ description: 'The plan package the token pays (spec 02 §7 "Package purchase")' }),
    providers: z
      .array(z.enum(['stripe', 'paypal', 'stripe_card', 'stripe_oxxo', 'stripe_spei']))
      .meta({ description: 'Online providers that can take this payment now' }),
    paypal_client_id: z
      .string()
      .nullable()
      .meta({ description: "PayPal's public client id for its buttons, when PayPal is on" }),
    payment_instructions: PaymentInstructionsSchema.nullable().meta({
      description:
        'An OXXO or SPEI order’s voucher or account once asked for (POST /payments/{token}/order/instructions); null before, and for other methods',
    }),
    stripe_publishable_key: z.string().nullable().meta({
      description:
        "Stripe's publishable key for the card form (Stripe.js), when `stripe_card` can pay",
    }),
  })
  .meta({ id: 'Payment' });

export const paymentRoute = createRoute({
  operationId: 'payment',
  method: 'get',
  path: '/payments/{token}',
  security: signedIn,
  tags: ['payments'],
  summary: 'What a payment token pays and how it can be paid (the payment page)',
  request: { params: z.object({ token: PaymentTokenParamSchema }) },
  responses: {
    200: jsonContent(PaymentSchema, 'The payment'),
    ...unauthorizedResponse,
    404: jsonContent(ErrorSchema, '`not_found`: unknown, or another user’s'),
    ...errorResponses,
  },
});

export const payByRedirectRoute = createRoute({
  operationId: 'payByRedirect',
  method: 'post',
  path: '/payments/{token}/order/{provider}',
  security: signedIn,
  tags: ['payments'],
  summary: "Pay by redirect (spec 02 §7): the provider's approval_url for the token's order",
  request: {
    params: z.object({ token: PaymentTokenParamSchema, provider: providerParam }),
    body: jsonBody(BrokerOrderSchema),
  },
  responses: {
    200: jsonContent(BrokerAnswerSchema, 'Where to pay'),
    ...unauthorizedResponse,
    404: jsonContent(ErrorSchema, '`not_found`, `payments_not_configured`'),
    409: jsonContent(
      ErrorSchema,
      '`order_not_payable`: another method, or no longer waiting; `package_already_paid`; `payment_expired`: a package token past its hour',
    ),
    502: jsonContent(ErrorSchema, '`payment_provider_error`'),
    ...errorResponses,
  },
});

export const PaymentConfirmedSchema = z
  .object({
    state: z.literal('paid'),
    order_id: z.string().nullable().meta({ description: 'null for a package' }),
  })
  .meta({ id: 'PaymentConfirmed' });

export const confirmPaymentRoute = createRoute({
  operationId: 'confirmPayment',
  method: 'post',
  path: '/payments/{token}/order/{provider}/capture',
  security: signedIn,
  tags: ['payments'],
  summary:
    'After the shopper approves (PayPal): capture on the server, check the amount, mark the order paid once',
  request: { params: z.object({ token: PaymentTokenParamSchema, provider: providerParam }) },
  responses: {
    200: jsonContent(PaymentConfirmedSchema, 'Paid (also when it already was)'),
    ...unauthorizedResponse,
    404: jsonContent(ErrorSchema, '`not_found`, `payments_not_configured`'),
    409: jsonContent(
      ErrorSchema,
      '`order_not_payable`; `payment_expired` (a package token past its hour)',
    ),
    502: jsonContent(
      ErrorSchema,
      '`payment_provider_error`: declined, not approved, or the amount does not match',
    ),
    ...errorResponses,
  },
});

export const paymentReturnRoute = createRoute({
  operationId: 'paymentReturn',
  method: 'get',
  path: '/payments/{token}/order/{provider}/return',
  security: signedIn,
  tags: ['payments'],
  summary:
    "The provider's return URL: captures like …/capture, then 303 to `next?code=1`, or `next?code=3&error={code}` when it failed",
  request: {
    params: z.object({ token: PaymentTokenParamSchema, provider: providerParam }),
    query: z.object({
      next: LocalPathSchema.meta({ param: { name: 'next', in: 'query' } }),
    }),
  },
  responses: {
    303: { description: 'Back to the page' },
    ...errorResponses,
  },
});
