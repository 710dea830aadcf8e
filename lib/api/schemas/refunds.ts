import { z } from 'zod';

import { REFUND_METHODS, REFUND_NOTE_MAX, REFUND_STATES } from '@/lib/domain/orders/refunds';
import { CURRENCIES } from '@/lib/domain/vocabulary';

import { RecordIdSchema } from './common';

const MoneySchema = z.number().int().meta({ description: 'Minor units' });

/** A line whose units come back with the refund (their stock is given back when it succeeds). */
const RefundLineSchema = z
  .object({
    product_id: RecordIdSchema,
    variant: z.string().max(200).nullable().default(null),
    quantity: z.number().int().min(1).max(10_000),
  })
  .strict();

/**
 * `POST /orders/{id}/refunds` (spec 02 §3 "Refund"): how much to give back (minor units, never
 * above what remains), the return it settles, a note, and the units that come back to stock.
 */
export const IssueRefundSchema = z
  .object({
    amount: z.number().int().min(1).max(10_000_000_000).meta({ description: 'Minor units' }),
    return_id: RecordIdSchema.optional(),
    note: z.string().trim().max(REFUND_NOTE_MAX).default(''),
    lines: z.array(RefundLineSchema).max(100).default([]),
  })
  .strict()
  .meta({ id: 'IssueRefund' });
export type IssueRefundInput = z.input<typeof IssueRefundSchema>;
export type IssueRefund = z.output<typeof IssueRefundSchema>;

export const RefundSchema = z
  .object({
    id: z.string(),
    order_id: z.string(),
    return_id: z.string().nullable(),
    amount: MoneySchema,
    currency: z.enum(CURRENCIES),
    state: z.enum(REFUND_STATES),
    method: z.enum(REFUND_METHODS).meta({
      description: 'stripe or paypal: through the provider that took the payment; manual: by hand',
    }),
    failure_reason: z.string().nullable(),
    note: z.string(),
    lines: z.array(
      z.object({ product_id: z.string(), variant: z.string().nullable(), quantity: z.number() }),
    ),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Refund' });
export type Refund = z.infer<typeof RefundSchema>;

export const RefundListSchema = z
  .object({
    results: z.array(RefundSchema),
    refundable: MoneySchema.meta({
      description: 'What may still be refunded: the total less refunds pending or done',
    }),
    currency: z.enum(CURRENCIES),
  })
  .meta({ id: 'RefundList' });
export type RefundList = z.infer<typeof RefundListSchema>;
