import { createRoute } from '@hono/zod-openapi';

import { ErrorSchema, ShopSlugParamSchema } from '../schemas/common';
import { OrdersReportQuerySchema, OrdersReportSchema } from '../schemas/reports';
import { errorResponses, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

export const readOrdersReportRoute = createRoute({
  operationId: 'readOrdersReport',
  method: 'get',
  path: '/shops/{slug}/reports/orders',
  security: signedIn,
  tags: ['orders'],
  summary:
    "The shop's orders report: orders placed over a range ending today, counted and summed by state and currency, and per day, week or month (Mexico City)",
  description:
    'Cancelled orders are counted (`canceled`, their states) but add nothing to `totals` or the series. For the owner, admins and accountants.',
  request: { params: ShopSlugParamSchema, query: OrdersReportQuerySchema },
  responses: {
    200: jsonContent(OrdersReportSchema, 'The report'),
    ...unauthorizedResponse,
    403: jsonContent(
      ErrorSchema,
      '`forbidden`: not the owner nor an admin or accountant of this shop (dispatchers and staff of other shops included)',
    ),
    404: jsonContent(ErrorSchema, '`shop_not_found`'),
    ...errorResponses,
  },
});
