import { z } from 'zod';

import {
  ITEM_REVIEWS_PAGE_SIZE,
  REVIEW_BODY_MAX,
  REVIEW_PHOTOS_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_TITLE_MAX,
} from '@/lib/domain/reviews/review-rules';

import { pagingQuery, RecordIdSchema } from './common';

/** The order line a review is of: its item and combination (`''` for an item without variants). */
const lineKey = {
  product_id: RecordIdSchema.meta({ example: 'prd_demo_01' }),
  variant: z
    .string()
    .max(200)
    .default('')
    .meta({ description: "The line's combination; '' for none" }),
};

/**
 * `PUT /orders/{id}/reviews`: the customer's review of one line of a delivered order — written
 * the first time, replaced after (until the supplier answers it). Photos are uploaded first to
 * the gallery (`POST /api/gallery`, kind `review_photo`) and named here by id.
 */
export const SaveReviewSchema = z
  .object({
    ...lineKey,
    rating: z.number().int().min(1).max(5).meta({ description: '1 to 5 stars' }),
    title: z.string().trim().min(1).max(REVIEW_TITLE_MAX),
    body: z.string().trim().max(REVIEW_BODY_MAX).default(''),
    photo_ids: z
      .array(RecordIdSchema)
      .max(REVIEW_PHOTOS_MAX)
      .default([])
      .meta({ description: `Up to ${REVIEW_PHOTOS_MAX} of the customer's own review photos` }),
  })
  .strict()
  .meta({ id: 'SaveReview' });
export type SaveReviewInput = z.input<typeof SaveReviewSchema>;

/** `PUT /suppliers/{id}/reviews/{review}/reply`: the supplier's answer (replaces an earlier one). */
export const ReplyReviewSchema = z
  .object({ reply: z.string().trim().min(1).max(REVIEW_REPLY_MAX) })
  .strict()
  .meta({ id: 'ReplyReview' });
export type ReplyReviewInput = z.input<typeof ReplyReviewSchema>;

export const ReviewPhotoSchema = z.object({ id: z.string(), url: z.string() });

/** A review as the order's customer and its supplier's staff read it. */
export const ReviewSchema = z
  .object({
    id: z.string().meta({ example: 'rev_6f1c2b0e-6a6e-4d0f-9a52-2d0c3c1b7e11' }),
    order_id: z.string(),
    product_id: z.string(),
    variant: z.string(),
    rating: z.number().int().min(1).max(5),
    title: z.string(),
    body: z.string(),
    photos: z.array(ReviewPhotoSchema),
    reply: z.string().nullable(),
    replied_at: z.iso.datetime({ offset: true }).nullable(),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
    editable: z
      .boolean()
      .meta({ description: 'Whether its customer may still change it (not answered yet)' }),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof ReviewSchema>;

/** `GET /orders/{id}/reviews`: each line of the order with its review, if any. */
export const OrderReviewsSchema = z
  .object({
    lines: z.array(
      z.object({
        ...lineKey,
        variant: z.string(),
        name: z.string(),
        photo: z.string().nullable(),
        review: ReviewSchema.nullable(),
      }),
    ),
    can_review: z
      .boolean()
      .meta({ description: 'Whether the viewer (the customer) may write or change reviews now' }),
    refusal: z
      .enum(['review_not_allowed'])
      .nullable()
      .meta({ description: 'Why the order cannot be reviewed now (not delivered)' }),
  })
  .meta({ id: 'OrderReviews' });
export type OrderReviews = z.infer<typeof OrderReviewsSchema>;

/** `/shops/{slug}/products/{id}/reviews`. */
export const ItemReviewsQuerySchema = z.object(pagingQuery(ITEM_REVIEWS_PAGE_SIZE, 50));
export type ItemReviewsQuery = z.infer<typeof ItemReviewsQuerySchema>;

/** A review as anyone reads it on the item page: the reviewer by first name only. */
export const PublicReviewSchema = z
  .object({
    id: z.string(),
    rating: z.number().int().min(1).max(5),
    title: z.string(),
    body: z.string(),
    photos: z.array(ReviewPhotoSchema),
    author: z.string().nullable().meta({
      description: "The reviewer's first name and surname initial ('Ana G.'); never the e-mail",
      example: 'Ana G.',
    }),
    reply: z.string().nullable(),
    replied_at: z.iso.datetime({ offset: true }).nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'PublicReview' });
export type PublicReview = z.infer<typeof PublicReviewSchema>;

export const ItemReviewsPageSchema = z
  .object({
    average: z
      .number()
      .nullable()
      .meta({ description: 'Mean rating to one decimal; null with no reviews', example: 4.5 }),
    count: z.number().int().min(0),
    results: z.array(PublicReviewSchema).meta({ description: 'Newest first' }),
    matches_estimated: z.number().int().min(0),
  })
  .meta({ id: 'ItemReviewsPage' });
export type ItemReviewsPage = z.infer<typeof ItemReviewsPageSchema>;

/** A review of the supplier's (its reply form's answer). */
export const SupplierReviewParamSchema = z.object({
  id: RecordIdSchema.meta({ param: { name: 'id', in: 'path' }, example: 'sup_demo' }),
  review: RecordIdSchema.meta({ param: { name: 'review', in: 'path' } }),
});

/** `/suppliers/{id}/reviews`. */
export const SupplierReviewsParamSchema = z.object({
  id: RecordIdSchema.meta({ param: { name: 'id', in: 'path' }, example: 'sup_demo' }),
});

/** `GET /suppliers/{id}/reviews`: 10 a page, those not answered first. */
export const SUPPLIER_REVIEWS_PAGE_SIZE = 10;
export const SupplierReviewsQuerySchema = z.object(pagingQuery(SUPPLIER_REVIEWS_PAGE_SIZE, 50));
export type SupplierReviewsQuery = z.infer<typeof SupplierReviewsQuerySchema>;

/** A review of one of the supplier's items, with the line's name as bought. */
export const SupplierReviewSchema = ReviewSchema.extend({
  item_name: z.string(),
}).meta({ id: 'SupplierReview' });
export type SupplierReview = z.infer<typeof SupplierReviewSchema>;

export const SupplierReviewsPageSchema = z
  .object({
    results: z
      .array(SupplierReviewSchema)
      .meta({ description: 'Not answered first, then newest first' }),
    matches_estimated: z.number().int().min(0),
    unanswered: z.number().int().min(0).meta({ description: 'How many wait for an answer' }),
  })
  .meta({ id: 'SupplierReviewsPage' });
export type SupplierReviewsPage = z.infer<typeof SupplierReviewsPageSchema>;
