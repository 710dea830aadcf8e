import 'server-only';

import { revalidateTag } from 'next/cache';

import { cacheTags } from '../cache-tags';

/**
 * Expires the cached reads of a shop at once (a slug visited before the store existed may be
 * cached as "no such shop"). Outside a Next server (tests, scripts) there is no cache to expire.
 */
export function expireShopCache(slug: string): void {
  try {
    revalidateTag(cacheTags.shop(slug), { expire: 0 });
  } catch (error) {
    if (
      error instanceof Error &&
      error.message.startsWith('Invariant: static generation store missing')
    )
      return;
    throw error;
  }
}
