import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { categories } from './categories';
import { createdAt, money, tsvector, updatedAt } from './columns';
import type {
  Currency,
  ListState,
  MainType,
  ProductType,
  ReturnFees,
  ReturnPolicy,
  ReturnShippingLabel,
  ReturnType_,
  StockType,
} from '../../domain/vocabulary';
import { PRODUCT_TYPES } from '../../domain/vocabulary';
import { suppliers } from './suppliers';

/** Variant axes, e.g. { "Talla": ["S", "M"], "Color": ["Rojo"] }. */
export type ProductVariants = Record<string, string[]>;

/**
 * The GIN indexes' pending list (entries not yet merged into the index, read whole by every search
 * through it) kept at 64 kB instead of 4 MB (migrations 0042, 0043). PGlite has no autovacuum to
 * merge it: after the seed's 100 000 items the items' lists held 120 to 360 pages, and the shop
 * search either read them on every ask or, seeing their cost, scanned thousands of wide item rows
 * instead (first asks p50 16 / p95 30 ms with them, 11 / 22 ms without, on a busy machine); the
 * add-items modal's index read a 3 MB list a scan (docs/decisions.md).
 */
export const SMALL_PENDING_LIST = { gin_pending_list_limit: 64 };

/** Items owned by a supplier (`owner`); shops list them through store_listings. */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => suppliers.id),
    categoryId: text('category_id').references(() => categories.id),
    /**
     * The supplier's own code for the item (its bulk uploads update the item by it); unique per
     * owner, null for items made without one.
     */
    sku: text('sku'),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    description: text('description').notNull().default(''),
    descriptionEn: text('description_en'),
    type: text('type').$type<ProductType>().notNull(),
    mainType: text('main_type').$type<MainType>().notNull().default('business'),
    slug: text('slug').notNull(),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    listPrice: money('list_price').notNull(),
    crossoutPrice: money('crossout_price'),
    currency: text('currency').$type<Currency>().notNull().default('MXN'),
    hidePrice: boolean('hide_price').notNull().default(false),
    isFree: boolean('is_free').notNull().default(false),
    isDropshipping: boolean('is_dropshipping').notNull().default(false),
    contributionMargin: money('contribution_margin').notNull().default(0),
    listState: text('list_state').$type<ListState>().notNull().default('published'),
    hidden: boolean('hidden').notNull().default(false),
    soldOut: boolean('sold_out').notNull().default(false),
    experienceDate: timestamp('experience_date', { withTimezone: true }),
    experienceAvailable: integer('experience_available'),
    /** Where an experience takes place. */
    experiencePlace: text('experience_place'),
    /** What a digital item delivers after payment (a file's or page's address); never shown before. */
    digitalUrl: text('digital_url'),
    /**
     * A file the platform stores for a digital item (its upload storage key), handed to buyers through
     * a signed link that expires; never shown before payment.
     */
    digitalFileKey: text('digital_file_key'),
    /** The stored file's name as the buyer downloads it. */
    digitalFileName: text('digital_file_name'),
    variants: jsonb('variants').$type<ProductVariants>().notNull().default({}),

    // stock
    available: integer('available').notNull().default(0),
    stockType: text('stock_type').$type<StockType>().notNull().default('onstock'),
    maxPurchaseAmount: integer('max_purchase_amount'),
    disabled: boolean('disabled').notNull().default(false),

    // return info
    returnType: text('return_type').$type<ReturnType_>().notNull().default('72hrs'),
    returnPolicy: text('return_policy').$type<ReturnPolicy>().notNull().default('common'),
    returnPolicyLegend: text('return_policy_legend'),
    returnFees: text('return_fees').$type<ReturnFees>().notNull().default('free'),
    returnShippingLabel: text('return_shipping_label')
      .$type<ReturnShippingLabel>()
      .notNull()
      .default('inbox'),
    restockingFees: money('restocking_fees'),

    /**
     * Spanish and English names weigh most, then the description; accent-insensitive configs
     * (migration 0002). Tags have their own index.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('tienda_es', coalesce(name, '')), 'A') || setweight(to_tsvector('tienda_en', coalesce(name_en, '')), 'A') || setweight(to_tsvector('tienda_es', coalesce(description, '')), 'C')`,
    ),
    /** The names alone (weight A of `search_vector`), so search can rank name matches first cheaply. */
    nameSearchVector: tsvector('name_search_vector').generatedAlwaysAs(
      sql`to_tsvector('tienda_es', coalesce(name, '')) || to_tsvector('tienda_en', coalesce(name_en, ''))`,
    ),

    /**
     * When its supplier retired it: gone from every shop and the supplier's list, kept for the
     * carts that show it unavailable and the orders that copied it (lib/server/items).
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),

    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_owner_idx').on(t.ownerId, t.type),
    uniqueIndex('products_owner_sku_idx').on(t.ownerId, t.sku),
    index('products_search_idx').using('gin', t.searchVector).with(SMALL_PENDING_LIST),
    index('products_name_search_idx').using('gin', t.nameSearchVector).with(SMALL_PENDING_LIST),
    index('products_name_trgm_idx')
      .using('gin', sql`tienda_unaccent(lower(${t.name})) gin_trgm_ops`)
      .with(SMALL_PENDING_LIST),
    /**
     * The same trigrams per item type, for the shop search's misspelling fallback within one
     * type (migration 0044): a word common among items of another type ('guía' names 2 400
     * services) is then not rechecked item by item. Its reads name the type as a literal.
     */
    ...PRODUCT_TYPES.map((type) =>
      index(`products_${type}_name_trgm_idx`)
        .using('gin', sql`tienda_unaccent(lower(${t.name})) gin_trgm_ops`)
        .with(SMALL_PENDING_LIST)
        .where(sql`${t.type} = ${sql.raw(`'${type}'`)}`),
    ),
    index('products_tags_idx').using('gin', t.tags).with(SMALL_PENDING_LIST),
    /**
     * The add-items modal's list (lib/server/resale): the items a shop may add, of one type,
     * highest margin first, walked in order with a limit whatever the catalogue size.
     */
    index('products_resale_margin_idx')
      .on(t.type, t.contributionMargin.desc().nullsFirst(), t.id)
      .where(sql`${t.listState} = 'published' and ${t.hidden} = false and ${t.retiredAt} is null`),
    /** The same list by name and newest first (the modal's other sorts). */
    index('products_resale_name_idx')
      .on(t.type, t.name, t.id)
      .where(sql`${t.listState} = 'published' and ${t.hidden} = false and ${t.retiredAt} is null`),
    index('products_resale_created_idx')
      .on(t.type, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.listState} = 'published' and ${t.hidden} = false and ${t.retiredAt} is null`),
    /** The resale category filter and the categories with resale items of a type. */
    index('products_resale_category_idx')
      .on(t.categoryId, t.type)
      .where(sql`${t.listState} = 'published' and ${t.hidden} = false and ${t.retiredAt} is null`),
  ],
);
