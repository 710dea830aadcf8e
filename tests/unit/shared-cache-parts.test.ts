// The parts of the shared cache (server/shared-cache) that need no Redis: the local layer, the tag
// records (checked against Next's own tag tests) and when next.config.ts registers the handler.
import { createRequire } from 'node:module';

import nextConfig from '@/next.config';
import { LocalEntries } from '@/server/shared-cache/local-entries.mjs';
import { CACHE_HANDLER_PATH } from '@/server/shared-cache/settings.mjs';
import type { TagRecord } from '@/server/shared-cache/shared-cache-store.mjs';
import { isOutdated, mergeTagRecord, tagRecords } from '@/server/shared-cache/tag-expirations.mjs';

const require = createRequire(import.meta.url);
const nextTags = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
  tagsManifest: Map<string, TagRecord>;
  areTagsExpired(tags: string[], timestamp: number): boolean;
  areTagsStale(tags: string[], timestamp: number): boolean;
};

describe('the local layer', () => {
  it('keeps the most recently used entries within its size', () => {
    const local = new LocalEntries<string>(100);
    local.set('a', 'A', 40);
    local.set('b', 'B', 40);
    expect(local.get('a')).toBe('A'); // a is now the most recently used
    local.set('c', 'C', 40);

    expect(local.get('b')).toBeUndefined();
    expect(local.get('a')).toBe('A');
    expect(local.get('c')).toBe('C');
  });

  it('does not keep an entry larger than itself, and a replaced entry frees its size', () => {
    const local = new LocalEntries<string>(100);
    local.set('huge', 'H', 101);
    expect(local.get('huge')).toBeUndefined();

    local.set('a', 'A1', 90);
    local.set('a', 'A2', 10);
    local.set('b', 'B', 90);
    expect(local.get('a')).toBe('A2');
    expect(local.get('b')).toBe('B');
  });
});

describe('tag records', () => {
  afterEach(() => nextTags.tagsManifest.clear());

  it("expire and go stale exactly as Next's own checks say", () => {
    const now = Date.now();
    const cases: [string, TagRecord][] = [
      ...tagRecords(['expired-now'], undefined, now - 10),
      ...tagRecords('expire-0', { expire: 0 }, now - 10),
      ...tagRecords(['stale-for-an-hour'], { expire: 3600 }, now - 10),
      ['expires-later', { expired: now + 60_000 }],
    ];
    const ours = new Map<string, TagRecord>();
    for (const [tag, record] of cases) {
      mergeTagRecord(ours, tag, record);
      nextTags.tagsManifest.set(tag, record);
    }
    for (const [tag] of cases)
      for (const writtenAt of [now - 1_000, now - 10, now - 5, now + 1_000]) {
        const next =
          nextTags.areTagsExpired([tag], writtenAt) || nextTags.areTagsStale([tag], writtenAt);
        expect(isOutdated(ours, [tag], writtenAt, now), `${tag} at ${writtenAt - now}`).toBe(next);
      }
  });

  it('merging keeps the later time of each field, in whatever order records arrive', () => {
    const manifest = new Map<string, TagRecord>();
    mergeTagRecord(manifest, 'shop:demo', { stale: 200, expired: 500 });
    mergeTagRecord(manifest, 'shop:demo', { stale: 100, expired: 900 });
    mergeTagRecord(manifest, 'shop:demo', { expired: 300 });

    expect(manifest.get('shop:demo')).toEqual({ stale: 200, expired: 900 });
  });
});

describe('registering the shared cache', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('only when a production server starts, with REDIS_URL or without, so builds and dev never bundle it', () => {
    for (const url of ['redis://127.0.0.1:6379', '']) {
      vi.stubEnv('REDIS_URL', url);
      expect(nextConfig('phase-production-server').cacheHandler).toBe(CACHE_HANDLER_PATH);
      expect(nextConfig('phase-production-build').cacheHandler).toBeUndefined();
      expect(nextConfig('phase-development-server').cacheHandler).toBeUndefined();
    }
  });

  it('a malformed REDIS_URL stops the build and the start', () => {
    vi.stubEnv('REDIS_URL', 'http://127.0.0.1:6379');
    for (const phase of ['phase-production-build', 'phase-production-server'])
      expect(() => nextConfig(phase)).toThrow(/REDIS_URL must be a redis/);
  });
});
