import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import { money } from './columns';
import { products } from './products';

/**
 * One combination of an item's variant options with its own stock and price (issue 16), when
 * its supplier gives them; items without rows here share the item's stock and price among
 * their variants. `variant` is the label a cart line records (`Talla: M / Color: Rojo`,
 * lib/domain/cart/variants.ts), so a line finds its row.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variant: text('variant').notNull(),
    options: jsonb('options').$type<Record<string, string>>().notNull(),
    /** The order the supplier's editor shows the combinations in. */
    position: integer('position').notNull(),
    available: integer('available').notNull().default(0),
    /** Null: the item's own price. */
    listPrice: money('list_price'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.variant] }),
    check('product_variants_available_not_negative', sql`${t.available} >= 0`),
  ],
);
