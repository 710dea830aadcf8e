import 'server-only';

import { publicOrigin } from '@/lib/domain/seo/public-origin';
import { publicSite } from '@/lib/env';
import { serverApiClient } from '@/lib/server/http/in-process-client';

/** The host a page request was sent to (`demo.localhost:3000`). */
export function pageHost(request: Request): string {
  return request.headers.get('host') ?? new URL(request.url).host;
}

/**
 * The API client a hand-off page uses for its visitor: the request's own host and origin (so the
 * API binds codes to this host and its CSRF check sees a same-origin call), the visitor's address
 * and browser for the session row, and the cookies given (`cookie`: the request's, or none).
 */
export function handoffApiClient(request: Request, cookie: string | null) {
  const host = pageHost(request);
  const headers: Record<string, string> = {
    host,
    origin: publicOrigin(host, publicSite()) ?? new URL(request.url).origin,
  };
  for (const name of ['x-forwarded-for', 'user-agent'] as const) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  if (cookie) headers.cookie = cookie;
  return serverApiClient(headers);
}

/**
 * A 303 to `location` that is never cached and sends no `Referer` onwards (a hand-off address
 * carries a code or a state), with the cookies given.
 */
export function seeOther(location: string, cookies: readonly string[] = []): Response {
  const headers = new Headers({
    Location: location,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}
