import 'server-only';

import { sameOriginReturnPath } from '@/lib/domain/request/preference-cookies';

import { handoffApiClient, pageHost, seeOther } from './page-client';

/**
 * `/auth/handoff?from=<host>&next=<path>` on the host the visitor goes to: signed in here
 * already, straight to `next`; else the state cookie is set and the browser goes to `from`'s
 * authorize page. A `from` that is not one of the platform's hosts leads to `next`, signed out.
 */
export async function handoffStartRedirect(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const next = sameOriginReturnPath(url.searchParams.get('next'), pageHost(request)) ?? '/';
  const cookie = request.headers.get('cookie');
  if (cookie) {
    const me = await handoffApiClient(request, cookie).api.auth.me.$get();
    if (me.ok) return seeOther(next);
  }
  const answer = await handoffApiClient(request, null).api.auth.handoff.start.$post({
    json: { from: url.searchParams.get('from') ?? '', next },
  });
  if (answer.status !== 201) return seeOther(next);
  const { authorize_url: authorizeUrl } = await answer.json();
  return seeOther(authorizeUrl, answer.headers.getSetCookie());
}
