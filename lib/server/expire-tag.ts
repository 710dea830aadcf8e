import 'server-only';

import { revalidateTag } from 'next/cache';

/**
 * Expires the cached reads under a tag at once. Outside a Next server (tests, scripts) there is
 * no cache to expire.
 */
export function expireTag(tag: string): void {
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
