import 'server-only';

import { sameOriginReturnPath } from '@/lib/domain/request/preference-cookies';

import { handoffApiClient, pageHost, seeOther } from './page-client';
import { handoffStateCookie } from './state-cookie';

/**
 * `/auth/allow?code=…&state=…&next=…` on the target host: the code becomes this host's session
 * (its cookie set) and the browser goes to `next`. A refused code, or `error=login_required`
 * from the origin, leads to `next` signed out; the state cookie is spent either way.
 */
export async function handoffAllowRedirect(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const next = sameOriginReturnPath(query.get('next'), pageHost(request)) ?? '/';
  const code = query.get('code');
  const state = query.get('state');
  if (code && state) {
    const client = handoffApiClient(request, request.headers.get('cookie'));
    const answer = await client.api.auth.handoff.allow.$post({ json: { code, state } });
    if (answer.ok) return seeOther(next, answer.headers.getSetCookie());
  }
  return seeOther(next, [handoffStateCookie(null)]);
}
