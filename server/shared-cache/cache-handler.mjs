import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { logger } from '../logger.mjs';
import { LocalPageCache } from './local-page-cache.mjs';
import { sharedCacheSettings } from './settings.mjs';
import { SharedCacheStore } from './shared-cache-store.mjs';

// Next's per-process tag manifest, from the installed `next`: the very Map its cache checks every
// cached page and read against (its bundled runtimes require this same file).
const require = createRequire(import.meta.url);
const {
  tagsManifest,
} = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');

/** Next's default size of its in-memory layer, used when `cacheMaxMemorySize` is not passed. */
const DEFAULT_LOCAL_BYTES = 50 * 1024 * 1024;

// Next makes a handler per request; the connections and the local layer live once per process.
let sharedStore;

function storeFor(ctx) {
  const settings = sharedCacheSettings();
  if (!settings) return new LocalPageCache(ctx);
  sharedStore ??= new SharedCacheStore({
    ...settings,
    buildId: fs.readFileSync(path.join(ctx.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim(),
    maxLocalBytes: ctx.maxMemoryCacheSize || DEFAULT_LOCAL_BYTES,
    tagsManifest,
    log: logger,
  });
  return sharedStore;
}

/**
 * Next's `cacheHandler`, registered by next.config.ts when a production server starts: with
 * REDIS_URL the shared Redis cache of server/shared-cache/shared-cache-store.mjs; without it
 * Next's own cache with search results pages in memory only (local-page-cache.mjs).
 */
export default class TiendaCacheHandler {
  #store;

  constructor(ctx) {
    this.#store = storeFor(ctx);
  }

  get(key, ctx) {
    return this.#store.get(key, ctx);
  }

  set(key, data, ctx) {
    return this.#store.set(key, data, ctx);
  }

  revalidateTag(tags, durations) {
    return this.#store.expireTags(tags, durations);
  }

  resetRequestCache() {}
}
