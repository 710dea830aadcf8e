import {
  DELIVERY_TYPES,
  type DeliveryType,
  ORDER_STATES,
  type OrderState,
  PAYMENT_TYPES,
  type PaymentType,
} from '@/lib/domain/vocabulary';

import { queryValue } from '../request/paging';

/**
 * The filters of an orders list (spec 02 §7 "List orders": state, payment_type, delivery_type,
 * start_date, end_date, include_delivered, include_canceled, text, sort). The API validates them
 * with zod; pages read them from their own query with `orderFiltersFromQuery`, which keeps what
 * is usable and drops the rest, so a hand-edited address shows a list, never an error.
 */

/** Newest change first is the spec's `sort=-updated_at`; the others turn or swap the date. */
export const ORDER_SORTS = ['-updated_at', 'updated_at', '-created_at', 'created_at'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const DEFAULT_ORDER_SORT: OrderSort = '-updated_at';

/** The longest search text an orders list takes. */
export const ORDER_TEXT_MAX = 100;

/** Every value is a query string as the API takes it; absent means "any". */
export type OrderFilters = {
  text?: string;
  state?: OrderState;
  payment_type?: PaymentType;
  delivery_type?: DeliveryType;
  /** Calendar days (YYYY-MM-DD) in the platform's time zone, both ends included. */
  start_date?: string;
  end_date?: string;
  /** `'false'` leaves those orders out; absent keeps them (the API's default). */
  include_delivered?: 'false';
  include_canceled?: 'false';
  sort?: OrderSort;
};

/** Keys of the filters that sit behind "more filters" (search and sort are always in view). */
export const MORE_ORDER_FILTERS = [
  'state',
  'payment_type',
  'delivery_type',
  'start_date',
  'end_date',
  'include_delivered',
  'include_canceled',
] as const satisfies ReadonlyArray<keyof OrderFilters>;

/** Whether `value` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return values.find((v) => v === value);
}

/**
 * The usable filters of a page's query: unknown states or types, impossible dates and a `false`
 * flag's other spellings are dropped; text is trimmed and cut to its maximum; a range given end
 * first is turned round.
 */
export function orderFiltersFromQuery(
  query: Readonly<Record<string, string | string[] | undefined>>,
): OrderFilters {
  const read = (key: keyof OrderFilters) => queryValue(query[key])?.trim() || undefined;
  const text = read('text')?.slice(0, ORDER_TEXT_MAX).trim() || undefined;
  let start = read('start_date');
  let end = read('end_date');
  if (start && !isCalendarDay(start)) start = undefined;
  if (end && !isCalendarDay(end)) end = undefined;
  if (start && end && start > end) [start, end] = [end, start];
  const filters: OrderFilters = {
    text,
    state: oneOf(ORDER_STATES, read('state')),
    payment_type: oneOf(PAYMENT_TYPES, read('payment_type')),
    delivery_type: oneOf(DELIVERY_TYPES, read('delivery_type')),
    start_date: start,
    end_date: end,
    include_delivered: read('include_delivered') === 'false' ? 'false' : undefined,
    include_canceled: read('include_canceled') === 'false' ? 'false' : undefined,
    sort: oneOf(ORDER_SORTS, read('sort')),
  };
  if (filters.sort === DEFAULT_ORDER_SORT) filters.sort = undefined;
  return filters;
}

/** The filters as query values (only those set), for the API and for the page's own links. */
export function orderFilterParams(filters: OrderFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) if (value) params[key] = value;
  return params;
}

/** Whether any filter narrows the list (the sort alone does not). */
export function narrowsOrders(filters: OrderFilters): boolean {
  return Object.entries(filters).some(([key, value]) => key !== 'sort' && Boolean(value));
}
