'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import Link from '@/components/ui/link';
import { Notice } from '@/components/ui/notice';
import type { SupplierProductRow } from '@/lib/api/schemas/supplier-products';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';
import { supplierProductRequests } from '@/lib/client/requests/supplier-products';
import { useHydrated } from '@/lib/client/use-hydrated';
import { formatPrice } from '@/lib/domain/catalogue/price';
import { stockStateOf } from '@/lib/domain/items/item-list';

import { StockCell } from './stock-cell';

// Phone widths (below `sm`): each row is a card, its cells stacked, each with its column's
// name in front (hidden from screen readers, which hear the column header). From `sm` up, a table.
// The explicit table roles keep the table semantics when the display changes (Safari drops
// them from a table whose parts are not displayed as one).
const PAD = 'px-2 py-1 align-middle sm:py-2';
const CELL = `block ${PAD} sm:table-cell`;
/** A cell of the type column, which phones leave out. */
const DESKTOP_CELL = `hidden ${PAD} sm:table-cell`;
/** A cell stacked under the name on phones, its column's name in front of it. */
const STACKED = `flex w-full items-center gap-2 ${PAD} sm:table-cell sm:w-auto`;

/** The column's name in front of a stacked cell, on phones only. */
function CellLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="w-28 shrink-0 text-gray-600 sm:hidden dark:text-gray-300">
      {children}
    </span>
  );
}

type BulkAction = 'publish' | 'unpublish' | 'hide' | 'show';

const BULK_BODIES: Record<
  BulkAction,
  { list_state?: 'published' | 'unpublished'; hiden?: boolean }
> = {
  publish: { list_state: 'published' },
  unpublish: { list_state: 'unpublished' },
  hide: { hiden: true },
  show: { hiden: false },
};

function StateBadges({ row }: { row: SupplierProductRow }) {
  const t = useTranslations('itemEditor.list');
  const state = stockStateOf(row);
  return (
    <span className="flex flex-wrap gap-1">
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-medium ${
          row.list_state === 'published'
            ? 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100'
            : 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100'
        }`}
      >
        {row.list_state === 'published' ? t('published') : t('unpublished')}
      </span>
      {row.hiden ? (
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          {t('hidden')}
        </span>
      ) : null}
      {state === 'sold_out' || state === 'low' ? (
        <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-900 dark:bg-red-950 dark:text-red-100">
          {t(`stockStates.${state}`)}
        </span>
      ) : null}
    </span>
  );
}

/**
 * The supplier's item list (`/apps/me/products`): rendered on the server as a plain table (it
 * reads without JavaScript); once the page runs, each row gets a box to select it for the bulk
 * actions (publish, unpublish, hide, show) and its stock an inline edit. After a bulk action the
 * page reads the list again; after a stock edit the row keeps its place (it would leave a list
 * filtered by stock, taking the focus with it) until the next visit.
 */
export function ProductListTable({
  supplierId,
  rows: initial,
  editHref,
}: {
  supplierId: string;
  rows: readonly SupplierProductRow[];
  /** Each row's editor address (with the chosen supplier kept). */
  editHref: Readonly<Record<string, string>>;
}) {
  const t = useTranslations('itemEditor');
  const router = useRouter();
  const [rows, setRows] = useState(initial);
  const live = useHydrated();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // A fresh read of the list (after a change) replaces the rows; the choice keeps what is left.
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setRows(initial);
    setSelected((now) => new Set([...now].filter((id) => initial.some((row) => row.id === id))));
  }

  const allChosen = rows.length > 0 && rows.every((row) => selected.has(row.id));

  function toggle(id: string, on: boolean) {
    setSelected((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function bulk(action: BulkAction) {
    const products = rows.filter((row) => selected.has(row.id)).map((row) => row.id);
    if (products.length === 0) return;
    setBusy(true);
    setResult(null);
    setFailure(null);
    const answer = await supplierProductRequests.setManyVisibility(supplierId, {
      products,
      ...BULK_BODIES[action],
    });
    setBusy(false);
    if (!answer.ok) {
      setFailure(answer.status === 401 ? t('notices.signedOut') : t('list.bulk.failed'));
      return;
    }
    const changed = new Set(answer.data.updated);
    const body = BULK_BODIES[action];
    setRows((now) =>
      now.map((row) =>
        changed.has(row.id)
          ? {
              ...row,
              ...(body.list_state ? { list_state: body.list_state } : {}),
              ...(body.hiden === undefined ? {} : { hiden: body.hiden }),
            }
          : row,
      ),
    );
    setSelected(new Set());
    setResult(t(`list.bulk.done.${action}`, { count: changed.size }));
    router.refresh();
  }

  async function saveStock(row: SupplierProductRow, available: number): Promise<string | null> {
    setResult(null);
    setFailure(null);
    const answer = await supplierProductRequests.setStock(supplierId, row.id, { available });
    if (!answer.ok) {
      if (answer.status === 401) return t('notices.signedOut');
      const [first] = fieldErrorsOf(answer.error);
      return first ? t(`fieldErrors.${first[1]}` as never) : t('notices.failed');
    }
    setRows((now) =>
      now.map((r) => (r.id === row.id ? { ...r, available: answer.data.available } : r)),
    );
    // No fresh read of the list: under a stock filter the row would leave it, and focus with it.
    setResult(t('list.stockSaved', { name: row.name, count: answer.data.available }));
    return null;
  }

  const chosen = selected.size;
  return (
    <div>
      {live ? (
        <div
          role="group"
          aria-label={t('list.bulk.label')}
          className="mb-3 flex flex-wrap items-center gap-2 text-sm"
        >
          <span aria-live="polite" className="mr-1">
            {t('list.bulk.selected', { count: chosen })}
          </span>
          {(['publish', 'unpublish', 'hide', 'show'] as const).map((action) => (
            <Button
              key={action}
              type="button"
              variant="tool"
              disabled={busy || chosen === 0}
              onClick={() => void bulk(action)}
            >
              {t(`list.bulk.${action}`)}
            </Button>
          ))}
        </div>
      ) : null}
      <div className="mb-3 space-y-2">
        <Notice role="status" message={result} />
        <Notice role="alert" message={failure} />
      </div>
      <div className="sm:overflow-x-auto">
        <table role="table" className="block w-full text-sm sm:table">
          <thead role="rowgroup" className="sr-only sm:not-sr-only sm:table-header-group">
            <tr role="row" className="border-b border-gray-200 text-left dark:border-gray-700">
              {live ? (
                <th role="columnheader" scope="col" className={`${CELL} w-8`}>
                  <input
                    type="checkbox"
                    className="size-4"
                    aria-label={t('list.bulk.selectAll')}
                    checked={allChosen}
                    onChange={(event) =>
                      setSelected(
                        event.target.checked ? new Set(rows.map((row) => row.id)) : new Set(),
                      )
                    }
                  />
                </th>
              ) : null}
              <th role="columnheader" scope="col" className={CELL}>
                {t('fields.name')}
              </th>
              <th role="columnheader" scope="col" className={DESKTOP_CELL}>
                {t('fields.type')}
              </th>
              <th role="columnheader" scope="col" className={CELL}>
                {t('list.price')}
              </th>
              <th role="columnheader" scope="col" className={CELL}>
                {t('list.stock')}
              </th>
              <th role="columnheader" scope="col" className={CELL}>
                {t('list.state')}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup" className="block sm:table-row-group">
            {rows.map((row) => (
              <tr
                role="row"
                key={row.id}
                data-product-row={row.id}
                className="flex flex-wrap items-center border-b border-gray-100 py-2 sm:table-row sm:py-0 dark:border-gray-800"
              >
                {live ? (
                  <td role="cell" className={`${CELL} shrink-0`}>
                    <input
                      type="checkbox"
                      className="size-4"
                      aria-label={t('list.bulk.select', { name: row.name })}
                      checked={selected.has(row.id)}
                      onChange={(event) => toggle(row.id, event.target.checked)}
                    />
                  </td>
                ) : null}
                <th
                  role="rowheader"
                  scope="row"
                  className={`${CELL} min-w-0 flex-1 text-left font-normal break-words`}
                >
                  <Link
                    href={editHref[row.id] ?? '#'}
                    aria-label={t('list.edit', { name: row.name })}
                    className="font-medium underline-offset-2 hover:underline"
                  >
                    {row.name}
                  </Link>
                </th>
                <td role="cell" className={DESKTOP_CELL}>
                  {t(`options.types.${row.type}`)}
                </td>
                <td role="cell" className={`${STACKED} whitespace-nowrap`}>
                  <CellLabel>{t('list.price')}</CellLabel>
                  {formatPrice(row.list_price, row.currency)}
                </td>
                <td role="cell" className={STACKED}>
                  <CellLabel>{t('list.stock')}</CellLabel>
                  <StockCell row={row} live={live} onSave={saveStock} />
                </td>
                <td role="cell" className={STACKED}>
                  <CellLabel>{t('list.state')}</CellLabel>
                  <StateBadges row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
