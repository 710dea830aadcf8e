import 'server-only';

import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';

import type { ReplyReviewSchema, Review } from '@/lib/api/schemas/reviews';
import { reviews } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { authorizeSupplier } from '../orders/supplier-access';
import { expireReviewedItem } from './expire-reviewed-item';
import { reviewView } from './review-view';

/**
 * The supplier's staff answer a review of one of its items (a role with `reviews.reply`: 403
 * `forbidden` for others; 404 `supplier_not_found` without a role). Another supplier's review is
 * 404 `review_not_found`. A second answer replaces the first. Once answered the customer may no
 * longer change the review. The item's pages are expired so the answer shows at once.
 */
export async function replyToReview(
  ctx: ServiceContext,
  supplierId: string,
  reviewId: string,
  input: z.output<typeof ReplyReviewSchema>,
): Promise<Review> {
  const { userId } = await authorizeSupplier(ctx, supplierId, 'reviews.reply');
  const [row] = await ctx.db
    .update(reviews)
    .set({ reply: input.reply, repliedBy: userId, repliedAt: new Date() })
    .where(and(eq(reviews.id, reviewId), eq(reviews.supplierId, supplierId)))
    .returning();
  if (!row) throw new ApiError('review_not_found');
  expireReviewedItem(row.productId);
  return reviewView(row);
}
