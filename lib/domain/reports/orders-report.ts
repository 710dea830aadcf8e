import type { Currency, OrderState } from '@/lib/domain/vocabulary';
import { ORDER_STATES } from '@/lib/domain/vocabulary';

import { bucketStarts, type ReportBucket } from './report-ranges';

/** The database's grouping: orders of one state and currency placed in one bucket. */
export interface ReportGroup {
  /** The bucket's first day (`YYYY-MM-DD`). */
  start: string;
  state: OrderState;
  currency: Currency;
  orders: number;
  /** Sum of the orders' totals, minor units. */
  total: number;
}

interface CurrencyTotal {
  currency: Currency;
  total: number;
}

/** The report's figures, folded from the grouped rows (no row per order reaches here). */
export interface OrdersReportFigures {
  orders: number;
  canceled: number;
  currency: Currency | null;
  totals: (CurrencyTotal & { orders: number })[];
  states: { state: OrderState; orders: number; totals: CurrencyTotal[] }[];
  series: { start: string; orders: number; canceled: number; total: number }[];
}

/** Cancelled orders count as orders placed but add nothing to the totals. */
export function isCanceledState(state: OrderState): boolean {
  return state === 'canceled_by_customer' || state === 'canceled_by_supplier';
}

function addTo<K>(map: Map<K, number>, key: K, amount: number) {
  map.set(key, (map.get(key) ?? 0) + amount);
}

/**
 * Folds the grouped rows of a window into the report: counts and totals per state (every state,
 * in its order), per currency (orders not cancelled), and one point per bucket of the window,
 * empty ones included, whose total is in the currency most orders were placed in (ties: the one
 * listed first in the rows' currencies sorted by code).
 */
export function foldOrdersReport(
  groups: readonly ReportGroup[],
  window: { from: string; to: string },
  bucket: ReportBucket,
): OrdersReportFigures {
  const ordersByCurrency = new Map<Currency, number>();
  for (const g of groups) addTo(ordersByCurrency, g.currency, g.orders);
  const currency =
    [...ordersByCurrency].sort(([a, na], [b, nb]) => nb - na || a.localeCompare(b))[0]?.[0] ?? null;

  const kept = new Map<Currency, { orders: number; total: number }>();
  const byState = new Map<OrderState, { orders: number; totals: Map<Currency, number> }>();
  const byBucket = new Map<string, { orders: number; canceled: number; total: number }>();
  let orders = 0;
  let canceled = 0;
  for (const g of groups) {
    const canceledGroup = isCanceledState(g.state);
    orders += g.orders;
    if (canceledGroup) canceled += g.orders;
    else {
      const sum = kept.get(g.currency) ?? { orders: 0, total: 0 };
      kept.set(g.currency, { orders: sum.orders + g.orders, total: sum.total + g.total });
    }
    const state = byState.get(g.state) ?? { orders: 0, totals: new Map() };
    state.orders += g.orders;
    addTo(state.totals, g.currency, g.total);
    byState.set(g.state, state);
    const point = byBucket.get(g.start) ?? { orders: 0, canceled: 0, total: 0 };
    point.orders += g.orders;
    if (canceledGroup) point.canceled += g.orders;
    else if (g.currency === currency) point.total += g.total;
    byBucket.set(g.start, point);
  }

  const sortedTotals = (totals: Map<Currency, number>) =>
    [...totals]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([c, total]) => ({ currency: c, total }));
  return {
    orders,
    canceled,
    currency,
    totals: [...kept]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([c, sum]) => ({ currency: c, orders: sum.orders, total: sum.total })),
    states: ORDER_STATES.map((state) => {
      const row = byState.get(state);
      return { state, orders: row?.orders ?? 0, totals: row ? sortedTotals(row.totals) : [] };
    }),
    series: bucketStarts(window, bucket).map((start) => ({
      start,
      ...(byBucket.get(start) ?? { orders: 0, canceled: 0, total: 0 }),
    })),
  };
}
