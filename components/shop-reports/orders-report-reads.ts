import 'server-only';

import { type OrdersRead, settle, visitorClient } from '@/components/orders/order-reads';
import type { OrdersReport } from '@/lib/api/schemas/reports';
import type { ReportRange } from '@/lib/domain/reports/report-ranges';

/** The shop's orders report over the range; `missing` when the visitor may not read it. */
export async function readOrdersReport(
  slug: string,
  range: ReportRange,
): Promise<OrdersRead<OrdersReport>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle('orders report', () =>
    api.api.shops[':slug'].reports.orders.$get({ param: { slug }, query: { range } }),
  );
}
