import 'server-only';

import { cookieValue } from '@/lib/domain/request/cookie-header';
import { sameOriginReturnPath } from '@/lib/domain/request/preference-cookies';
import { sessionApiClient } from '@/lib/server/http/in-process-client';

import { SIGNED_IN_HINT_COOKIE } from '@/lib/domain/accounts/signed-in-hint';

import { isCrossSiteRequest } from './cross-site';
import { SESSION_COOKIE } from './session-token';
import { logger } from '../log/logger';

/**
 * `/logout?next=…` (spec 01 §2 "sign off"): the API ends the session, the cookie is cleared and the
 * browser goes (303) to `next` when it is on this host, else to `fallback`.
 */
export async function logoutRedirect(request: Request, fallback: string): Promise<Response> {
  const url = new URL(request.url);
  const host = request.headers.get('host');
  const token = cookieValue(request.headers.get('cookie'), SESSION_COOKIE);
  const next = sameOriginReturnPath(url.searchParams.get('next'), host) ?? fallback;
  const headers = new Headers({ Location: next, 'Cache-Control': 'no-store' });
  // A sign-off link followed from another site (a forged logout) ends no session.
  if (token && !isCrossSiteRequest(request, false)) {
    const origin = `${url.protocol}//${host ?? url.host}`;
    const answer = await sessionApiClient(token, { origin }).api.auth.logout.$post();
    if (answer.status >= 500) logger.error({ status: answer.status }, 'logout: the API failed');
    const secure = process.env.NODE_ENV === 'production' ? '; Secure' : '';
    headers.append(
      'Set-Cookie',
      `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`,
    );
    headers.append(
      'Set-Cookie',
      `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`,
    );
  }
  return new Response(null, { status: 303, headers });
}
