import 'server-only';

import { unstable_cache } from 'next/cache';

import type { ItemReviewsPage } from '@/lib/api/schemas/reviews';
import { ITEM_REVIEWS_PAGE_SIZE } from '@/lib/domain/reviews/review-rules';

import { cacheTags, STOREFRONT_REVALIDATE_SECONDS } from '../cache-tags';
import { failed } from '../http/api-answer';
import { serverApiClient } from '../http/in-process-client';

/**
 * The latest reviews of an item and its average, as its page shows them: cached with the item
 * (`product:<id>`, expired by every saved review and answer) for anonymous visitors. Null when
 * the read fails, so the page still shows the item.
 */
export async function readItemReviews(
  slug: string,
  productId: string,
): Promise<ItemReviewsPage | null> {
  try {
    return await unstable_cache(
      async () => {
        const res = await serverApiClient().api.shops[':slug'].products[':id'].reviews.$get({
          param: { slug, id: productId },
          query: { offset: '0', limit: String(ITEM_REVIEWS_PAGE_SIZE) },
        });
        if (!res.ok) failed('item reviews read', res.status);
        return (await res.json()) as ItemReviewsPage;
      },
      ['storefront-item-reviews', slug, productId],
      {
        tags: [cacheTags.shop(slug), cacheTags.product(productId)],
        revalidate: STOREFRONT_REVALIDATE_SECONDS,
      },
    )();
  } catch (error) {
    console.error('[reviews] item reviews read failed', error);
    return null;
  }
}
