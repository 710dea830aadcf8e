import 'server-only';

import {
  listItemReviewsRoute,
  listOrderReviewsRoute,
  listSupplierReviewsRoute,
  replyReviewRoute,
  saveReviewRoute,
} from '@/lib/api/routes/reviews';
import { listItemReviews } from '@/lib/server/reviews/list-item-reviews';
import { listOrderReviews } from '@/lib/server/reviews/list-order-reviews';
import { listSupplierReviews } from '@/lib/server/reviews/list-supplier-reviews';
import { replyToReview } from '@/lib/server/reviews/reply-to-review';
import { saveReview } from '@/lib/server/reviews/save-review';

import { createRouter } from '../router';

/** Reviews of delivered order lines (issue 21; spec 02 §3 "Review"). */
export const reviewsHandlers = createRouter()
  .openapi(saveReviewRoute, async (c) => {
    const { review, created } = await saveReview(
      c.var.ctx,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return created ? c.json(review, 201) : c.json(review, 200);
  })
  .openapi(listOrderReviewsRoute, async (c) =>
    c.json(await listOrderReviews(c.var.ctx, c.req.valid('param').id), 200),
  )
  .openapi(listItemReviewsRoute, async (c) => {
    const { slug, id } = c.req.valid('param');
    return c.json(await listItemReviews(c.var.ctx, slug, id, c.req.valid('query')), 200);
  })
  .openapi(listSupplierReviewsRoute, async (c) =>
    c.json(
      await listSupplierReviews(c.var.ctx, c.req.valid('param').id, c.req.valid('query')),
      200,
    ),
  )
  .openapi(replyReviewRoute, async (c) => {
    const { id, review } = c.req.valid('param');
    return c.json(await replyToReview(c.var.ctx, id, review, c.req.valid('json')), 200);
  });
