import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { OrdersReportPage } from '@/components/shop-reports/orders-report-page';
import { reportRangeFromQuery } from '@/lib/domain/reports/report-ranges';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shopReports');
  return { title: t('title'), robots: { index: false, follow: false } };
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
