import 'server-only';

import { unstable_cache } from 'next/cache';

import { failed, isNotFound } from '../http/api-answer';
import { serverApiClient } from '../http/in-process-client';
import { cacheTags, STOREFRONT_REVALIDATE_SECONDS } from '../cache-tags';
import { readShopCatalogues } from '../storefront/catalogue-reads';

/**
 * What a shop's sitemap reads, through the typed API client (in-process), cached per shop like
 * the storefront reads. The listing index is read in chunks small enough for Next's data cache
 * (an entry over 2 MB is not cached; 10,000 entries are about 1 MB).
 */
export const LISTING_INDEX_CHUNK = 10_000;

const CATALOGUE_PAGE = 100;
/** Enough for any real shop; a sitemap never loops without end on a misbehaving answer. */
const MAX_CATALOGUE_PAGES = 100;

/** One chunk of a shop's public listing index (`limit` ≤ LISTING_INDEX_CHUNK); null for an unknown shop. */
export function readListingIndex(slug: string, offset: number, limit = LISTING_INDEX_CHUNK) {
  const query = { offset: String(offset), limit: String(Math.min(limit, LISTING_INDEX_CHUNK)) };
  return unstable_cache(
    async () => {
      const res = await serverApiClient().api.shops[':slug']['listing-index'].$get({
        param: { slug },
        query,
      });
      if (isNotFound(res)) return null;
      if (!res.ok) failed('listing index', res.status);
      return res.json();
    },
    ['seo-listing-index', slug, query.offset, query.limit],
    {
      tags: [cacheTags.shop(slug), cacheTags.shopProducts(slug)],
      revalidate: STOREFRONT_REVALIDATE_SECONDS,
    },
  )();
}

/** The items of the listing index from `offset`, `limit` of them, read chunk by chunk. */
export async function readListingRange(slug: string, offset: number, limit: number) {
  const entries = [];
  for (let at = offset; at < offset + limit; at += LISTING_INDEX_CHUNK) {
    const page = await readListingIndex(
      slug,
      at,
      Math.min(LISTING_INDEX_CHUNK, offset + limit - at),
    );
    if (!page) return null;
    entries.push(...page.results);
    if (page.results.length < LISTING_INDEX_CHUNK) break;
  }
  return entries;
}

/** Every catalogue of a shop (slug and last change), in their order; null for an unknown shop. */
export async function readAllCatalogues(slug: string) {
  const all: Array<{ slug: string; updated_at: string }> = [];
  for (let page = 0; page < MAX_CATALOGUE_PAGES; page++) {
    const answer = await readShopCatalogues(slug, {
      offset: page * CATALOGUE_PAGE,
      limit: CATALOGUE_PAGE,
    });
    if (!answer) return null;
    all.push(...answer.results.map((c) => ({ slug: c.slug, updated_at: c.updated_at })));
    if (answer.results.length < CATALOGUE_PAGE || all.length >= answer.matches_estimated) break;
  }
  return all;
}
