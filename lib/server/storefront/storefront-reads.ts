import 'server-only';

import { unstable_cache } from 'next/cache';
import { cache } from 'react';

import type { ProductListQuery } from '@/lib/api/schemas/product';

import { failed, isNotFound } from '../http/api-answer';
import { serverApiClient } from '../http/in-process-client';
import { cacheTags, STOREFRONT_REVALIDATE_SECONDS } from '../cache-tags';

/**
 * What storefront pages read, through the typed API client (in-process), cached per shop for
 * anonymous visitors. Viewer-specific parts (cart, admin affordances) are islands, not cached here.
 */

/** React's `cache` dedupes the layout's, the page's and the metadata's reads within a request. */
export const readShop = cache((slug: string) =>
  unstable_cache(
    async () => {
      const res = await serverApiClient().api.shops[':slug'].$get({ param: { slug }, query: {} });
      if (isNotFound(res)) return null;
      if (!res.ok) failed('shop read', res.status);
      return res.json();
    },
    ['storefront-shop', slug],
    { tags: [cacheTags.shop(slug)], revalidate: STOREFRONT_REVALIDATE_SECONDS },
  )(),
);

export function readShopProducts(slug: string, query: Partial<ProductListQuery>) {
  const q = {
    type: query.type ?? 'product',
    sort: query.sort ?? 'queue_position',
    offset: String(query.offset ?? 0),
    limit: String(query.limit ?? 36),
  };
  return unstable_cache(
    async () => {
      const res = await serverApiClient().api.shops[':slug'].products.$get({
        param: { slug },
        query: q,
      });
      if (isNotFound(res)) return null;
      if (!res.ok) failed('product list', res.status);
      return res.json();
    },
    ['storefront-products', slug, q.type, q.sort, q.offset, q.limit],
    {
      tags: [cacheTags.shop(slug), cacheTags.shopProducts(slug)],
      revalidate: STOREFRONT_REVALIDATE_SECONDS,
    },
  )();
}

export function readShopProduct(slug: string, id: string) {
  return unstable_cache(
    async () => {
      const res = await serverApiClient().api.shops[':slug'].products[':id'].$get({
        param: { slug, id },
      });
      if (isNotFound(res)) return null;
      if (!res.ok) failed('product read', res.status);
      return res.json();
    },
    ['storefront-product', slug, id],
    {
      tags: [cacheTags.shop(slug), cacheTags.product(id)],
      revalidate: STOREFRONT_REVALIDATE_SECONDS,
    },
  )();
}
