import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from './columns';
import { orders } from './orders';
import { products } from './products';
import { suppliers } from './suppliers';
import { users } from './users';

/** A photo of a review: a copy of its gallery image's id and address. */
export interface ReviewPhoto {
  id: string;
  url: string;
}

/**
 * A customer's rating of an item they received (spec 02 §3 "Review": qualification, title, text,
 * photos): one per order line, written after delivery; the item's supplier may answer it once.
 */
export const reviews = pgTable(
  'reviews',
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
    /** The order's customer, who wrote it. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    /** 1…5 ("qualification"). */
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    photos: jsonb('photos').$type<ReviewPhoto[]>().notNull().default([]),
    /** The supplier's answer, shown under the review. */
    reply: text('reply'),
    repliedBy: text('replied_by').references(() => users.id),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_line_key').on(t.orderId, t.productId, t.variant),
    index('reviews_product_idx').on(t.productId, t.createdAt),
    index('reviews_supplier_idx').on(t.supplierId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
