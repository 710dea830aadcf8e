import 'server-only';

import { afterUseLocation } from '@/lib/domain/ticket-scans/reader-paths';
import { cookieValue } from '@/lib/domain/request/cookie-header';

import { isCrossSiteRequest } from '../auth/cross-site';
import { SESSION_COOKIE } from '../auth/session-token';
import { formPostHeaders, serverApiClient, sessionApiClient } from '../http/in-process-client';
import { logger } from '../log/logger';

/** Whose reader posted: a shop's (by slug) or a supplier's (its id comes in the form). */
export type MarkUsedFormTarget = ({ kind: 'shop'; slug: string } | { kind: 'supplier' }) & {
  /** The reader's page, where the answer is shown. */
  page: string;
  /** The login page beside it: the shop's own, or the platform's. */
  login: string;
};

/**
 * The reader's "mark as used" button without JavaScript (a form POST with `code`, and
 * `proveedor` on a supplier's reader): asks the same API route an island would, then 303 back
 * to the reader's page showing that code with what came of it (lib/domain/ticket-scans/reader-paths.ts),
 * or to login. A form posted from another site marks nothing.
 */
export async function markTicketUsedByForm(
  request: Request,
  target: MarkUsedFormTarget,
  apiClient: typeof serverApiClient = serverApiClient,
): Promise<Response> {
  const session = cookieValue(request.headers.get('cookie'), SESSION_COOKIE);
  const form = await request.formData().catch(() => null);
  const code = String(form?.get('code') ?? '').slice(0, 200);
  const supplierId = String(form?.get('proveedor') ?? '').slice(0, 64);
  const page =
    target.kind === 'supplier' && supplierId
      ? `${target.page}?proveedor=${encodeURIComponent(supplierId)}`
      : target.page;
  let location: string;
  if (!session) location = `${target.login}?next=${encodeURIComponent(page)}`;
  else if (isCrossSiteRequest(request, true) || !code) location = page;
  else {
    let answer: { status: number; body: unknown } | null = null;
    try {
      const api = sessionApiClient(session, formPostHeaders(request), apiClient).api;
      const res =
        target.kind === 'shop'
          ? await api.shops[':slug'].tickets.use.$post({
              param: { slug: target.slug },
              json: { code },
            })
          : await api.suppliers[':id'].tickets.use.$post({
              param: { id: supplierId },
              json: { code },
            });
      answer = { status: res.status, body: await res.json().catch(() => null) };
    } catch (error) {
      logger.error({ err: error }, 'marking a ticket used failed');
    }
    location = afterUseLocation(page, code, answer);
  }
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  });
}
