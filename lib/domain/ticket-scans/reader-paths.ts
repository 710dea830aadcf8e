/** `{base}admin/boletos`: a shop's ticket reader, for its owner, admins and qrreaders. */
export const SHOP_TICKETS_PATH = 'admin/boletos';
/** `/apps/me/store/boletos`: a supplier's ticket reader, for its owner and admins. */
export const SUPPLIER_TICKETS_PATH = 'apps/me/store/boletos';
/** Where the reader's "mark as used" form posts without JavaScript, under the reader's page. */
export const USE_TICKET_SEGMENT = 'usar';

/** The query that carries a typed code (a GET form: reading changes nothing). */
export const CODE_PARAM = 'codigo';
/** What the no-JS "mark as used" came to: `usado`, or the API's refusal code. */
export const RESULT_PARAM = 'resultado';
export const USED_RESULT = 'usado';

/**
 * Where the no-JS "mark as used" form sends the reader back: the reader's page showing the same
 * code, with `resultado=usado` when it was marked now, the refusal's code when the API refused
 * (`ticket_already_used`, …), or nothing more when there was no answer (the page reads it again).
 */
export function afterUseLocation(
  page: string,
  code: string,
  answer: { status: number; body: unknown } | null,
): string {
  const url = new URL(page, 'http://reader.local');
  url.searchParams.set(CODE_PARAM, code);
  if (answer?.status === 200) url.searchParams.set(RESULT_PARAM, USED_RESULT);
  else if (answer && answer.body && typeof answer.body === 'object' && 'code' in answer.body) {
    const refusal = String((answer.body as { code: unknown }).code);
    if (/^[a-z_]{1,60}$/.test(refusal)) url.searchParams.set(RESULT_PARAM, refusal);
  }
  return `${url.pathname}${url.search}`;
}
