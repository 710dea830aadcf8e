import 'server-only';

import type { PublicReview, Review } from '@/lib/api/schemas/reviews';
import type { reviews } from '@/lib/db/schema';
import { mayEditReview, reviewerName } from '@/lib/domain/reviews/review-rules';

type ReviewRow = typeof reviews.$inferSelect;

/** A review as its customer and its supplier's staff read it. */
export function reviewView(row: ReviewRow): Review {
  return {
    id: row.id,
    order_id: row.orderId,
    product_id: row.productId,
    variant: row.variant,
    rating: row.rating,
    title: row.title,
    body: row.body,
    photos: row.photos,
    reply: row.reply,
    replied_at: row.repliedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    editable: mayEditReview(row),
  };
}

/** A review as anyone reads it: the reviewer by first name only (`reviewerName`). */
export function publicReviewView(row: ReviewRow, fullName: string | null): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    photos: row.photos,
    author: reviewerName(fullName),
    reply: row.reply,
    replied_at: row.repliedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
