import 'server-only';

import { unstable_cache } from 'next/cache';

import { failed, isNotFound } from '../http/api-answer';
import { serverApiClient } from '../http/in-process-client';
import { cacheTags, STOREFRONT_REVALIDATE_SECONDS } from '../cache-tags';

/** The shop's top categories (most listed items first), cached per shop; [] for an unknown shop. */
export function readShopTopCategories(slug: string, limit = 5) {
  return unstable_cache(
    async () => {
      const res = await serverApiClient().api.shops[':slug'].categories.$get({
        param: { slug },
        query: { limit: String(limit) },
      });
      if (isNotFound(res)) return [];
      if (!res.ok) failed('category list', res.status);
      return (await res.json()).results;
    },
    ['storefront-top-categories', slug, String(limit)],
    {
      tags: [cacheTags.shop(slug), cacheTags.shopProducts(slug)],
      revalidate: STOREFRONT_REVALIDATE_SECONDS,
    },
  )();
}
