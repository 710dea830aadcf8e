import 'server-only';

import { cookies } from 'next/headers';

import { createApiClient } from '@/lib/api/client';

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
 */
export function sessionApiClient(
  session: string,
  headers: Record<string, string> = {},
  client: typeof serverApiClient = serverApiClient,
) {
  return client({ ...headers, cookie: `${SESSION_COOKIE}=${session}` });
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
