import 'server-only';

import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external';

import { isOutdated, mergeTagRecord, tagRecords } from '@/server/shared-cache/tag-expirations.mjs';

/**
 * Next's per-process record of when each cache tag expired (the Map its own cache checks every
 * cached page and read against; the shared cache copies other instances' expiries into it). Our
 * in-process caches check the same record, so a tag expired anywhere expires them too.
 */

/** Records at once that `tag` expired now (Next records it again when the request ends). */
export function recordTagExpired(tag: string): void {
  for (const [expired, record] of tagRecords(tag, { expire: 0 }, Date.now()))
    mergeTagRecord(tagsManifest, expired, record);
}

/** Whether something read at `readAt` (ms since the epoch) under `tags` has expired since. */
export function expiredSince(tags: readonly string[], readAt: number): boolean {
  return isOutdated(tagsManifest, [...tags], readAt);
}
