import type { MockInstance } from 'vitest';

import { jsonAnswer } from './account-labels';

/** One answer of a route: the request's init and URL in, a Response out. */
export type RouteAnswer = (init: RequestInit | undefined, url: URL) => Response;

/** A request the component made: method, path with query, and its JSON body (or the raw body). */
export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Answers a component's API requests by "METHOD path"; each path takes its answers in order (the
 * last repeats), and any other request fails the test. Returns the requests as they are made.
 */
export function routeFetch(
  fetchMock: MockInstance<typeof fetch>,
  routes: Record<string, RouteAnswer[]>,
): FetchCall[] {
  const calls: FetchCall[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (
      input instanceof Request ? input.method : (init?.method ?? 'GET')
    ).toUpperCase();
    const raw = input instanceof Request ? await input.clone().text() : init?.body;
    calls.push({
      method,
      url: url.pathname + url.search,
      body: typeof raw === 'string' && raw ? JSON.parse(raw) : raw,
    });
    const queue = routes[`${method} ${url.pathname}`];
    if (!queue?.length) throw new Error(`unexpected ${method} ${url.pathname}`);
    return (queue.length > 1 ? queue.shift()! : queue[0]!)(init, url);
  });
  return calls;
}

/** A route answer: the status and JSON body. */
export const reply =
  (status: number, body: unknown = {}): RouteAnswer =>
  () =>
    jsonAnswer(status, body);
