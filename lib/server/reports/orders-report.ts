import 'server-only';

import { and, eq, gte, lt, sql } from 'drizzle-orm';

import type { OrdersReport } from '@/lib/api/schemas/reports';
import { orders } from '@/lib/db/schema';
import { foldOrdersReport } from '@/lib/domain/reports/orders-report';
import {
  addDays,
  rangeBucket,
  rangeWindow,
  REPORT_TIME_ZONE,
  type ReportRange,
} from '@/lib/domain/reports/report-ranges';

import { authorizeShop } from '../auth/permissions';
import type { ServiceContext } from '../context';

/**
 * The orders report of a shop (spec 02 §2 `/admin/reportes/ordenes`, §9 dashboard ranges) for
 * its owner, admins and accountants (`reports.read`): the orders placed in it over the range
 * ending today, counted and summed by the database per bucket (day, week or month in Mexico
 * City), state and currency — one grouped row each, never a row per order — then folded into
 * the figures. 403 `forbidden` for anyone else, dispatchers and other shops' staff included.
 */
export async function readOrdersReport(
  ctx: ServiceContext,
  slug: string,
  range: ReportRange,
  now = new Date(),
): Promise<OrdersReport> {
  const shop = await authorizeShop(ctx, slug, 'reports.read');
  const bucket = rangeBucket(range);
  const window = rangeWindow(range, now);
  // Closed values (a bucket name, the zone), written into the SQL so the grouping repeats it verbatim.
  const local = sql`(${orders.createdAt} at time zone '${sql.raw(REPORT_TIME_ZONE)}')`;
  const start = sql<string>`to_char(date_trunc('${sql.raw(bucket)}', ${local}), 'YYYY-MM-DD')`;
  const midnight = (date: string) =>
    sql`((${date})::date::timestamp at time zone '${sql.raw(REPORT_TIME_ZONE)}')`;
  const groups = await ctx.db
    .select({
      start,
      state: orders.state,
      currency: orders.currency,
      orders: sql<number>`count(*)`.mapWith(Number),
      total: sql<number>`coalesce(sum(${orders.total}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        eq(orders.shopId, shop.id),
        gte(orders.createdAt, midnight(window.from)),
        lt(orders.createdAt, midnight(addDays(window.to, 1))),
      ),
    )
    .groupBy(start, orders.state, orders.currency);
  return {
    range,
    bucket,
    ...window,
    time_zone: REPORT_TIME_ZONE,
    ...foldOrdersReport(groups, window, bucket),
  };
}
