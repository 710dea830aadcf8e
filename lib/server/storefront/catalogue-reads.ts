import 'server-only';

import { unstable_cache } from 'next/cache';

import { failed, isNotFound } from '../http/api-answer';
import { serverApiClient } from '../http/in-process-client';
import { cacheTags, STOREFRONT_REVALIDATE_SECONDS } from '../cache-tags';
import { tagRenderedPage } from './page-tags';

/**
 * Catalogue reads of the storefront pages, through the typed API client (in-process), cached per
 * shop like storefront-reads.ts. A search inside a catalogue is read uncached: its text comes
 * from the visitor, and caching every text typed would fill the data cache with one-off entries;
 * its page is kept instead, in the page cache's bounded memory (lib/domain/paths/list-views.ts),
 * tagged like the catalogue's other pages.
 */

/** The API caps catalogue search text at 100 characters and lower-cases it. */
export function normalizeCatalogueSearch(text: string | undefined): string {
  return (text ?? '').trim().slice(0, 100).trim().toLowerCase();
}

/**
 * The tags of the list of catalogues: any catalogue write (renamed, added, moved, deleted, items
 * added or removed) expires the shop's; an item retired by its supplier leaves every catalogue
 * (their counts change) and expires the shop's products.
 */
export function catalogueListTags(slug: string): string[] {
  return [cacheTags.shop(slug), cacheTags.shopProducts(slug)];
}

/**
 * The tags of a catalogue's page, by the key its URL names: catalogue writes expire the shop's, an
 * edit to one of its items the shop's products (lib/server/supplier-products/expire-item-pages.ts).
 * The pages that show them are cached with them (Next tags a page with its reads' tags).
 */
export function catalogueTags(slug: string, catalogue: string): string[] {
  return [cacheTags.shop(slug), cacheTags.shopProducts(slug), cacheTags.catalogue(slug, catalogue)];
}

/** One page of a shop's catalogues in their order; null for an unknown shop. */
export function readShopCatalogues(slug: string, page: { offset: number; limit: number }) {
  const query = { offset: String(page.offset), limit: String(page.limit) };
  return unstable_cache(
    async () => {
      const res = await serverApiClient().api.shops[':slug'].catalogues.$get({
        param: { slug },
        query,
      });
      if (isNotFound(res)) return null;
      if (!res.ok) failed('catalogue list', res.status);
      return res.json();
    },
    ['storefront-catalogues', slug, query.offset, query.limit],
    { tags: catalogueListTags(slug), revalidate: STOREFRONT_REVALIDATE_SECONDS },
  )();
}

/**
 * A catalogue (by id or slug, as the URL names it) with one page of its products, optionally
 * narrowed by a search text; null for an unknown shop or catalogue. Tagged as `catalogueTags` says.
 */
export function readShopCatalogue(
  slug: string,
  catalogue: string,
  page: { offset: number; limit: number; text?: string },
) {
  const text = normalizeCatalogueSearch(page.text);
  const query = {
    offset: String(page.offset),
    limit: String(page.limit),
    ...(text ? { text } : {}),
  };
  const read = async () => {
    const res = await serverApiClient().api.shops[':slug'].catalogues[':catalogue'].$get({
      // The typed client puts path params in as they are.
      param: { slug, catalogue: encodeURIComponent(catalogue) },
      query,
    });
    if (isNotFound(res)) return null;
    if (!res.ok) failed('catalogue read', res.status);
    return res.json();
  };
  if (text) return tagRenderedPage(catalogueTags(slug, catalogue)).then(read);
  return unstable_cache(
    read,
    ['storefront-catalogue', slug, catalogue, query.offset, query.limit],
    { tags: catalogueTags(slug, catalogue), revalidate: STOREFRONT_REVALIDATE_SECONDS },
  )();
}
