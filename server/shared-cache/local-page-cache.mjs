import { createRequire } from 'node:module';

import { isSearchViewKey } from './search-views.mjs';

// Next's own cache handler, from the installed `next`: what serves pages when none is registered.
const require = createRequire(import.meta.url);
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

/**
 * The page and data cache of an instance without Redis: Next's own (a bounded in-memory layer in
 * front of files under the build folder), except for search results pages, which are kept in the
 * memory layer only. Next writes every cached page to a file and never removes one, and a
 * visitor can ask for any search text (search-views.mjs); in memory they share Next's LRU
 * (`cacheMaxMemorySize`, 50 MB by default) and the least recently used page leaves first.
 */
export class LocalPageCache {
  #files;
  #memoryOnly;

  constructor(ctx) {
    this.#files = new FileSystemCache(ctx);
    // The same class shares one memory layer and Next's tag manifest; this one writes no files.
    this.#memoryOnly = new FileSystemCache({ ...ctx, flushToDisk: false });
  }

  #cacheFor(key) {
    return isSearchViewKey(key) ? this.#memoryOnly : this.#files;
  }

  get(key, ctx) {
    return this.#cacheFor(key).get(key, ctx);
  }

  set(key, data, ctx) {
    return this.#cacheFor(key).set(key, data, ctx);
  }

  /** `revalidateTag`, as the shared store names it (cache-handler.mjs calls either). */
  expireTags(tags, durations) {
    return this.#files.revalidateTag(tags, durations);
  }
}
