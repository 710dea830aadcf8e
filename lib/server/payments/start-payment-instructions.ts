import 'server-only';

import { z } from 'zod';

import { cookieValue } from '@/lib/domain/request/cookie-header';
import { stringField } from '@/lib/domain/request/json-field';
import { paymentPagePath, paymentRefusedPath } from '@/lib/domain/orders/payment-redirect';
import { shopHref } from '@/lib/domain/paths/tenancy';

import { formPostHeaders, serverApiClient, sessionApiClient } from '../http/in-process-client';
import { isCrossSiteRequest } from '../auth/cross-site';
import { SESSION_COOKIE } from '../auth/session-token';
import { logger } from '../log/logger';

const TokenSchema = z.string().min(1).max(100);

type ApiClientFor = typeof serverApiClient;

/** The API's answer for the visitor's session: its status and error code; null when unasked. */
async function askForInstructions(
  request: Request,
  token: string,
  session: string,
  apiClient: ApiClientFor,
): Promise<{ status: number; code: string | null } | null> {
  try {
    // Same-origin: the caller checked the browser's headers itself (isCrossSiteRequest).
    const res = await sessionApiClient(session, formPostHeaders(request), apiClient).api.payments[
      ':token'
    ].order.instructions.$post({ param: { token } });
    const body: unknown = await res.json().catch(() => null);
    return { status: res.status, code: stringField(body, 'code') ?? null };
  } catch (error) {
    logger.error({ err: error }, 'payment instructions failed');
    return null;
  }
}

/**
 * The payment page's "get the voucher / transfer details" button without JavaScript (a form POST
 * to `{page}/instrucciones`): asks the API to make them (or answer the ones kept), then 303 back
 * to the payment page, which shows them; to login when signed out; back with
 * `code=3&error={code}` when refused (spec 02 §8). A form posted from another site starts nothing.
 */
export async function startPaymentInstructions(
  request: Request,
  place: { base: string; token: string },
  apiClient: ApiClientFor = serverApiClient,
): Promise<Response> {
  const page = paymentPagePath(place.base, place.token);
  const session = cookieValue(request.headers.get('cookie'), SESSION_COOKIE);
  const token = TokenSchema.safeParse(place.token);
  let location: string;
  if (!session) location = shopHref(place.base, `login?next=${encodeURIComponent(page)}`);
  else if (isCrossSiteRequest(request, true)) location = page;
  else if (!token.success) location = paymentRefusedPath(page, 'validation_error');
  else {
    const answer = await askForInstructions(request, token.data, session, apiClient);
    if (answer?.status === 200) location = page;
    else if (answer?.status === 401) {
      location = shopHref(place.base, `login?next=${encodeURIComponent(page)}`);
    } else location = paymentRefusedPath(page, answer?.code ?? 'internal_error');
  }
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  });
}
