import { createRoute } from '@hono/zod-openapi';

import { OrderParamSchema } from '../schemas/checkout';
import { ErrorSchema } from '../schemas/common';
import { ProductParamsSchema } from '../schemas/product';
import {
  ItemReviewsPageSchema,
  ItemReviewsQuerySchema,
  OrderReviewsSchema,
  ReplyReviewSchema,
  ReviewSchema,
  SaveReviewSchema,
  SupplierReviewParamSchema,
  SupplierReviewsPageSchema,
  SupplierReviewsParamSchema,
  SupplierReviewsQuerySchema,
} from '../schemas/reviews';
import {
  errorResponses,
  jsonBody,
  jsonContent,
  notFoundResponse,
  unauthorizedResponse,
} from './responses';
import { sessionOptional, signedIn } from './security';

export const saveReviewRoute = createRoute({
  operationId: 'saveOrderReview',
  method: 'put',
  path: '/orders/{id}/reviews',
  security: signedIn,
  tags: ['orders'],
  summary:
    'The customer rates one line of a delivered order (1–5 stars, title, text, photos); again to change it until the supplier answers',
  description:
    'The line is named by `product_id` and `variant`. Photos are uploaded first (`POST /api/gallery`, kind `review_photo`: JPEG, PNG or WebP up to 4 MB) and named by id. One review per order line: the first call writes it (201), later ones replace it (200).',
  request: { params: OrderParamSchema, body: jsonBody(SaveReviewSchema) },
  responses: {
    200: jsonContent(ReviewSchema, 'The review, changed'),
    201: jsonContent(ReviewSchema, 'The review, written'),
    ...unauthorizedResponse,
    403: jsonContent(ErrorSchema, "`forbidden`: only the order's customer rates it"),
    404: jsonContent(
      ErrorSchema,
      '`order_not_found` (also for anyone but its customer and supplier); `review_line_not_found`: no such line in the order',
    ),
    409: jsonContent(
      ErrorSchema,
      '`review_not_allowed`: the order is not delivered; `review_locked`: the supplier answered it already',
    ),
    ...errorResponses,
    422: jsonContent(
      ErrorSchema,
      "`validation_error` with `fields`; `review_photo_invalid`: a photo that is not one of the customer's review photos",
    ),
  },
});

export const listOrderReviewsRoute = createRoute({
  operationId: 'listOrderReviews',
  method: 'get',
  path: '/orders/{id}/reviews',
  security: signedIn,
  tags: ['orders'],
  summary:
    "Each line of an order with its review and the supplier's answer; its customer and its supplier's staff",
  request: { params: OrderParamSchema },
  responses: {
    200: jsonContent(OrderReviewsSchema, 'The lines and their reviews'),
    ...unauthorizedResponse,
    404: jsonContent(
      ErrorSchema,
      '`order_not_found` (also for anyone but its customer and supplier staff)',
    ),
    ...errorResponses,
  },
});

export const listItemReviewsRoute = createRoute({
  operationId: 'listItemReviews',
  method: 'get',
  path: '/shops/{slug}/products/{id}/reviews',
  security: sessionOptional,
  tags: ['products'],
  summary:
    "An item's reviews, newest first, with the average rating (one decimal) and their count; reviewers by first name",
  request: { params: ProductParamsSchema, query: ItemReviewsQuerySchema },
  responses: {
    200: jsonContent(ItemReviewsPageSchema, 'A page of reviews'),
    ...notFoundResponse,
    ...errorResponses,
  },
});

export const replyReviewRoute = createRoute({
  operationId: 'replyReview',
  method: 'put',
  path: '/suppliers/{id}/reviews/{review}/reply',
  security: signedIn,
  tags: ['suppliers'],
  summary:
    "The supplier's staff (owner, admin) answer a review of one of its items; again to change the answer",
  request: { params: SupplierReviewParamSchema, body: jsonBody(ReplyReviewSchema) },
  responses: {
    200: jsonContent(ReviewSchema, 'The review with its answer'),
    ...unauthorizedResponse,
    403: jsonContent(ErrorSchema, '`forbidden`: staff whose role may not answer reviews'),
    404: jsonContent(
      ErrorSchema,
      "`supplier_not_found` (no role on it); `review_not_found` (also another supplier's review)",
    ),
    ...errorResponses,
  },
});

export const listSupplierReviewsRoute = createRoute({
  operationId: 'listSupplierReviews',
  method: 'get',
  path: '/suppliers/{id}/reviews',
  security: signedIn,
  tags: ['suppliers'],
  summary:
    "Reviews of the supplier's items, those not answered first (its owner and staff who read its orders)",
  request: { params: SupplierReviewsParamSchema, query: SupplierReviewsQuerySchema },
  responses: {
    200: jsonContent(SupplierReviewsPageSchema, 'A page of reviews'),
    ...unauthorizedResponse,
    403: jsonContent(ErrorSchema, '`forbidden`: staff whose role may not read orders'),
    404: jsonContent(ErrorSchema, '`supplier_not_found` (no role on it)'),
    ...errorResponses,
  },
});
