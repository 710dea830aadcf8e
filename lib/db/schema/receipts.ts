import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

import { orders } from './orders';
import { suppliers } from './suppliers';
import { users } from './users';

/**
 * The receipt a supplier issues for one of its paid orders (spec 02 §7 "Generate receipt"): at
 * most one per order, numbered 1, 2, 3… per supplier in the order they were issued. The figures
 * are the order's own (fixed when it was placed), so the receipt keeps only who issued it and when.
 */
export const orderReceipts = pgTable(
  'order_receipts',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    /** The supplier's own sequence, given under a lock on the supplier's row (issue-receipt.ts). */
    number: integer('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: text('issued_by')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    unique('order_receipts_supplier_number_key').on(t.supplierId, t.number),
    check('order_receipts_number_positive', sql`${t.number} > 0`),
  ],
);
