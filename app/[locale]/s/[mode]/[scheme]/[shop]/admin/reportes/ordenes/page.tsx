import type { Metadata } from 'next';

import { OrdersReportPage } from '@/components/shop-reports/orders-report-page';
import { reportRangeFromQuery } from '@/lib/domain/reports/report-ranges';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return privatePageMetadata('shopReports');
}

/** `{base}admin/reportes/ordenes` (spec 02 §2): the shop's orders report, for its owner, admins and accountants. */
export default async function OrdersReportRoute({
  params,
  searchParams,
}: {
  params: ShopRouteParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ base, slug }, query] = await Promise.all([resolveShopParams(params), searchParams]);
  return <OrdersReportPage base={base} slug={slug} range={reportRangeFromQuery(query.range)} />;
}
