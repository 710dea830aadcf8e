import 'server-only';

import { unstable_cache } from 'next/cache';

import { failed, isNotFound } from '../http/api-answer';
import { serverApiClient } from '../http/in-process-client';
import { cacheTags, STOREFRONT_REVALIDATE_SECONDS } from '../cache-tags';

/**
 * One page of the franchises a shop lists (`{base}franquicias`), newest first; null for an
 * unknown shop. Cached per shop and page like the catalogue reads, under the shop's tag and its
 * franchises tag (expired when its admins add or remove one).
 */
export function readShopFranchises(slug: string, page: { offset: number; limit: number }) {
  const query = { offset: String(page.offset), limit: String(page.limit) };
  return unstable_cache(
    async () => {
      const res = await serverApiClient().api.shops[':slug'].franchises.$get({
        param: { slug },
        query,
      });
      if (isNotFound(res)) return null;
      if (!res.ok) failed('franchise list', res.status);
      return res.json();
    },
    ['storefront-franchises', slug, query.offset, query.limit],
    {
      tags: [cacheTags.shop(slug), cacheTags.shopFranchises(slug)],
      revalidate: STOREFRONT_REVALIDATE_SECONDS,
    },
  )();
}
