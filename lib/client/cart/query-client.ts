import { QueryClient } from '@tanstack/react-query';

import { followProductEvents } from '../product-events';

let client: QueryClient | null = null;
let unfollow: (() => void) | null = null;

/**
 * One QueryClient for the page (the cart panel's and the admin islands' requests); created on
 * first use, following the document events so one island's change refreshes the others' reads.
 */
export function pageQueryClient(): QueryClient {
  if (!client) {
    client = new QueryClient({
      defaultOptions: {
        // The panel loads on open and shows what it got; errors offer a retry button instead.
        queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
        mutations: { retry: false },
      },
    });
    unfollow = typeof document === 'undefined' ? null : followProductEvents(client);
  }
  return client;
}

/** The query key of a shop's cart. */
export const cartQueryKey = (shopSlug: string) => ['cart', shopSlug] as const;

/** Tests only: a new page gets a new QueryClient. */
export function resetPageQueryClient(): void {
  unfollow?.();
  unfollow = null;
  client?.clear();
  client = null;
}
