import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from './columns';
import { products } from './products';
import { shops } from './shops';
import { users } from './users';

/**
 * A signed-in user's cart in one shop (spec 02 §2, §4 "Cart"); anonymous carts live in the
 * browser (lib/client/local-cart.ts). Prices are never stored: the cart read takes them from
 * `products` each time.
 */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carts_shop_user_key').on(t.shopId, t.userId),
    index('carts_user_idx').on(t.userId),
  ],
);

/**
 * One line per product and variant. `variant` is the item page's label of the chosen options
 * (`Talla: M / Color: Rojo`, lib/domain/cart/variants.ts `variantLabel`), '' for items without
 * variants. `shop_id` is the cart's, copied so the table is keyed by its tenant (distribution by
 * shop, docs/operations.md); it is in the primary key for that reason only.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variant: text('variant').notNull().default(''),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.productId, t.variant, t.shopId] }),
    index('cart_items_product_idx').on(t.productId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
