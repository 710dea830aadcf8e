import { CASHOUT_STATES, type CashoutState } from './wallet-rules';

/**
 * Platform staff's cash-out page (issue 19: paying cash-outs out), on the platform host beside
 * the user's `/apps/me/…` pages: `/apps/admin/retiros`, its state filter and page in the query,
 * and the form posts' answer (`aviso`, about request `retiro`).
 */
export const STAFF_CASHOUTS_PATH = 'apps/admin/retiros';
/** Where the page's pay and reject forms post (a route handler answering 303 back). */
export const STAFF_CASHOUTS_DECIDE_PATH = `${STAFF_CASHOUTS_PATH}/decidir`;

export const STATE_PARAM = 'estado';
export const NOTICE_PARAM = 'aviso';
export const CASHOUT_PARAM = 'retiro';

/** The filter: a state, or `all`. The page opens on the queue (`requested`). */
export type StaffCashoutFilter = CashoutState | 'all';
export const STAFF_CASHOUT_FILTERS: readonly StaffCashoutFilter[] = [...CASHOUT_STATES, 'all'];

export function filterFromQuery(value: string | undefined): StaffCashoutFilter {
  return (STAFF_CASHOUT_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as StaffCashoutFilter)
    : 'requested';
}

/** What came of a pay or reject form, shown at the top of the page. */
export const DECISION_NOTICES = [
  'paid',
  'rejected',
  'already',
  'missing',
  'invalid',
  'own',
  'failed',
] as const;
export type DecisionNotice = (typeof DECISION_NOTICES)[number];

export function noticeFromQuery(value: string | undefined): DecisionNotice | null {
  return (DECISION_NOTICES as readonly string[]).includes(value ?? '')
    ? (value as DecisionNotice)
    : null;
}

/** The notice of the API's answer to a decision (null: it could not be asked). */
export function decisionNotice(
  decision: 'paid' | 'rejected',
  answer: { status: number; body: unknown } | null,
): DecisionNotice {
  if (!answer) return 'failed';
  if (answer.status === 200) return decision;
  if (answer.status === 409) return 'already';
  if (answer.status === 404) return 'missing';
  if (answer.status === 422 || answer.status === 400) return 'invalid';
  if (answer.status === 403) return 'own';
  return 'failed';
}

/** The page's address under a filter and page, with a form's notice about one request. */
export function staffCashoutsHref(
  filter: StaffCashoutFilter,
  page = 1,
  notice?: { code: DecisionNotice; cashout: string },
): string {
  const query = new URLSearchParams();
  if (filter !== 'requested') query.set(STATE_PARAM, filter);
  if (page > 1) query.set('page', String(page));
  if (notice) {
    query.set(NOTICE_PARAM, notice.code);
    query.set(CASHOUT_PARAM, notice.cashout);
  }
  const search = query.toString();
  return `/${STAFF_CASHOUTS_PATH}${search ? `?${search}` : ''}`;
}
