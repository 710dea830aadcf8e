import 'server-only';

import { revalidateTag } from 'next/cache';

import { recordTagExpired } from './tag-manifest';

/**
 * Expires the cached reads under a tag at once. Next applies a route handler's `revalidateTag`
 * after the answer is sent; the tag manifest records it now, so in-process caches that check it
 * (lib/server/search/public-search-answers.ts) and later reads of this request miss at once.
 * Outside a Next server (tests, scripts) only the manifest records it.
 */
export function expireTag(tag: string): void {
  recordTagExpired(tag);
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    if (
      error instanceof Error &&
      error.message.startsWith('Invariant: static generation store missing')
    )
      return;
    throw error;
  }
}
