import { z } from 'zod';

import { CURRENCIES, DELIVERY_TYPES, ORDER_STATES, PAYMENT_TYPES } from '@/lib/domain/vocabulary';

import { OrderLineSchema } from './checkout';

const MoneySchema = z.number().int().meta({ description: 'Minor units' });

/**
 * A supplier's receipt of a paid order (spec 02 §7 "Generate receipt", §3 "Purchase order (label
 * view)"): its number in the supplier's sequence, when it was issued, who sold to whom, and the
 * order's lines and totals as they were fixed when it was placed.
 */
export const ReceiptSchema = z
  .object({
    number: z
      .number()
      .int()
      .min(1)
      .meta({ description: "The receipt's number: 1, 2, 3… per supplier, in the order issued" }),
    issued_at: z.string().meta({ description: 'ISO time of issue' }),
    order_id: z.string(),
    order_number: z.string().meta({ example: 'TD-000123' }),
    order_state: z.enum(ORDER_STATES).meta({
      description:
        "The order's state now (a receipt stays readable if the order is cancelled later)",
    }),
    order_created_at: z.string().meta({ description: 'ISO time the order was placed' }),
    paid_at: z.string().nullable().meta({
      description:
        'ISO time the payment was confirmed (null for an order paid before it was recorded)',
    }),
    supplier: z.object({ id: z.string(), name: z.string() }),
    store: z.object({ slug: z.string(), name: z.string() }),
    customer: z.object({ name: z.string() }),
    currency: z.enum(CURRENCIES),
    payment_type: z.enum(PAYMENT_TYPES),
    instalments: z.number().int().nullable().optional().meta({
      description: 'Card instalments: the meses sin intereses the order is paid in; null at once',
    }),
    delivery_type: z.enum(DELIVERY_TYPES).nullable(),
    lines: z.array(
      OrderLineSchema.pick({
        name: true,
        variant: true,
        quantity: true,
        unit_price: true,
        total: true,
      }),
    ),
    products_total: MoneySchema,
    shipping_cost: MoneySchema,
    total: MoneySchema,
  })
  .meta({ id: 'Receipt' });
export type Receipt = z.infer<typeof ReceiptSchema>;
