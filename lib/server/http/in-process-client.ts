import 'server-only';

import { cookies } from 'next/headers';

import { createApiClient } from '@/lib/api/client';
import { FRONT_ADDRESS_HEADER } from '@/lib/domain/request/client-address';

import { SESSION_COOKIE } from '../auth/session-token';
import { apiApp } from './default-app';

const IN_PROCESS_ORIGIN = 'http://in-process.local';

/**
 * The typed client for server components: requests go straight into the API app's `fetch`, no
 * HTTP hop. With API_URL set, the same client talks to that server instead.
 */
export function serverApiClient(headers: Record<string, string> = {}) {
  const external = process.env.API_URL;
  if (external) return createApiClient(external, { headers });
  return createApiClient(IN_PROCESS_ORIGIN, {
    headers,
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(apiApp().fetch(new Request(input, init))),
  });
}

/**
 * The client acting for a visitor: their session token (from the request's cookies) as the API's
 * session cookie, with any other headers the call needs. `client` is the one to wrap (tests pass
 * one bound to their own API app).
 *
 * Its writes say `Sec-Fetch-Site: same-origin`: they are made by this server for the request it
 * is serving, whose own origin the page, route handler (`isCrossSiteRequest`) or server action
 * (Next's Origin check) has already checked — whichever host the site was reached by.
 */
export function sessionApiClient(
  session: string,
  headers: Record<string, string> = {},
  client: typeof serverApiClient = serverApiClient,
) {
  return client({
    'sec-fetch-site': 'same-origin',
    ...headers,
    cookie: `${SESSION_COOKIE}=${session}`,
  });
}

/**
 * The headers that carry the visitor's address into an in-process API call, so its per-IP limits
 * count the visitor and not this server: the front server's header and `X-Forwarded-For`, as the
 * request brought them (the API believes only what its rule allows, lib/domain/request/client-address.ts).
 */
export function clientAddressHeaders(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of [FRONT_ADDRESS_HEADER, 'x-forwarded-for']) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  return headers;
}

/** This site as the browser sees it (behind a proxy too): where a provider sends the shopper back. */
export function siteOrigin(request: Request): string {
  const url = new URL(request.url);
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return `${proto ? `${proto}:` : url.protocol}//${request.headers.get('host') ?? url.host}`;
}

/**
 * The headers of an in-process API call made for a form POST a route handler has checked itself
 * (`isCrossSiteRequest`): same-origin, the site's origin, and the visitor's address.
 */
export function formPostHeaders(request: Request): Record<string, string> {
  return {
    origin: siteOrigin(request),
    'sec-fetch-site': 'same-origin',
    ...clientAddressHeaders(request),
  };
}

/** The session token of the request being served (a page, a server action, a route handler). */
export async function requestSessionToken(): Promise<string | undefined> {
  return (await cookies()).get(SESSION_COOKIE)?.value || undefined;
}

/** The client acting for the current request's visitor; null when no one is signed in. */
export async function visitorApiClient(headers: Record<string, string> = {}) {
  const session = await requestSessionToken();
  return session ? sessionApiClient(session, headers) : null;
}
