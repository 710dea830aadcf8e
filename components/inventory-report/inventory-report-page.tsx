import 'server-only';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { ORDERS_CARD, SECTION } from '@/components/orders/order-styles';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { Pagination } from '@/components/storefront/pagination';
import { SUPPLIER_PARAM } from '@/components/supplier-orders/supplier-paths';
import { SupplierChoice } from '@/components/supplier-orders/supplier-tabs';
import { readEditableSuppliers } from '@/components/supplier-products/editable-suppliers';
import { Button } from '@/components/ui/button';
import {
  INVENTORY_REPORT_PAGE,
  type InventoryReport,
  type InventoryReportItem,
} from '@/lib/api/schemas/inventory-report';
import { formatPrice } from '@/lib/domain/catalogue/price';
import { LOW_STOCK_UNITS } from '@/lib/domain/items/item-list';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { pageCount, pageHref, pageOffset } from '@/lib/domain/request/paging';

import { readInventoryReport } from './inventory-report-reads';

/** The page's path inside a shop's admin pages (spec 02 §2). */
export const INVENTORY_REPORT_PATH = 'admin/inventario/reportes';

const CELL = 'px-2 py-2 text-left align-top';
const STATE = `${CELL} whitespace-nowrap`;
const NUMBER = 'px-2 py-2 text-right align-top tabular-nums';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-gray-50 p-3 dark:bg-gray-800">
      <dt className="text-sm text-gray-700 dark:text-gray-300">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

async function Totals({ totals }: { totals: InventoryReport['totals'] }) {
  const t = await getTranslations('itemEditor.report');
  return (
    <dl className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
      <Figure label={t('items')} value={String(totals.items)} />
      <Figure label={t('units')} value={String(totals.units)} />
      <Figure label={t('soldOut')} value={String(totals.sold_out)} />
      <Figure label={t('lowStock', { units: LOW_STOCK_UNITS })} value={String(totals.low_stock)} />
      <Figure label={t('variantsSoldOut')} value={String(totals.variants_sold_out)} />
      <Figure
        label={t('value')}
        value={
          totals.value.length === 0
            ? formatPrice(0, 'MXN')
            : totals.value.map((sum) => formatPrice(sum.value, sum.currency)).join(' · ')
        }
      />
    </dl>
  );
}

async function StateText({ state }: { state: InventoryReportItem['stock_state'] }) {
  const t = await getTranslations('itemEditor.report.states');
  const tone =
    state === 'sold_out'
      ? 'text-red-800 dark:text-red-300 font-medium'
      : state === 'low'
        ? 'text-amber-900 dark:text-amber-200 font-medium'
        : '';
  return <span className={tone}>{t(state)}</span>;
}

const SOLD_DAYS = [7, 14, 30] as const;

/** Units sold in the last 7, 14 and 30 days. */
function SoldCells({
  row,
}: {
  row: Pick<InventoryReportItem, 'sold_7d' | 'sold_14d' | 'sold_30d'>;
}) {
  return (
    <>
      <td className={NUMBER}>{row.sold_7d}</td>
      <td className={NUMBER}>{row.sold_14d}</td>
      <td className={NUMBER}>{row.sold_30d}</td>
    </>
  );
}

async function ReportTable({ items }: { items: readonly InventoryReportItem[] }) {
  const t = await getTranslations('itemEditor.report');
  return (
    // Focusable, so a keyboard scrolls it sideways on a phone.
    <div
      className="focus-visible:outline-shop-1 overflow-x-auto focus-visible:outline-2"
      role="region"
      aria-label={t('tableCaption')}
      tabIndex={0}
    >
      <table className="w-full text-sm" data-inventory-report>
        <caption className="sr-only">{t('tableCaption')}</caption>
        <thead>
          <tr className="border-b border-gray-200 dark:border-gray-700">
            <th scope="col" className={CELL}>
              {t('item')}
            </th>
            <th scope="col" className={NUMBER}>
              {t('stock')}
            </th>
            <th scope="col" className={NUMBER}>
              {t('price')}
            </th>
            <th scope="col" className={NUMBER}>
              {t('stockValue')}
            </th>
            <th scope="col" className={CELL}>
              {t('state')}
            </th>
            {SOLD_DAYS.map((days) => (
              <th key={days} scope="col" className={NUMBER}>
                {t('soldIn', { days })}
              </th>
            ))}
          </tr>
        </thead>
        {items.map((item) => (
          <tbody key={item.id} className="border-b border-gray-100 dark:border-gray-800">
            <tr>
              <th scope="row" className={`${CELL} font-medium`}>
                {item.name}
                {item.sku ? (
                  <span className="block text-xs font-normal text-gray-600 dark:text-gray-400">
                    SKU {item.sku}
                  </span>
                ) : null}
              </th>
              <td className={NUMBER}>
                {item.stock_type === 'ondemand' ? t('onDemand') : item.available}
              </td>
              <td className={NUMBER}>{formatPrice(item.list_price, item.currency)}</td>
              <td className={NUMBER}>{formatPrice(item.stock_value, item.currency)}</td>
              <td className={STATE}>
                <StateText state={item.stock_state} />
              </td>
              <SoldCells row={item} />
            </tr>
            {item.variants.map((row) => (
              <tr key={row.variant} className="text-gray-700 dark:text-gray-300">
                <th scope="row" className={`${CELL} pl-6 font-normal`}>
                  <span className="sr-only">{item.name}, </span>
                  {row.variant}
                </th>
                <td className={NUMBER}>{row.available}</td>
                <td className={NUMBER}>{formatPrice(row.list_price, item.currency)}</td>
                <td className={NUMBER}>{formatPrice(row.stock_value, item.currency)}</td>
                <td className={STATE}>
                  <StateText state={row.stock_state} />
                </td>
                <SoldCells row={row} />
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/**
 * `{base}admin/inventario/reportes` (spec 02 §2): the inventory of the suppliers the visitor
 * administers (owner or admin) — totals (items, units, sold out, low stock, sold-out sizes,
 * value at list price), then each item fewest units first with its combinations, 50 a page, and
 * the whole report as CSV. Server-rendered; reads without JavaScript. Anonymous visitors log in
 * first; others are told their account manages no supplier.
 */
export async function InventoryReportPage({
  base,
  supplierId,
  page,
}: {
  base: string;
  supplierId?: string;
  page: number;
}) {
  const t = await getTranslations('itemEditor.report');
  const here = pageHref(base, INVENTORY_REPORT_PATH, { [SUPPLIER_PARAM]: supplierId }, page);
  const toLogin = () => redirect(shopHref(base, `login?next=${encodeURIComponent(here)}`));
  const mine = await readEditableSuppliers();
  if (mine.kind === 'signed-out') toLogin();
  const suppliers = mine.kind === 'read' ? mine.suppliers : [];
  const supplier = suppliers.find((s) => s.id === supplierId) ?? suppliers[0];
  const report = supplier
    ? await readInventoryReport(supplier.id, {
        offset: pageOffset(page, INVENTORY_REPORT_PAGE),
        limit: INVENTORY_REPORT_PAGE,
      })
    : null;
  if (report?.kind === 'signed-out') toLogin();
  const keep = supplier && suppliers.length > 1 ? supplier.id : undefined;

  return (
    <AccountPageShell>
      <div className={ORDERS_CARD}>
        <h1 className="mb-2 text-2xl font-bold">{t('title')}</h1>
        {mine.kind !== 'read' || (report && report.kind !== 'read') ? (
          <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
        ) : !supplier || report?.kind !== 'read' ? (
          <p className="text-gray-700 dark:text-gray-300">{t('noSupplier')}</p>
        ) : (
          <>
            <SupplierChoice
              suppliers={suppliers}
              current={supplier}
              label={t('title')}
              path={INVENTORY_REPORT_PATH}
              base={base}
            />
            <Totals totals={report.value.totals} />
            <p className="mb-4 flex flex-wrap gap-2">
              <Button asChild variant="outline">
                <a href={`/api/suppliers/${supplier.id}/inventory-report.csv`} download>
                  {t('download')}
                </a>
              </Button>
            </p>
            <section className={SECTION} aria-labelledby="inventory-items-title">
              <h2 id="inventory-items-title" className="mb-2 text-lg font-semibold">
                {t('itemsTitle')}
              </h2>
              {report.value.results.length === 0 ? (
                <p className="text-gray-700 dark:text-gray-300">{t('empty')}</p>
              ) : (
                <ReportTable items={report.value.results} />
              )}
              <div className="mt-4">
                <Pagination
                  base={base}
                  path={INVENTORY_REPORT_PATH}
                  page={page}
                  pageCount={pageCount(report.value.matches_estimated, INVENTORY_REPORT_PAGE)}
                  params={{ [SUPPLIER_PARAM]: keep }}
                />
              </div>
            </section>
          </>
        )}
      </div>
    </AccountPageShell>
  );
}
