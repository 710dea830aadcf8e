import 'server-only';

import { readOrdersReportRoute } from '@/lib/api/routes/shop-reports';

import { readOrdersReport } from '@/lib/server/reports/orders-report';
import { createRouter } from '../router';

/** The shop's reports, for its owner, admins and accountants. */
export const shopReportsHandlers = createRouter().openapi(readOrdersReportRoute, async (c) =>
  c.json(
    await readOrdersReport(c.var.ctx, c.req.valid('param').slug, c.req.valid('query').range),
    200,
  ),
);
