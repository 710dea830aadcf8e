import { z } from 'zod';

// Next keeps, per process, when each tag went stale and when it expired (its `tagsManifest`);
// every cached read and page checks its tags against it (next/dist/server/lib/incremental-cache).
// These helpers compute and merge those records the way Next's own file-system cache does, so the
// shared cache can copy a record made on one instance into every other instance's manifest.

/** A tag's record: when it went stale and when it expires (ms since the epoch). */
export const tagRecordSchema = z.object({
  stale: z.number().finite().optional(),
  expired: z.number().finite().optional(),
});

/**
 * The records `revalidateTag(tag, durations)` makes at `now`, as Next's FileSystemCache makes
 * them: with durations the tag is stale at once and expires after `durations.expire` seconds;
 * without them it expires at once.
 */
export function tagRecords(tags, durations, now) {
  const list = typeof tags === 'string' ? [tags] : tags;
  const record = durations
    ? {
        stale: now,
        ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}),
      }
    : { expired: now };
  return list.map((tag) => [tag, record]);
}

/**
 * Merges a record into a manifest, keeping the later time of each field: records arrive from
 * several instances in any order, and a tag never becomes fresher than a later expiry made it.
 */
export function mergeTagRecord(manifest, tag, record) {
  const current = manifest.get(tag) ?? {};
  const merged = { ...current };
  for (const field of ['stale', 'expired']) {
    const incoming = record[field];
    if (incoming !== undefined && !(current[field] >= incoming)) merged[field] = incoming;
  }
  manifest.set(tag, merged);
}

/**
 * Whether an entry written at `lastModified` under `tags` is no longer fresh by the manifest:
 * a tag went stale after it was written, or expired (by now) after it was written. The same
 * tests as Next's `areTagsStale` and `areTagsExpired`.
 */
export function isOutdated(manifest, tags, lastModified, now = Date.now()) {
  return tags.some((tag) => {
    const record = manifest.get(tag);
    if (!record) return false;
    if (typeof record.stale === 'number' && record.stale > lastModified) return true;
    return (
      typeof record.expired === 'number' && record.expired <= now && record.expired > lastModified
    );
  });
}
