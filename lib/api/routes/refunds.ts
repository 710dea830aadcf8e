import { createRoute } from '@hono/zod-openapi';

import { IdempotencyHeaderSchema, OrderParamSchema } from '../schemas/checkout';
import { ErrorSchema } from '../schemas/common';
import { IssueRefundSchema, RefundListSchema, RefundSchema } from '../schemas/refunds';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

export const issueRefundRoute = createRoute({
  operationId: 'issueRefund',
  method: 'post',
  path: '/orders/{id}/refunds',
  security: signedIn,
  tags: ['orders'],
  summary:
    "The supplier gives part or all of a paid order's money back, never more than what remains",
  description:
    "By the supplier staff who handle money (`refunds.issue`: owner, admin). Through Stripe or PayPal when the order was paid there (pending until the provider answers; its webhook settles it), recorded as a manual refund for offline methods. `lines` names the units that come back: their stock is given back and the reseller's commission on them taken back when it succeeds. Idempotent: send one `Idempotency-Key` per refund; a repeat with the same body answers 200 with the same refund; another body under the key is 422 `idempotency_key_reused`.",
  request: {
    params: OrderParamSchema,
    headers: IdempotencyHeaderSchema,
    body: jsonBody(IssueRefundSchema),
  },
  responses: {
    200: jsonContent(RefundSchema, 'The refund made earlier under this key'),
    201: jsonContent(RefundSchema, 'The new refund: success, pending or failed'),
    ...unauthorizedResponse,
    403: jsonContent(ErrorSchema, '`forbidden`: the customer, or staff without `refunds.issue`'),
    404: jsonContent(ErrorSchema, '`order_not_found`, `return_not_found`'),
    409: jsonContent(ErrorSchema, '`order_not_refundable`: the order was never paid'),
    ...errorResponses,
    422: jsonContent(
      ErrorSchema,
      '`validation_error` with `fields`; `refund_amount_exceeds_available`; `refund_lines_invalid`; `idempotency_key_reused`',
    ),
  },
});

export const listRefundsRoute = createRoute({
  operationId: 'listOrderRefunds',
  method: 'get',
  path: '/orders/{id}/refunds',
  security: signedIn,
  tags: ['orders'],
  summary:
    "An order's refunds and what may still be refunded: its customer, its supplier's staff and its shop's back office",
  request: { params: OrderParamSchema },
  responses: {
    200: jsonContent(RefundListSchema, 'The refunds, oldest first'),
    ...unauthorizedResponse,
    404: jsonContent(
      ErrorSchema,
      '`order_not_found` (also for anyone but its customer and supplier)',
    ),
    ...errorResponses,
  },
});
