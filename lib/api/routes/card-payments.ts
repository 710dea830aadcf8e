import { createRoute, z } from '@hono/zod-openapi';

import { INSTALMENT_MONTHS } from '@/lib/domain/payments/instalments';

import { ErrorSchema } from '../schemas/common';
import { LocalPathSchema, PaymentTokenParamSchema } from '../schemas/payment-params';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

/** A count of meses sin intereses (3, 6, 9 or 12). */
const InstalmentMonthsSchema = z.union(INSTALMENT_MONTHS.map((count) => z.literal(count)));

/** Spec 02 §7 "Pay by card": the card made in the browser by the provider's script. */
export const PayByCardSchema = z
  .object({
    source_id: z
      .string()
      .regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'payment_method')
      .meta({
        description: 'A Stripe PaymentMethod id (`pm_…`) made by Stripe.js',
        example: 'pm_1Q0abc',
      }),
    return_path: LocalPathSchema.optional().meta({
      description:
        'The payment page to come back to after 3-D Secure (default /me/payments/{token})',
    }),
    instalments: InstalmentMonthsSchema.optional().meta({
      description:
        'Meses sin intereses: one of the month counts `…/card/instalments` offered for this card; left out, paid at once (`one_payment`)',
      example: 6,
    }),
  })
  .strict()
  .meta({ id: 'PayByCard' });

/** The card whose instalment plans are asked for. */
export const CardInstalmentsRequestSchema = z
  .object({ source_id: PayByCardSchema.shape.source_id })
  .strict()
  .meta({ id: 'CardInstalmentsRequest' });

/** Spec 02 §1 checkout constants `one_payment` and `msi_payments`. */
export const CardInstalmentsSchema = z
  .object({
    one_payment: z.literal(true).meta({ description: 'Paying at once is always allowed' }),
    msi_payments: z
      .array(
        z.object({
          months: InstalmentMonthsSchema,
          monthly_amount: z
            .number()
            .int()
            .meta({ description: 'Minor units each month (the total divided, rounded up)' }),
        }),
      )
      .meta({
        description:
          'The months both the card and the supplier allow, ascending; empty: pay at once (MXN orders from the supplier’s minimum only; never a package)',
      }),
    currency: z.string().meta({ example: 'MXN' }),
  })
  .meta({ id: 'CardInstalments' });

export const CardPaymentAnswerSchema = z
  .object({
    state: z.enum(['paid', 'processing', 'requires_3ds']).meta({
      description:
        'paid: done; processing: the provider confirms later (the page says so); requires_3ds: go to url_3ds',
    }),
    url_3ds: z
      .string()
      .nullable()
      .meta({ description: "The card's bank's page (3-D Secure) while requires_3ds" }),
    order_id: z.string().nullable().meta({ description: 'null for a package' }),
  })
  .meta({ id: 'CardPaymentAnswer' });

/** 402 `card_declined` with the provider's code, 409 `requires_action` with where to go. */
export const CardPaymentErrorSchema = ErrorSchema.extend({
  decline_code: z
    .string()
    .optional()
    .meta({ description: "The provider's reason (`insufficient_funds`, `expired_card`, …)" }),
  redirect: z
    .string()
    .optional()
    .meta({ description: '`requires_action`: the page the card’s bank wants the shopper on' }),
}).meta({ id: 'CardPaymentError' });

export const payByCardRoute = createRoute({
  operationId: 'payByCard',
  method: 'post',
  path: '/payments/{token}/order/card',
  security: signedIn,
  tags: ['payments'],
  summary:
    'Pay by card (spec 02 §7): a card made by Stripe.js (`source_id`) pays the token’s order or package; the answer may carry url_3ds',
  description:
    'One Stripe PaymentIntent per token (idempotency keys), confirmed with each card tried, `return_url` our return route. A declined card changes nothing: try another.',
  request: {
    params: z.object({ token: PaymentTokenParamSchema }),
    body: jsonBody(PayByCardSchema),
  },
  responses: {
    200: jsonContent(CardPaymentAnswerSchema, 'Paid, processing, or 3-D Secure to do'),
    ...unauthorizedResponse,
    402: jsonContent(
      CardPaymentErrorSchema,
      '`card_declined`: the spec’s message and the provider’s `decline_code`',
    ),
    404: jsonContent(
      ErrorSchema,
      '`not_found` (unknown, or another user’s), `payments_not_configured`',
    ),
    409: jsonContent(
      CardPaymentErrorSchema,
      '`order_not_payable` (another method, or no longer waiting); `payment_expired` (a package token past its hour); `requires_action` with `redirect`; `instalments_not_accepted` (the card or the supplier does not offer those months; nothing changed)',
    ),
    502: jsonContent(ErrorSchema, '`payment_provider_error`'),
    ...errorResponses,
  },
});

export const cardInstalmentsRoute = createRoute({
  operationId: 'cardInstalments',
  method: 'post',
  path: '/payments/{token}/order/card/instalments',
  security: signedIn,
  tags: ['payments'],
  summary:
    'Meses sin intereses the entered card may pay the token’s order in: the card’s plans (Stripe `available_plans`) the supplier also offers',
  description:
    'Attaches the card to the token’s PaymentIntent with instalments enabled and reads its plans. Nothing is charged; an order already paid, a package, another currency or a total below the supplier’s minimum answer no plans.',
  request: {
    params: z.object({ token: PaymentTokenParamSchema }),
    body: jsonBody(CardInstalmentsRequestSchema),
  },
  responses: {
    200: jsonContent(CardInstalmentsSchema, 'The plans offered (maybe none)'),
    ...unauthorizedResponse,
    404: jsonContent(
      ErrorSchema,
      '`not_found` (unknown, or another user’s), `payments_not_configured`',
    ),
    409: jsonContent(ErrorSchema, '`order_not_payable`, `payment_expired`'),
    502: jsonContent(ErrorSchema, '`payment_provider_error`'),
    ...errorResponses,
  },
});

export const cardReturnRoute = createRoute({
  operationId: 'cardReturn',
  method: 'get',
  path: '/payments/{token}/order/card/return',
  security: signedIn,
  tags: ['payments'],
  summary:
    "The card's return URL after 3-D Secure: reads the PaymentIntent, records a success once, then 303 to `next?code=1`, `next?code=2` (not finished) or `next?code=3&error={code}`",
  request: {
    params: z.object({ token: PaymentTokenParamSchema }),
    query: z.object({
      next: LocalPathSchema.meta({ param: { name: 'next', in: 'query' } }),
    }),
  },
  responses: {
    303: { description: 'Back to the page' },
    ...errorResponses,
  },
});
