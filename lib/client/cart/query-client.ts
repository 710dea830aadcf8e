import { QueryClient } from '@tanstack/react-query';

let client: QueryClient | null = null;

/** One QueryClient for the page (the cart panel's requests); created on first use. */
export function pageQueryClient(): QueryClient {
  client ??= new QueryClient({
    defaultOptions: {
      // The panel loads on open and shows what it got; errors offer a retry button instead.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
  return client;
}

/** The query key of a shop's cart. */
export const cartQueryKey = (shopSlug: string) => ['cart', shopSlug] as const;

/** Tests only: a new page gets a new QueryClient. */
export function resetPageQueryClient(): void {
  client?.clear();
  client = null;
}
