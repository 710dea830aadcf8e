import 'server-only';

import { unstable_cache } from 'next/cache';

import { failed } from '../http/api-answer';
import { serverApiClient } from '../http/in-process-client';

/**
 * The network pages' reads, cached per query for a minute. No tag expires them: they gather
 * every shop and item of the platform, and expiring them on each shop or product change (tags
 * are per shop) would miss most changes or expire on all of them; a minute of staleness on a
 * public directory is harmless, and a search that is asked again within it costs nothing.
 */
export const NETWORK_REVALIDATE_SECONDS = 60;

type BusinessQuery = { text?: string; type?: 'shop' | 'supplier'; offset: string; limit: string };
type ProductQuery = {
  text?: string;
  type?: 'product' | 'service' | 'experience' | 'digital';
  offset: string;
  limit: string;
};

const keyOf = (query: Record<string, string | undefined>) => [
  query.text ?? '',
  query.type ?? '',
  query.offset ?? '0',
  query.limit ?? '',
];

export function readNetworkBusinesses(query: BusinessQuery) {
  return unstable_cache(
    async () => {
      const res = await serverApiClient().api.network.businesses.$get({ query });
      if (!res.ok) failed('network businesses', res.status);
      return res.json();
    },
    ['network-businesses', ...keyOf(query)],
    { revalidate: NETWORK_REVALIDATE_SECONDS },
  )();
}

export function readNetworkProducts(query: ProductQuery) {
  return unstable_cache(
    async () => {
      const res = await serverApiClient().api.network.products.$get({ query });
      if (!res.ok) failed('network products', res.status);
      return res.json();
    },
    ['network-products', ...keyOf(query)],
    { revalidate: NETWORK_REVALIDATE_SECONDS },
  )();
}
