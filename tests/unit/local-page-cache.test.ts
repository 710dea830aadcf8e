import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { listViewRewrite } from '@/lib/domain/paths/list-views';
import TiendaCacheHandler from '@/server/shared-cache/cache-handler.mjs';
import { isSearchViewKey } from '@/server/shared-cache/search-views.mjs';

// Next's own file methods, as its server hands them to a cache handler.
const require = createRequire(import.meta.url);
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js');

/** A route-cache key as Next writes it for the page at `pagePath`. */
const keyOf = (pagePath: string) => `/route-cache/APP_PAGE/0f0f/$${pagePath}`;
const LIST = '/es/s/path/auto/demo/productos';
const searchKey = (text: string) =>
  keyOf(listViewRewrite(LIST, new URLSearchParams({ search: text }))!);

/** A rendered page of about `bytes` bytes, tagged like a type list. */
function page(html: string, bytes = 1_000) {
  return {
    kind: 'APP_PAGE',
    html: html.padEnd(bytes, ' '),
    rscData: Buffer.from('0:{}'),
    headers: { 'x-next-cache-tags': 'shop:demo,shop:demo:products' },
    status: 200,
    postponed: undefined,
    segmentData: undefined,
  };
}
const SET = { cacheControl: { revalidate: 300, expire: 31_536_000 }, isFallback: false };
const GET = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false };

// The handler Next is given (next.config.ts), as a server without REDIS_URL makes it per request.
describe('the page cache without Redis', () => {
  let distDir: string;
  let cache: TiendaCacheHandler;
  const files = () => fs.readdirSync(path.join(distDir, 'server'), { recursive: true }).map(String);

  beforeEach(() => {
    vi.stubEnv('REDIS_URL', '');
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-'));
    fs.mkdirSync(path.join(distDir, 'server'));
    cache = new TiendaCacheHandler({
      fs: nodeFs,
      dev: false,
      flushToDisk: true,
      serverDistDir: path.join(distDir, 'server'),
      revalidatedTags: [],
      // Next's memory layer is one per process: the first handler sets its size (~60 pages here).
      maxMemoryCacheSize: 64 * 1024,
    });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('keeps a list page in a file, as Next does, and a search results page in memory only', async () => {
    await cache.set(keyOf(`${LIST}/2`), page('list page 2'), SET);
    await cache.set(searchKey('café'), page('results for café'), SET);

    expect(files().some((file) => file.endsWith('productos/2.html'))).toBe(true);
    expect(files().some((file) => file.includes('~'))).toBe(false);
    const hit = (await cache.get(searchKey('café'), GET)) as { value: { html: string } } | null;
    expect(hit?.value.html).toContain('results for café');
  });

  it('drops a cached search results page when a tag it carries expires', async () => {
    await cache.set(searchKey('taza'), page('results for taza'), SET);
    expect(await cache.get(searchKey('taza'), GET)).not.toBeNull();
    // Entries written in the same millisecond as the expiry still count as before it.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.revalidateTag(['shop:demo:products']);
    expect(await cache.get(searchKey('taza'), GET)).toBeNull();
  });

  it('forgets the least recently used search pages once its memory is full, and never fills the disk', async () => {
    for (let i = 0; i < 200; i++) await cache.set(searchKey(`texto ${i}`), page(`r${i}`), SET);
    expect(await cache.get(searchKey('texto 0'), GET)).toBeNull();
    expect(await cache.get(searchKey('texto 199'), GET)).not.toBeNull();
    expect(files()).toEqual([]);
  });
});

describe('which cache keys are search results pages', () => {
  it('knows the views the middleware writes for searches, and only those', () => {
    const shop = '/es/s/path/auto/demo';
    const view = (pagePath: string, query: string) =>
      listViewRewrite(`${shop}/${pagePath}`, new URLSearchParams(query))!;
    expect(isSearchViewKey(keyOf(view('productos', 'search=caf&page=3')))).toBe(true);
    expect(isSearchViewKey(keyOf(`${shop}/catalogos-vista/2~Y2Fm/ropa`))).toBe(true);
    expect(isSearchViewKey(keyOf(view('productos', 'page=3&sort=-list_price')))).toBe(false);
    expect(isSearchViewKey(keyOf(`${shop}/catalogos-vista/2/ropa`))).toBe(false);
    expect(isSearchViewKey(keyOf(shop))).toBe(false);
    expect(isSearchViewKey(keyOf(`${shop}/productos/sup_cafe/prd_1`))).toBe(false);
  });
});
