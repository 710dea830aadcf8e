import 'server-only';

import { HANDOFF_PATHS } from '@/lib/domain/paths/handoff-paths';
import { isSameOriginPost, isTopLevelNavigation } from '@/lib/domain/request/navigation';

import { handoffApiClient, pageHost, seeOther } from './page-client';

function fetchMetadata(request: Request) {
  return {
    site: request.headers.get('sec-fetch-site'),
    mode: request.headers.get('sec-fetch-mode'),
    dest: request.headers.get('sec-fetch-dest'),
  };
}

async function authorize(
  request: Request,
  input: { redirect_uri: string; state: string; confirmed?: boolean },
) {
  return handoffApiClient(request, request.headers.get('cookie')).api.auth.handoff.authorize.$post({
    json: input,
  });
}

/**
 * `/auth/authorize?redirect_uri=…&state=…` on the host that has the session: the browser goes
 * on to the target's allow page with a one-time code (or `error=login_required`), or first to
 * the confirm page for a shop's own domain. Only a page load in the window gets a code, not a
 * script's fetch or a frame; a target that is not one of the platform's hosts leads home.
 */
export async function handoffAuthorizeRedirect(request: Request): Promise<Response> {
  if (!isTopLevelNavigation(fetchMetadata(request))) return seeOther('/');
  const query = new URL(request.url).searchParams;
  const input = { redirect_uri: query.get('redirect_uri') ?? '', state: query.get('state') ?? '' };
  const answer = await authorize(request, input);
  if (answer.status === 200) return seeOther((await answer.json()).redirect_to);
  if (answer.status === 409)
    return seeOther(`${HANDOFF_PATHS.confirm}?${new URLSearchParams(input).toString()}`);
  return seeOther('/');
}

/** The confirm page's form (`POST /auth/authorize`): from this very origin only. */
export async function handoffConfirmRedirect(request: Request): Promise<Response> {
  const meta = { ...fetchMetadata(request), origin: request.headers.get('origin') };
  if (!isSameOriginPost({ ...meta, host: pageHost(request) })) return seeOther('/');
  const form = await request.formData().catch(() => null);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : '';
  };
  const answer = await authorize(request, {
    redirect_uri: field('redirect_uri'),
    state: field('state'),
    confirmed: true,
  });
  if (answer.status === 200) return seeOther((await answer.json()).redirect_to);
  return seeOther('/');
}
