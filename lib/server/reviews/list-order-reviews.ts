import 'server-only';

import { asc, eq } from 'drizzle-orm';

import type { OrderReviews } from '@/lib/api/schemas/reviews';
import { orderLines, reviews } from '@/lib/db/schema';
import { reviewRefusal } from '@/lib/domain/reviews/review-rules';

import type { ServiceContext } from '../context';
import { requireOrderParty } from '../orders/order-access';
import { reviewView } from './review-view';

const keyOf = (line: { productId: string; variant: string }) =>
  `${line.productId}\u0000${line.variant}`;

/**
 * Each line of an order with its review (and the supplier's answer), and whether its customer
 * may rate now. Its customer and its supplier's staff read it (404 for anyone else).
 */
export async function listOrderReviews(
  ctx: ServiceContext,
  orderId: string,
): Promise<OrderReviews> {
  const { order, customer } = await requireOrderParty(ctx, orderId);
  const [lines, rows] = await Promise.all([
    ctx.db
      .select({
        productId: orderLines.productId,
        variant: orderLines.variant,
        name: orderLines.name,
        photo: orderLines.photo,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.name), asc(orderLines.variant)),
    ctx.db.select().from(reviews).where(eq(reviews.orderId, order.id)),
  ]);
  const byLine = new Map(rows.map((row) => [keyOf(row), row]));
  const refusal = reviewRefusal(order.state);
  return {
    lines: lines.map((line) => {
      const review = byLine.get(keyOf(line));
      return {
        product_id: line.productId,
        variant: line.variant,
        name: line.name,
        photo: line.photo,
        review: review ? reviewView(review) : null,
      };
    }),
    can_review: customer && refusal === null,
    refusal,
  };
}
