import 'server-only';

import { randomUUID } from 'node:crypto';

import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';

import type { Review, SaveReviewSchema } from '@/lib/api/schemas/reviews';
import { orderLines, reviews } from '@/lib/db/schema';
import { mayEditReview, reviewRefusal } from '@/lib/domain/reviews/review-rules';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { requireOrderParty } from '../orders/order-access';
import { expireReviewedItem } from './expire-reviewed-item';
import { customerReviewPhotos } from './review-photos';
import { reviewView } from './review-view';

/**
 * The customer rates one line of their delivered order (spec 02 §3 "Review"): only its customer
 * (403 `forbidden` for its supplier's staff; 404 for anyone else), once it was delivered (409
 * `review_not_allowed`), one review per line — a second call replaces it until the supplier
 * answers (then 409 `review_locked`). Photos are the customer's own `review_photo` images. The
 * item's pages are expired so the review shows at once.
 */
export async function saveReview(
  ctx: ServiceContext,
  orderId: string,
  input: z.output<typeof SaveReviewSchema>,
): Promise<{ review: Review; created: boolean }> {
  const { order, customer } = await requireOrderParty(ctx, orderId);
  if (!customer) throw new ApiError('forbidden');
  const refusal = reviewRefusal(order.state);
  if (refusal) throw new ApiError(refusal);

  const lineKey = and(
    eq(orderLines.orderId, order.id),
    eq(orderLines.productId, input.product_id),
    eq(orderLines.variant, input.variant),
  );
  const [line] = await ctx.db
    .select({ productId: orderLines.productId })
    .from(orderLines)
    .where(lineKey)
    .limit(1);
  if (!line) throw new ApiError('review_line_not_found');
  const photos = await customerReviewPhotos(ctx.db, order.userId, input.photo_ids);
  const fields = { rating: input.rating, title: input.title, body: input.body, photos };

  const { row, created } = await ctx.db.transaction(async (tx) => {
    const [earlier] = await tx
      .select()
      .from(reviews)
      .where(
        and(
          eq(reviews.orderId, order.id),
          eq(reviews.productId, input.product_id),
          eq(reviews.variant, input.variant),
        ),
      )
      .for('update');
    if (earlier && !mayEditReview(earlier)) throw new ApiError('review_locked');
    // A first review written twice at once lands on the unique line key: the later one changes
    // it, unless the supplier answered meanwhile.
    const [saved] = await tx
      .insert(reviews)
      .values({
        id: `rev_${randomUUID()}`,
        orderId: order.id,
        productId: input.product_id,
        variant: input.variant,
        userId: order.userId,
        supplierId: order.supplierId,
        ...fields,
      })
      .onConflictDoUpdate({
        target: [reviews.orderId, reviews.productId, reviews.variant],
        set: { ...fields, updatedAt: new Date() },
        setWhere: isNull(reviews.reply),
      })
      .returning();
    if (!saved) throw new ApiError('review_locked');
    return { row: saved, created: !earlier };
  });
  expireReviewedItem(row.productId);
  return { review: reviewView(row), created };
}
