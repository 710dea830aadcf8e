import 'server-only';

import { and, count, desc, eq, sum } from 'drizzle-orm';

import type { ItemReviewsPage, ItemReviewsQuery } from '@/lib/api/schemas/reviews';
import { products, reviews, storeListings, users } from '@/lib/db/schema';
import { averageRating } from '@/lib/domain/reviews/review-rules';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { visibleToViewer } from '../products/product-columns';
import { requireShopView } from '../shops/get-shop-by-slug';
import { publicReviewView } from './review-view';

/**
 * An item's reviews as its page shows them, newest first, with their average (one decimal) and
 * count — for an item the shop lists and the viewer may see (404 `product_not_found` otherwise).
 * A review is of the item wherever it was bought, so every shop listing it shows them all.
 */
export async function listItemReviews(
  ctx: ServiceContext,
  slug: string,
  productId: string,
  query: ItemReviewsQuery,
): Promise<ItemReviewsPage> {
  const { listingShopId, admin } = await requireShopView(ctx, slug);
  const [listed] = await ctx.db
    .select({ id: products.id })
    .from(storeListings)
    .innerJoin(products, eq(products.id, storeListings.productId))
    .where(
      and(
        eq(storeListings.shopId, listingShopId),
        eq(storeListings.productId, productId),
        visibleToViewer(admin),
      ),
    )
    .limit(1);
  if (!listed) throw new ApiError('product_not_found');

  const [totals, rows] = await Promise.all([
    ctx.db
      .select({ count: count(), sum: sum(reviews.rating) })
      .from(reviews)
      .where(eq(reviews.productId, productId)),
    ctx.db
      .select({ review: reviews, fullName: users.fullName })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.productId, productId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .offset(query.offset)
      .limit(query.limit),
  ]);
  const total = totals[0]?.count ?? 0;
  return {
    average: averageRating(Number(totals[0]?.sum ?? 0), total),
    count: total,
    results: rows.map((row) => publicReviewView(row.review, row.fullName)),
    matches_estimated: total,
  };
}
