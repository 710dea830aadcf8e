import { z } from 'zod';

import {
  RETURN_DECISIONS,
  RETURN_NOTES_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  RETURN_STATES,
} from '@/lib/domain/orders/returns';
import { CURRENCIES } from '@/lib/domain/vocabulary';

import { pagingQuery, RecordIdSchema, resultsPage } from './common';

/** `/orders/{id}/returns/{returnId}`. */
export const OrderReturnParamSchema = z.object({
  id: RecordIdSchema.meta({ param: { name: 'id', in: 'path' }, example: 'ord_demo_01' }),
  returnId: RecordIdSchema.meta({
    param: { name: 'returnId', in: 'path' },
    example: 'ret_demo_01',
  }),
});

const note = z.string().trim().max(RETURN_NOTES_MAX);

/**
 * `POST /orders/{id}/returns`: the customer's request. Photos are uploaded first to the gallery
 * (`POST /api/gallery`, kind `return_photo`: JPEG, PNG or WebP up to 4 MB) and named here by id.
 */
export const RequestReturnSchema = z
  .object({
    reason: z.enum(RETURN_REASONS),
    notes: note.default(''),
    photo_ids: z
      .array(RecordIdSchema)
      .max(RETURN_PHOTOS_MAX)
      .default([])
      .meta({ description: `Up to ${RETURN_PHOTOS_MAX} of the customer's own return photos` }),
  })
  .strict()
  .meta({ id: 'RequestReturn' });
export type RequestReturnInput = z.input<typeof RequestReturnSchema>;

/** `POST /orders/{id}/returns/{returnId}/decision`: the supplier staff's answer, which closes it. */
export const DecideReturnSchema = z
  .object({
    decision: z.enum(RETURN_DECISIONS),
    customer_note: note.optional().meta({ description: 'Shown to the customer' }),
    internal_note: note
      .optional()
      .meta({ description: "The supplier staff's own; never shown to the customer" }),
  })
  .strict()
  .meta({ id: 'DecideReturn' });
export type DecideReturnInput = z.input<typeof DecideReturnSchema>;

export const OrderReturnSchema = z
  .object({
    id: z.string().meta({ example: 'ret_6f1c2b0e-6a6e-4d0f-9a52-2d0c3c1b7e11' }),
    order_id: z.string(),
    state: z.enum(RETURN_STATES),
    reason: z.enum(RETURN_REASONS),
    notes: z.string(),
    photos: z.array(z.object({ id: z.string(), url: z.string() })),
    decision: z.enum(RETURN_DECISIONS).nullable(),
    customer_note: z.string().nullable(),
    internal_note: z
      .string()
      .nullable()
      .optional()
      .meta({ description: "Only in the supplier staff's answers" }),
    decided_at: z.iso.datetime({ offset: true }).nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'OrderReturn' });
export type OrderReturn = z.infer<typeof OrderReturnSchema>;

export const OrderReturnListSchema = z
  .object({
    results: z.array(OrderReturnSchema).meta({ description: 'Newest first' }),
    window_ends_at: z.iso.datetime({ offset: true }).nullable().meta({
      description:
        'The last instant a return may be requested (72 h after delivery); null before delivery',
    }),
    can_request: z.boolean().meta({
      description: 'Whether the viewer (the customer) may request a return now',
    }),
    refusal: z
      .enum([
        'return_not_possible_canceled',
        'return_time_limit_expired',
        'return_not_delivered',
        'return_already_open',
        'return_already_accepted',
      ])
      .nullable()
      .meta({ description: "Why the customer may not request one now (the refusal's code)" }),
  })
  .meta({ id: 'OrderReturnList' });
export type OrderReturnList = z.infer<typeof OrderReturnListSchema>;

/** `GET /shops/{slug}/returns`: the shop's return requests, all or those open or closed. */
export const ShopReturnsQuerySchema = z.object({
  ...pagingQuery(10, 50),
  state: z.enum(RETURN_STATES).optional(),
});
export type ShopReturnsQuery = z.infer<typeof ShopReturnsQuerySchema>;

/** A return request as the back office of the shop the order was placed in reads it. */
export const ShopReturnSchema = OrderReturnSchema.omit({ internal_note: true })
  .extend({
    order: z.object({
      id: z.string(),
      number: z.string().meta({ example: 'TD-000123' }),
      customer_name: z.string(),
      supplier_name: z.string(),
      total: z.number().int(),
      currency: z.enum(CURRENCIES),
    }),
  })
  .meta({ id: 'ShopReturn' });
export type ShopReturn = z.infer<typeof ShopReturnSchema>;

export const ShopReturnsPageSchema = resultsPage(ShopReturnSchema).meta({ id: 'ShopReturnsPage' });
export type ShopReturnsPage = z.infer<typeof ShopReturnsPageSchema>;
