import 'server-only';

import { cookieValue } from '@/lib/domain/request/cookie-header';
import { pageFromQuery } from '@/lib/domain/request/paging';
import {
  decisionNotice,
  filterFromQuery,
  STAFF_CASHOUTS_PATH,
  staffCashoutsHref,
} from '@/lib/domain/wallet/staff-cashout-paths';

import { isCrossSiteRequest } from '../auth/cross-site';
import { SESSION_COOKIE } from '../auth/session-token';
import { formPostHeaders, serverApiClient, sessionApiClient } from '../http/in-process-client';
import { logger } from '../log/logger';

const field = (form: FormData | null, name: string, max: number) =>
  String(form?.get(name) ?? '').slice(0, max);

/**
 * The staff page's pay and reject buttons without JavaScript (a form POST with `retiro`,
 * `decision` and `payment_reference` or `reason`, plus the list's `estado` and `page`): asks the
 * same API routes an island would, then 303 back to the list with what came of it, or to login.
 * A form posted from another site decides nothing.
 */
export async function decideCashoutByForm(
  request: Request,
  apiClient: typeof serverApiClient = serverApiClient,
): Promise<Response> {
  const session = cookieValue(request.headers.get('cookie'), SESSION_COOKIE);
  const form = await request.formData().catch(() => null);
  const filter = filterFromQuery(field(form, 'estado', 20));
  const page = pageFromQuery(field(form, 'page', 10));
  const cashout = field(form, 'retiro', 64);
  const decision = field(form, 'decision', 20);
  let location: string;
  if (!session) location = `/login?next=${encodeURIComponent(`/${STAFF_CASHOUTS_PATH}`)}`;
  else if (isCrossSiteRequest(request, true) || !cashout)
    location = staffCashoutsHref(filter, page);
  else if (decision !== 'paid' && decision !== 'rejected')
    location = staffCashoutsHref(filter, page, { code: 'invalid', cashout });
  else {
    let answer: { status: number; body: unknown } | null = null;
    try {
      const api = sessionApiClient(session, formPostHeaders(request), apiClient).api;
      const param = { cashout_id: cashout };
      const res =
        decision === 'paid'
          ? await api.admin.cashouts[':cashout_id'].pay.$post({
              param,
              json: { payment_reference: field(form, 'payment_reference', 200) },
            })
          : await api.admin.cashouts[':cashout_id'].reject.$post({
              param,
              json: { reason: field(form, 'reason', 1000) },
            });
      answer = { status: res.status, body: await res.json().catch(() => null) };
    } catch (error) {
      logger.error({ err: error }, 'deciding a cash-out by form failed');
    }
    location = staffCashoutsHref(filter, page, { code: decisionNotice(decision, answer), cashout });
  }
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  });
}
