import { createRoute, z } from '@hono/zod-openapi';

import { ErrorSchema } from '../schemas/common';
import { PaymentInstructionsSchema } from '../schemas/payment-instructions';
import { PaymentTokenParamSchema } from '../schemas/payment-params';
import { errorResponses, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

export const startInstructionsRoute = createRoute({
  operationId: 'startPaymentInstructions',
  method: 'post',
  path: '/payments/{token}/order/instructions',
  security: signedIn,
  tags: ['payments'],
  summary:
    'Bank/store info by token (spec 02 §7): the OXXO voucher or SPEI account for the token’s order, made once and kept',
  description:
    'The first call has Stripe make the voucher (OXXO, valid 3 days) or the account (SPEI, pay within 1 hour), keeps it on the order with its deadline (`pay_by`) and mails it to the shopper; later calls answer the same without asking Stripe. Stripe’s webhook marks the order paid, or cancels it (stock released) when the voucher expires.',
  request: { params: z.object({ token: PaymentTokenParamSchema }) },
  responses: {
    200: jsonContent(PaymentInstructionsSchema, 'How to pay, and by when'),
    ...unauthorizedResponse,
    404: jsonContent(
      ErrorSchema,
      '`not_found` (unknown, or another user’s), `payments_not_configured`',
    ),
    409: jsonContent(
      ErrorSchema,
      '`order_not_payable`: a package, not an OXXO or SPEI order, not in pesos, or no longer waiting',
    ),
    502: jsonContent(ErrorSchema, '`payment_provider_error`'),
    ...errorResponses,
  },
});
