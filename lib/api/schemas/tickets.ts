import { z } from 'zod';

import { ATTENDANT_NAME_MAX, ATTENDANTS_PAGE_SIZE } from '@/lib/domain/tickets/ticket-rules';

import { pagingQuery, RecordIdSchema } from './common';

/** `/orders/{id}/attendants/{aid}`: an order and one of its tickets (one seat). */
export const AttendantParamSchema = z.object({
  id: RecordIdSchema.meta({ param: { name: 'id', in: 'path' }, example: 'ord_demo_01' }),
  aid: RecordIdSchema.meta({ param: { name: 'aid', in: 'path' }, example: 'tkt_demo_01' }),
});

/** `GET /orders/{id}/attendants`: offset 0, limit 10 (spec 02 §7, §9). */
export const AttendantsQuerySchema = z.object(pagingQuery(ATTENDANTS_PAGE_SIZE, 50));
export type AttendantsQuery = z.infer<typeof AttendantsQuerySchema>;

/**
 * `PATCH /orders/{id}/attendants/{aid}`: who attends the seat. An empty text clears the field; a
 * field left out stays as it is.
 */
export const UpdateAttendantSchema = z
  .object({
    attendant_name: z.string().trim().max(ATTENDANT_NAME_MAX).optional(),
    attendant_email: z.union([z.literal(''), z.email().max(254)]).optional(),
  })
  .strict()
  .meta({ id: 'UpdateAttendant' });
export type UpdateAttendantInput = z.input<typeof UpdateAttendantSchema>;

/** One seat of an experience bought in the order (spec 02 §3 "Experience ticket"). */
export const AttendantSchema = z
  .object({
    id: z.string().meta({ example: 'tkt_6f1c2b0e-6a6e-4d0f-9a52-2d0c3c1b7e11' }),
    /** Its place among the order's tickets, 1…: names its PDF. */
    position: z.number().int().min(1),
    seat: z.number().int().min(1),
    product_id: z.string(),
    product_name: z.string(),
    variant: z.string().nullable(),
    experience_date: z.iso.datetime({ offset: true }).nullable(),
    experience_place: z.string().nullable(),
    attendant_name: z.string().nullable(),
    attendant_email: z.string().nullable(),
    used: z.boolean(),
    used_at: z.iso.datetime({ offset: true }).nullable(),
    canceled: z.boolean(),
    reason: z.string().nullable(),
    code: z.string().nullable().meta({
      description:
        "The secret the ticket's QR carries: shown to the order's customer only (null for the supplier's staff)",
    }),
  })
  .meta({ id: 'Attendant' });
export type Attendant = z.infer<typeof AttendantSchema>;

export const AttendantsPageSchema = z
  .object({
    results: z.array(AttendantSchema),
    total: z.number().int().min(0),
    /**
     * Experiences of the order that were over when it was paid: no ticket for them ("cannot
     * create ticket for an ended experience").
     */
    ended_experiences: z.array(z.object({ product_id: z.string(), name: z.string() })),
  })
  .meta({ id: 'AttendantsPage' });
export type AttendantsPage = z.infer<typeof AttendantsPageSchema>;
