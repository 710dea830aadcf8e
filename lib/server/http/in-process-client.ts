import 'server-only';

import { createApiClient } from '@/lib/api/client';

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
    fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(apiApp().fetch(new Request(input, init))),
  });
}
