import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import type { ReturnDecision, ReturnReason, ReturnState } from '../../domain/orders/returns';
import { createdAt, updatedAt } from './columns';
import { orders } from './orders';
import { suppliers } from './suppliers';
import { users } from './users';

/** A photo of a return request: a copy of its gallery image's id and address. */
export interface ReturnPhoto {
  id: string;
  url: string;
}

/**
 * A return request of a delivered order (spec 02 §3 "Return request", §8 open → closed): the
 * customer asks within 72 hours of delivery with a reason, notes and photos; the supplier's staff
 * accept or reject it with a note for the customer and one for themselves. Refunds (issue 18)
 * reference it by id.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** The order's customer, who asked. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    reason: text('reason').$type<ReturnReason>().notNull(),
    /** What the customer wrote. */
    notes: text('notes').notNull().default(''),
    photos: jsonb('photos').$type<ReturnPhoto[]>().notNull().default([]),
    state: text('state').$type<ReturnState>().notNull().default('open'),
    decision: text('decision').$type<ReturnDecision>(),
    /** The supplier staff's own note: never shown to the customer. */
    internalNote: text('internal_note'),
    /** The supplier's note to the customer. */
    customerNote: text('customer_note'),
    decidedBy: text('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId, t.createdAt),
    index('order_returns_supplier_idx').on(t.supplierId, t.state),
    // At most one open request per order.
    uniqueIndex('order_returns_open_key')
      .on(t.orderId)
      .where(sql`${t.state} = 'open'`),
  ],
);
