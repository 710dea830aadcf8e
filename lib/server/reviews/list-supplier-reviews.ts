import 'server-only';

import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';

import type { SupplierReviewsPage, SupplierReviewsQuery } from '@/lib/api/schemas/reviews';
import { orderLines, reviews } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { authorizeSupplier } from '../orders/supplier-access';
import { reviewView } from './review-view';

/**
 * The reviews of a supplier's items for its staff who read its orders (`orders.read`; 404
 * `supplier_not_found` without a role): those waiting for an answer first, then newest first.
 */
export async function listSupplierReviews(
  ctx: ServiceContext,
  supplierId: string,
  query: SupplierReviewsQuery,
): Promise<SupplierReviewsPage> {
  await authorizeSupplier(ctx, supplierId, 'orders.read');
  const ofSupplier = eq(reviews.supplierId, supplierId);
  const [totals, waiting, rows] = await Promise.all([
    ctx.db.select({ count: count() }).from(reviews).where(ofSupplier),
    ctx.db
      .select({ count: count() })
      .from(reviews)
      .where(and(ofSupplier, isNull(reviews.reply))),
    ctx.db
      .select({ review: reviews, name: orderLines.name })
      .from(reviews)
      .innerJoin(
        orderLines,
        and(
          eq(orderLines.orderId, reviews.orderId),
          eq(orderLines.productId, reviews.productId),
          eq(orderLines.variant, reviews.variant),
        ),
      )
      .where(ofSupplier)
      .orderBy(sql`(${reviews.reply} is null) desc`, desc(reviews.createdAt), desc(reviews.id))
      .offset(query.offset)
      .limit(query.limit),
  ]);
  return {
    results: rows.map((row) => ({ ...reviewView(row.review), item_name: row.name })),
    matches_estimated: totals[0]?.count ?? 0,
    unanswered: waiting[0]?.count ?? 0,
  };
}
