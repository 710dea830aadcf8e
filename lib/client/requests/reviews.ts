import type { Review, ReplyReviewInput, SaveReviewInput } from '@/lib/api/schemas/reviews';
import { browserApiClient } from '@/lib/api/client';

import { authResult } from './auth-result';

/** The calls of reviews (issue 21): the customer's rating of a line, the supplier's answer. */
export const reviewRequests = {
  save: (orderId: string, json: SaveReviewInput) =>
    authResult<Review>(
      browserApiClient().api.orders[':id'].reviews.$put({ param: { id: orderId }, json }),
    ),
  reply: (supplierId: string, reviewId: string, json: ReplyReviewInput) =>
    authResult<Review>(
      browserApiClient().api.suppliers[':id'].reviews[':review'].reply.$put({
        param: { id: supplierId, review: reviewId },
        json,
      }),
    ),
};
