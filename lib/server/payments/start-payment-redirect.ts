import 'server-only';

import { z } from 'zod';

import { cookieValue } from '@/lib/domain/request/cookie-header';
import {
  paymentPagePath,
  payByRedirectLocation,
  paymentRefusedPath,
  REDIRECT_PROVIDERS,
  type PayByRedirectAnswer,
  type RedirectProvider,
} from '@/lib/domain/orders/payment-redirect';
import { shopHref } from '@/lib/domain/paths/tenancy';

import { formPostHeaders, serverApiClient, sessionApiClient } from '../http/in-process-client';
import { isCrossSiteRequest } from '../auth/cross-site';
import { SESSION_COOKIE } from '../auth/session-token';
import { logger } from '../log/logger';

/** The route's segments, as the API's own path parameters are checked. */
const PlaceSchema = z.object({
  token: z.string().min(1).max(100),
  provider: z.enum(REDIRECT_PROVIDERS),
});

export interface PaymentPlace {
  /** The shop base path (`/` on the platform host). */
  base: string;
  token: string;
  provider: string;
}

type ApiClientFor = typeof serverApiClient;

/** The API's pay-by-redirect answer for the visitor's session; null when it could not be asked. */
async function askForApproval(
  request: Request,
  { token, provider }: { token: string; provider: RedirectProvider },
  session: string,
  page: string,
  apiClient: ApiClientFor,
): Promise<PayByRedirectAnswer | null> {
  try {
    // Same-origin: this handler checked the browser's headers itself (isCrossSiteRequest).
    const res = await sessionApiClient(session, formPostHeaders(request), apiClient).api.payments[
      ':token'
    ].order[':provider'].$post({
      param: { token, provider },
      json: { return_path: page, cancel_path: page },
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  } catch (error) {
    logger.error({ err: error }, 'pay by redirect failed');
    return null;
  }
}

/**
 * The payment page's plain pay button (a form POST, so it works without JavaScript): asks the
 * same API route the island calls for the provider's approval URL, then 303 there, to login
 * (back to the payment page afterwards), or back to the page with `code=3&error={code}` (spec 02
 * §4, §8). A form posted from another site starts nothing.
 */
export async function startPaymentRedirect(
  request: Request,
  place: PaymentPlace,
  apiClient: ApiClientFor = serverApiClient,
): Promise<Response> {
  const page = paymentPagePath(place.base, place.token);
  const session = cookieValue(request.headers.get('cookie'), SESSION_COOKIE);
  const parsed = PlaceSchema.safeParse(place);
  let location: string;
  if (!session) location = shopHref(place.base, `login?next=${encodeURIComponent(page)}`);
  else if (isCrossSiteRequest(request, true)) location = page;
  else if (!parsed.success) location = paymentRefusedPath(page, 'validation_error');
  else {
    const answer = await askForApproval(request, parsed.data, session, page, apiClient);
    location = payByRedirectLocation(place.base, page, answer);
  }
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  });
}
