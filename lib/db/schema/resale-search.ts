import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { PRODUCT_TYPES, type ProductType } from '../../domain/vocabulary';
import { money, tsvector } from './columns';
import { products, SMALL_PENDING_LIST } from './products';

/**
 * The add-items modal's search structure (lib/server/resale, issue 17): one narrow row per item a
 * shop could add — published, visible, not retired — with what the modal filters and sorts on
 * and a copy of the item's search vector. `resold` is its supplier's "enabled dropshipping
 * supplier" (the items other shops resell); the rest are there for their own supplier's shops.
 *
 * Kept by database triggers (migration 0041: `resale_search_items_sync` on products,
 * `resale_search_items_supplier_sync` on suppliers), so every write path — the item editor, CSV
 * uploads, retire, hide, publish, the seed, supplier toggles — keeps it exact without calling
 * anything. Never written by the application.
 */
/** The type of a resold item, null for the others: the text indexes' predicate and the reads' condition. */
export const resaleSearchKey = (t: { resold: AnyPgColumn; type: AnyPgColumn }) =>
  sql`(case when ${t.resold} then ${t.type} end)`;

/**
 * The margin floors an item's margin reaches (migration 0042's `resale_margin_floors`: of a fixed
 * ladder of amounts, those at or below it), the vector index's second column. "A margin of at
 * least m" is then `@> resale_margin_floor(m)` (the highest floor at or below m), which the GIN
 * answers with the text in one scan: a dense text's best matches by margin are read without
 * reading the rest (`topByMargin`).
 */
export const resaleMarginFloors = (t: { contributionMargin: AnyPgColumn }) =>
  sql`resale_margin_floors(${t.contributionMargin})`;

export const resaleSearchItems = pgTable(
  'resale_search_items',
  {
    id: text('id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: text('type').$type<ProductType>().notNull(),
    ownerId: text('owner_id').notNull(),
    categoryId: text('category_id'),
    contributionMargin: money('contribution_margin').notNull(),
    name: text('name').notNull(),
    /**
     * The name lowercased and unaccented (`tienda_unaccent(lower(name))`), what the misspelling
     * fallback compares: stored, so its trigram recheck does not unaccent each row's name again
     * (four times a row: 20 µs on PGlite, 'clas' read 1 400 rows).
     */
    nameKey: text('name_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    searchVector: tsvector('search_vector').notNull(),
    /** The owner is an enabled dropshipping supplier: every (non-franchise) shop may resell it. */
    resold: boolean('resold').notNull(),
  },
  (t) => [
    /**
     * The text filter over what other shops resell (a shop's own items go through the owner's
     * index), one index per type for the words and one for the names' trigrams (the misspelling
     * fallback). Their predicate is an expression no other index has a column for
     * (`resaleSearchKey`): with `resold and type = …` the planner took the type's btree (or, on
     * PostgreSQL 18, a skip scan of the owner's) as the list of every resold item of the type and
     * tested the text on each row instead of asking the GIN. The vector's index also carries
     * the margin's floors (`resaleMarginFloors`), so a text's matches above a margin are one scan.
     */
    ...PRODUCT_TYPES.flatMap((type) => [
      index(`resale_search_items_${type}_vector_floors_idx`)
        .using('gin', t.searchVector, resaleMarginFloors(t))
        .with(SMALL_PENDING_LIST)
        .where(sql`${resaleSearchKey(t)} = ${sql.raw(`'${type}'`)}`),
      index(`resale_search_items_${type}_name_trgm_idx`)
        .using('gin', sql`${t.nameKey} gin_trgm_ops`)
        .with(SMALL_PENDING_LIST)
        .where(sql`${resaleSearchKey(t)} = ${sql.raw(`'${type}'`)}`),
    ]),
    /** One supplier's items (the shop's own, the supplier filter), in margin order. */
    index('resale_search_items_owner_idx').on(
      t.ownerId,
      t.type,
      t.contributionMargin.desc().nullsFirst(),
      t.id,
    ),
    /** The resold items of a type in margin order (a dense text's or filter's page). */
    index('resale_search_items_margin_idx')
      .on(t.type, t.contributionMargin.desc().nullsFirst(), t.id)
      .where(sql`${t.resold}`),
    /** The category filter (the category alone: with the type the planner used it for the type). */
    index('resale_search_items_category_idx').on(t.categoryId),
  ],
);
