import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import type { RefundMethod, RefundState } from '../../domain/orders/refunds';
import type { Currency } from '../../domain/vocabulary';
import { createdAt, money, updatedAt } from './columns';
import { orders } from './orders';
import { orderReturns } from './returns';
import { users } from './users';

/** Units of an order line that come back with a refund (their stock is given back). */
export interface RefundedLine {
  productId: string;
  /** The line's combination ('' for none), as in `order_lines.variant`. */
  variant: string;
  quantity: number;
}

/**
 * Money given back on a paid order (spec 02 §3 "Refund": amount, status pending, failed or
 * success): part or all of it, never more than what remains, by the provider that took the
 * payment (Stripe, PayPal) or recorded as `manual` for offline methods. The `Idempotency-Key` of
 * the request that asked for it is unique per order, so a double click or a retry refunds once;
 * the row's id is the provider's idempotency key too.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** The return request it settles, if any. */
    returnId: text('return_id').references(() => orderReturns.id),
    amount: money('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    state: text('state').$type<RefundState>().notNull(),
    method: text('method').$type<RefundMethod>().notNull(),
    /** The provider's refund id (`re_…`, PayPal's refund id) once it answered. */
    providerRefundId: text('provider_refund_id'),
    failureReason: text('failure_reason'),
    /** Lines whose units come back to stock (given back when the refund succeeds). */
    lines: jsonb('lines').$type<RefundedLine[]>().notNull().default([]),
    note: text('note').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('order_refunds_request_key').on(t.orderId, t.idempotencyKey),
    index('order_refunds_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('order_refunds_provider_key')
      .on(t.method, t.providerRefundId)
      .where(sql`${t.providerRefundId} is not null`),
    check('order_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);
