import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from './columns';
import { orders } from './orders';
import { products } from './products';
import { shops } from './shops';
import { suppliers } from './suppliers';
import { users } from './users';

/**
 * A seat of an experience bought in an order (spec 02 §3 "Experience ticket": attendant, used,
 * canceled, reason): issued once the order is paid, one per unit of the order line. Its `code`
 * is the secret the QR carries (lib/domain/tickets/ticket-code.ts); the attendant is named by the
 * customer; scanning it marks it used once.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order line's key (order_lines has no id of its own). */
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    variant: text('variant').notNull().default(''),
    /** 1…quantity within its order line. */
    seat: integer('seat').notNull(),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    /** The unguessable secret the QR image carries; looked up on scan. */
    code: text('code').notNull(),
    attendantName: text('attendant_name'),
    attendantEmail: text('attendant_email'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: text('used_by').references(() => users.id),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Both lead with what is looked up (a scanned code, an order's seats); shop_id is the tenant.
    uniqueIndex('tickets_code_key').on(t.code, t.shopId),
    uniqueIndex('tickets_seat_key').on(t.orderId, t.productId, t.variant, t.seat, t.shopId),
    index('tickets_supplier_idx').on(t.supplierId, t.createdAt),
    check('tickets_seat_positive', sql`${t.seat} > 0`),
  ],
);
