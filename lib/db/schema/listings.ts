import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { createdAt, tsvector, updatedAt } from './columns';
import type { ProductType } from '../../domain/vocabulary';
import { products } from './products';
import { shops } from './shops';

/**
 * A product is `in_store` for a shop when it has a row here. `product_type` is copied from the
 * product so per-type pages read one index range of one shop, whatever the catalogue size.
 */
export const storeListings = pgTable(
  'store_listings',
  {
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productType: text('product_type').$type<ProductType>().notNull(),
    queuePosition: integer('queue_position').notNull().default(0),
    /**
     * Copies of the item's `name_search_vector` and `search_vector`, and whether visitors see it
     * (published, not hidden), so a text search walks a shop's listings in order without reading
     * each item's row (issue 23). Kept by database triggers (migration 0044:
     * `store_listings_copy_item` on insert, `store_listings_item_sync` on item updates); never
     * written by the application. A pre-filter only: the item's own columns still decide.
     */
    itemNameSearchVector: tsvector('item_name_search_vector'),
    itemSearchVector: tsvector('item_search_vector'),
    itemVisible: boolean('item_visible').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.productId] }),
    index('store_listings_shop_type_position_idx').on(t.shopId, t.productType, t.queuePosition),
    index('store_listings_shop_position_idx').on(t.shopId, t.queuePosition),
    index('store_listings_product_idx').on(t.productId),
  ],
);

/** Custom catalogues of a shop, ordered by `position`. */
export const catalogues = pgTable(
  'catalogues',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    photo: text('photo'),
    position: integer('position').notNull().default(0),
    weight: integer('weight').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('catalogues_shop_position_idx').on(t.shopId, t.position),
    uniqueIndex('catalogues_shop_slug_key').on(t.shopId, t.slug),
  ],
);

export const catalogueProducts = pgTable(
  'catalogue_products',
  {
    catalogueId: text('catalogue_id')
      .notNull()
      .references(() => catalogues.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.catalogueId, t.productId, t.shopId] }),
    index('catalogue_products_position_idx').on(t.catalogueId, t.position),
    index('catalogue_products_shop_idx').on(t.shopId),
  ],
);
