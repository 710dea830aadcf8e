import { hc } from 'hono/client';

import type { ApiApp } from '@/lib/server/http/app';

/**
 * The typed API client. Types come from the API app itself (a type-only import: no server code
 * reaches a bundle). Islands use it over HTTP; server components pass the in-process `fetch`.
 */
export function createApiClient(
  baseUrl: string,
  options: { fetch?: typeof fetch; headers?: Record<string, string> } = {},
) {
  return hc<ApiApp>(baseUrl, options);
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The browser's client: the API of the site the page came from. */
export function browserApiClient(): ApiClient {
  return createApiClient(
    typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  );
}
