import { createRoute } from '@hono/zod-openapi';

import { OrderParamSchema, SupplierOrderParamSchema } from '../schemas/checkout';
import { ErrorSchema } from '../schemas/common';
import { ReceiptSchema } from '../schemas/receipts';
import { errorResponses, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

export const issueReceiptRoute = createRoute({
  operationId: 'issueReceipt',
  method: 'post',
  path: '/suppliers/{id}/orders/{order}/receipts',
  security: signedIn,
  tags: ['orders'],
  summary:
    'Issues the receipt of one of a supplier\'s paid orders, for its owner, admins and accountants (spec 02 §7 "Generate receipt")',
  description:
    'Once per order: a repeat answers the receipt issued before. Numbers run 1, 2, 3… per supplier in the order receipts are issued.',
  request: { params: SupplierOrderParamSchema },
  responses: {
    200: jsonContent(ReceiptSchema, 'The receipt issued before'),
    201: jsonContent(ReceiptSchema, 'The new receipt'),
    ...unauthorizedResponse,
    403: jsonContent(
      ErrorSchema,
      '`forbidden`: a staff role that may not issue receipts (dispatcher)',
    ),
    404: jsonContent(
      ErrorSchema,
      "`supplier_not_found` (also for anyone without a role on it), `order_not_found` (also another supplier's)",
    ),
    409: jsonContent(ErrorSchema, '`order_not_paid`: the order waits for payment or was cancelled'),
    ...errorResponses,
  },
});

export const getReceiptRoute = createRoute({
  operationId: 'getReceipt',
  method: 'get',
  path: '/orders/{id}/receipt',
  security: signedIn,
  tags: ['orders'],
  summary: "An order's receipt, for its customer or its supplier's owner and staff",
  request: { params: OrderParamSchema },
  responses: {
    200: jsonContent(ReceiptSchema, 'The receipt'),
    ...unauthorizedResponse,
    404: jsonContent(
      ErrorSchema,
      '`order_not_found` (also for anyone but its customer and supplier), `receipt_not_found` (none issued yet)',
    ),
    ...errorResponses,
  },
});
