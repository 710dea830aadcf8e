import { INVOICE_STATES, type InvoiceState } from './invoicing-data';
import { isCalendarDay } from '../orders/order-filters';
import { queryValue } from '../request/paging';

/**
 * The filter of an invoices list (spec 02 §2 `/admin/facturas?InvoicesFilter=...` and
 * `/facturas?InvoicesFilter=...`): state, a date range (when it was asked) and a text matched
 * against the RFC, the legal name and the order number. In a page's address it travels as one
 * query parameter, `InvoicesFilter`, holding the filter's own query string
 * (`InvoicesFilter=state%3Drequested%26text%3DXAXX`); the filter form (a GET form that works
 * without script) sends the fields one by one, and a page reads both, the fields winning.
 * Nothing here throws: what is not usable is dropped, as `orderFiltersFromQuery` does.
 */

export const INVOICES_FILTER_PARAM = 'InvoicesFilter';
export const INVOICE_TEXT_MAX = 100;

export type InvoicesFilter = {
  state?: InvoiceState;
  /** Calendar days (YYYY-MM-DD), both ends included. */
  from?: string;
  to?: string;
  text?: string;
};

const KEYS = ['state', 'from', 'to', 'text'] as const satisfies ReadonlyArray<keyof InvoicesFilter>;

/** The usable filter of a page's query: `InvoicesFilter`, then the loose fields over it. */
export function invoicesFilterFromQuery(
  query: Readonly<Record<string, string | string[] | undefined>>,
): InvoicesFilter {
  const packed = new URLSearchParams(queryValue(query[INVOICES_FILTER_PARAM]) ?? '');
  const read = (key: keyof InvoicesFilter) =>
    (queryValue(query[key]) ?? packed.get(key) ?? '').trim() || undefined;
  let from = read('from');
  let to = read('to');
  if (from && !isCalendarDay(from)) from = undefined;
  if (to && !isCalendarDay(to)) to = undefined;
  if (from && to && from > to) [from, to] = [to, from];
  const filter: InvoicesFilter = {
    state: INVOICE_STATES.find((state) => state === read('state')),
    from,
    to,
    text: read('text')?.slice(0, INVOICE_TEXT_MAX).trim() || undefined,
  };
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined),
  ) as InvoicesFilter;
}

/** The filter's fields that are set, as query values (for the API). */
export function invoicesFilterParams(filter: InvoicesFilter): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of KEYS) if (filter[key]) params[key] = filter[key];
  return params;
}

/**
 * The filter as a page's address keeps it: `{ InvoicesFilter: 'state=requested&…' }`, or nothing
 * when no field is set.
 */
export function invoicesFilterQuery(filter: InvoicesFilter): Record<string, string> {
  const packed = new URLSearchParams(invoicesFilterParams(filter)).toString();
  return packed ? { [INVOICES_FILTER_PARAM]: packed } : {};
}

/**
 * Whether the query carries the filter's fields one by one (as the GET form sends them): the page
 * then moves to its address with `InvoicesFilter`, the list's one form of address.
 */
export function hasLooseFilterFields(
  query: Readonly<Record<string, string | string[] | undefined>>,
): boolean {
  return KEYS.some((key) => query[key] !== undefined);
}
