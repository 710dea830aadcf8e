import 'server-only';

import { notFound, redirect } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { ORDERS_CARD, SECTION, SECTION_TITLE, TERM } from '@/components/orders/order-styles';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { LIST_ACTION_CLASS, ListMessage } from '@/components/storefront/list-message';
import Link from '@/components/ui/link';
import type { OrdersReport } from '@/lib/api/schemas/reports';
import { formatPrice } from '@/lib/domain/catalogue/price';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { ORDERS_REPORT_PATH } from '@/lib/domain/paths/shop-admin-paths';
import { REPORT_RANGES, type ReportRange } from '@/lib/domain/reports/report-ranges';

import { OrdersReportChartSlot } from './orders-report-chart-slot';
import { readOrdersReport } from './orders-report-reads';

const TABLE = 'w-full text-left text-xs sm:text-sm';
const CELL = 'border-b border-gray-200 px-2 py-1.5 dark:border-gray-700';
const NUMBER = `${CELL} text-right tabular-nums`;

function rangeHref(base: string, range: ReportRange) {
  return shopHref(base, `${ORDERS_REPORT_PATH}?range=${range}`);
}

/** The sum per currency, as `$1,234.50 · €9.99`; a dash when there is none. */
function money(totals: readonly { currency: string; total: number }[]): string {
  return totals.length ? totals.map((t) => formatPrice(t.total, t.currency)).join(' · ') : '—';
}

/**
 * `{base}admin/reportes/ordenes` (spec 02 §2, §9 "Dashboard ranges"): the orders placed in the
 * shop over 7, 14 or 30 days or 1, 3, 6 or 12 months ending today — how many, how many cancelled,
 * their total, per state, and per day, week or month as a chart (a lazy island) whose figures are
 * also a table, so the page reads without JavaScript. The ranges are plain links. For the owner,
 * admins and accountants; anonymous visitors log in first, anyone else gets a 404.
 */
export async function OrdersReportPage({
  base,
  slug,
  range,
}: {
  base: string;
  slug: string;
  range: ReportRange;
}) {
  const here = rangeHref(base, range);
  const read = await readOrdersReport(slug, range);
  if (read.kind === 'signed-out')
    redirect(shopHref(base, `login?next=${encodeURIComponent(here)}`));
  if (read.kind === 'missing') notFound();
  const t = await getTranslations('shopReports');
  return (
    <AccountPageShell>
      <div className={ORDERS_CARD}>
        <h1 className="mb-2 text-2xl font-bold">{t('title')}</h1>
        <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">{t('intro')}</p>
        <nav aria-label={t('range')} className="mb-4">
          <ul className="flex flex-wrap gap-2">
            {REPORT_RANGES.map((r) => (
              <li key={r}>
                <Link
                  href={rangeHref(base, r)}
                  aria-current={r === range ? 'page' : undefined}
                  className={
                    r === range
                      ? 'inline-block rounded-full bg-gray-900 px-3 py-1.5 text-sm font-semibold text-white dark:bg-white dark:text-gray-900'
                      : `inline-block ${LIST_ACTION_CLASS} px-3 py-1.5`
                  }
                >
                  {t(`ranges.${r}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {read.kind === 'read' ? (
          <ReportBody report={read.value} base={base} />
        ) : (
          <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
        )}
      </div>
    </AccountPageShell>
  );
}

async function ReportBody({ report, base }: { report: OrdersReport; base: string }) {
  const [t, tOrders, format] = await Promise.all([
    getTranslations('shopReports'),
    getTranslations('orders'),
    getFormatter(),
  ]);
  // Plain dates: formatted at noon UTC so no zone moves them a day.
  const date = (day: string, options: Pick<Intl.DateTimeFormatOptions, 'day' | 'month' | 'year'>) =>
    format.dateTime(new Date(`${day}T12:00:00Z`), { ...options, timeZone: 'UTC' });
  const long = (day: string) => date(day, { day: 'numeric', month: 'long', year: 'numeric' });
  const label = (start: string) =>
    report.bucket === 'month'
      ? date(start, { month: 'short', year: 'numeric' })
      : report.bucket === 'week'
        ? t('weekOf', { date: date(start, { day: 'numeric', month: 'short' }) })
        : date(start, { day: 'numeric', month: 'short' });
  const period = (
    <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
      {t('period', { from: long(report.from), to: long(report.to) })}
    </p>
  );
  if (report.orders === 0) {
    return (
      <>
        {period}
        <ListMessage
          message={t('empty')}
          action={
            report.range === '12m' ? null : (
              <Link href={rangeHref(base, '12m')} className={LIST_ACTION_CLASS}>
                {t('emptyHint')}
              </Link>
            )
          }
        />
      </>
    );
  }
  const currency = report.currency ?? 'MXN';
  const points = report.series.map((p) => ({
    label: label(p.start),
    orders: p.orders,
    total: p.total,
  }));
  return (
    <>
      {period}
      <section aria-labelledby="report-summary">
        <h2 id="report-summary" className="sr-only">
          {t('summary')}
        </h2>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {(
            [
              [t('orders'), String(report.orders)],
              [t('canceled'), String(report.canceled)],
              [t('totalKept'), money(report.totals)],
            ] as const
          ).map(([term, value]) => (
            <div key={term} className="rounded-xl border border-gray-200 p-3 dark:border-gray-700">
              <dt className={TERM}>{term}</dt>
              <dd className="text-xl font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="report-series" className={SECTION}>
        <h2 id="report-series" className={SECTION_TITLE}>
          {t(`buckets.${report.bucket}`)}
        </h2>
        <p className="sr-only">{t('chart', { bucket: t(`buckets.${report.bucket}`) })}</p>
        <OrdersReportChartSlot
          points={points}
          currency={currency}
          words={{ orders: t('orders'), total: t('totalKept') }}
        />
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium">{t('seriesTable')}</summary>
          <table className={`${TABLE} mt-2`}>
            <thead>
              <tr>
                <th scope="col" className={CELL}>
                  {t('periodColumn')}
                </th>
                <th scope="col" className={`${CELL} text-right`}>
                  {t('orders')}
                </th>
                {/* The summary has them; a phone's width keeps to orders and total. */}
                <th scope="col" className={`${CELL} hidden text-right sm:table-cell`}>
                  {t('canceled')}
                </th>
                <th scope="col" className={`${CELL} text-right`}>
                  {t('totalKept')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.series.map((p, i) => (
                <tr key={p.start}>
                  <th scope="row" className={`${CELL} font-normal`}>
                    {points[i]!.label}
                  </th>
                  <td className={NUMBER}>{p.orders}</td>
                  <td className={`${NUMBER} hidden sm:table-cell`}>{p.canceled}</td>
                  <td className={NUMBER}>{formatPrice(p.total, currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>
      <section aria-labelledby="report-states" className={SECTION}>
        <h2 id="report-states" className={SECTION_TITLE}>
          {t('states')}
        </h2>
        <table className={`${TABLE} mt-2`}>
          <thead>
            <tr>
              <th scope="col" className={CELL}>
                {t('state')}
              </th>
              <th scope="col" className={`${CELL} text-right`}>
                {t('orders')}
              </th>
              <th scope="col" className={`${CELL} text-right`}>
                {t('total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.states.map((s) => (
              <tr key={s.state}>
                <th scope="row" className={`${CELL} font-normal`}>
                  {tOrders(`states.${s.state}`)}
                </th>
                <td className={NUMBER}>{s.orders}</td>
                <td className={NUMBER}>{money(s.totals)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
