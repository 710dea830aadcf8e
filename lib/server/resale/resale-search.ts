import 'server-only';

import { and, eq, ne, type SQL, sql } from 'drizzle-orm';

import type { ItemSource, ResaleFilters, ResaleSort } from '@/lib/api/schemas/resale';
import type { Db } from '@/lib/db/client';
import {
  resaleMarginFloors,
  resaleSearchItems as items,
  resaleSearchKey,
  type shops,
} from '@/lib/db/schema';
import { escapeLike } from '@/lib/domain/search/search-text';

import type { Tx } from '../catalogues/catalogue-writes';
import { productTypeLiteral } from '../products/product-type-literal';

type ShopRow = typeof shops.$inferSelect;

/** A disjoint part of the items a shop may add: its condition for the matches' read and for the walk. */
export interface SearchPart {
  match: SQL;
  walk: SQL;
  /** Its matches' condition of a margin of at least `margin`, through the part's index. */
  atLeast: (margin: number) => SQL;
}

/**
 * The add-items modal's filtered reads go through `resale_search_items` (migration 0041), a
 * narrow copy of the items a shop could add that triggers keep exact. Whose items a shop sees is
 * split into disjoint parts, each with its own index: the items other shops resell (`resold`, a
 * partial GIN on the vector and on the name's trigrams; only those of enabled dropshipping
 * suppliers, so a word common among other items costs nothing) and the shop's own supplier's
 * (the owner index, one supplier's items). The same set as `resaleScope` on products.
 */
export function searchParts(
  shop: Pick<ShopRow, 'storeType' | 'supplierId'>,
  filters: Pick<ResaleFilters, 'type' | 'category' | 'supplier'>,
  source?: ItemSource,
): SearchPart[] {
  const narrowed = and(
    filters.category ? eq(items.categoryId, filters.category) : undefined,
    filters.supplier ? eq(items.ownerId, filters.supplier) : undefined,
  );
  const own = shop.supplierId
    ? and(eq(items.ownerId, shop.supplierId), eq(items.type, filters.type), narrowed)
    : undefined;
  const notOwn = shop.supplierId ? ne(items.ownerId, shop.supplierId) : undefined;
  const type = productTypeLiteral(filters.type);
  // The matches: the text indexes' predicate, written as they are (a literal type: a parameter
  // cannot prove it). The walk: the plain columns of `resale_search_items_margin_idx`.
  const atLeast = (margin: number) => sql`${items.contributionMargin} >= ${margin}`;
  const others: SearchPart = {
    match: and(sql`${resaleSearchKey(items)} = ${type}`, notOwn, narrowed) as SQL,
    walk: and(sql`${items.resold}`, sql`${items.type} = ${type}`, notOwn, narrowed) as SQL,
    // The vector index's second column (migration 0042) finds them with the text; the margin's
    // own test drops those of the floor's band below `margin`.
    atLeast: (margin) =>
      sql`${resaleMarginFloors(items)} @> resale_margin_floor(${margin}::bigint) and ${atLeast(margin)}`,
  };
  const ownPart: SearchPart | undefined = own
    ? { match: own as SQL, walk: own as SQL, atLeast }
    : undefined;
  const parts =
    source === 'own'
      ? [ownPart]
      : source === 'others'
        ? [others]
        : shop.storeType === 'franchise'
          ? [ownPart]
          : [others, ownPart];
  return parts.filter((part) => part !== undefined);
}

/**
 * Every word of the name or description, the last as a prefix (`wordPrefixMatch`'s, on the copy):
 * one test of the vector against either language's query (`a || b`, the same as two tests ORed),
 * so the GIN reads each prefix once (both languages usually give the same lexemes) and fills one
 * bitmap instead of two ORed.
 */
export const searchWordMatch = (tsquery: string) =>
  sql`${items.searchVector} @@ (to_tsquery('tienda_es', ${tsquery}) || to_tsquery('tienda_en', ${tsquery}))`;

/** Substring or misspelt word of the name (`fuzzyNameMatch`'s, on the copy's unaccented name). */
export const searchFuzzyMatch = (text: string) =>
  sql`(${items.nameKey} like ${`%${escapeLike(text)}%`} or tienda_unaccent(${text}) <% ${items.nameKey})`;

// PGlite and node-postgres both answer `{ rows }`.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The modal's sorts on the copy's columns (the same columns and collation as on products). */
const SEARCH_ORDERS: Record<ResaleSort, SQL> = {
  '-contribution_margin': sql`contribution_margin desc, id`,
  name: sql`name, id`,
  '-created_at': sql`created_at desc, id`,
};

/**
 * `matches`: up to `cap` rows matching `condition` in one of `parts`, the first part's first.
 * Each part is a MATERIALIZED CTE: planned without the LIMIT, its read goes through the part's
 * index (the GIN for a text, the owner's or the category's) and stops when `cap` rows are read
 * (a CTE is read as far as asked); with the LIMIT in sight the planner walked the whole table for
 * a match it guessed common (issue 17's 'clase': 418 ms).
 */
function matchesCte(parts: SearchPart[], condition: SQL | undefined, cap: number): SQL {
  const name = (i: number) => sql.raw(`part_${i}`);
  // Without a text, the walk's plain columns: the text indexes' predicate would let the planner
  // take a whole text index as "every resold item of the type" (a 40 000-row GIN scan ANDed with
  // the category's or supplier's rows, 15–25 ms at 100k once its pending list is merged).
  const each = parts.map(
    (part, i) =>
      sql`${name(i)} as materialized (select ${items.id} as id, ${items.contributionMargin} as contribution_margin, ${items.name} as name, ${items.createdAt} as created_at from ${items} where ${condition ? and(part.match, condition) : part.walk})`,
  );
  const all = sql.join(
    parts.map((_, i) => sql`(select * from ${name(i)} limit ${cap})`),
    sql` union all `,
  );
  return sql`with ${sql.join(each, sql`, `)}, matches as materialized (select * from (${all}) as found limit ${cap})`;
}

/** Up to `cap` ids matching `condition` in one of `parts`, in no order. */
export async function searchIds(
  db: Db | Tx,
  parts: SearchPart[],
  condition: SQL | undefined,
  cap: number,
): Promise<string[]> {
  if (parts.length === 0) return [];
  const result = await db.execute(sql`${matchesCte(parts, condition, cap)} select id from matches`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** A page of the matches in `sort`'s order, of the first `among` found (all when fewer). */
export interface SearchPageOf {
  sort: ResaleSort;
  limit: number;
  offset: number;
  among: number;
}

export interface SearchPage {
  /** The matches, counted up to `cap`. */
  total: number;
  /** The page's ids in the sort's order. */
  ids: string[];
  /**
   * By margin, when `cap` matches were read: the margin of the (`offset` + `limit`)-th best of
   * them, null when fewer were read. The page's matches are the best of all the matches, these
   * are some of them, so each has at least this margin (`topByMargin`'s `atLeast`).
   */
  floor: number | null;
}

/**
 * The matches counted up to `cap` and the page of them in `sort`'s order, in one read: the page
 * is sorted from the matches the count read (no second read of the items).
 */
export async function searchPage(
  db: Db | Tx,
  parts: SearchPart[],
  condition: SQL | undefined,
  cap: number,
  page: SearchPageOf,
): Promise<SearchPage> {
  if (parts.length === 0) return { total: 0, ids: [], floor: null };
  const floor =
    page.sort === '-contribution_margin'
      ? sql`(select contribution_margin from matches order by contribution_margin desc offset ${page.offset + page.limit - 1} limit 1)`
      : sql`null::bigint`;
  const result = await db.execute(
    sql`${matchesCte(parts, condition, cap)}
      select counted.total, counted.floor, paged.id from (select count(*)::int as total, ${floor} as floor from matches) as counted
      left join lateral (select id from (select * from matches limit ${page.among}) as known order by ${SEARCH_ORDERS[page.sort]}
        limit ${page.limit} offset ${page.offset}) as paged on true`,
  );
  const rows = rowsOf<{ total: number; floor: string | number | null; id: string | null }>(result);
  const total = Number(rows[0]?.total ?? 0);
  const least = rows[0]?.floor;
  return {
    total,
    ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])),
    floor: total >= cap && least !== null && least !== undefined ? Number(least) : null,
  };
}

/** Rows of the margin order a short text is first tested on, and the share of them that must match. */
const PROBE_ROWS = 100;
const PROBE_DENSE = 70;
/** Rows of the margin order a text that passed the probe is counted in (1001 at 70 %: 1430). */
const DENSE_WALK_ROWS = 2000;

/**
 * A text most items match ('c', 'p': 35 000 of the 39 500 resold products at 100k) counted by
 * walking the first part's margin order instead of its GIN: the GIN builds the bitmap of every
 * match of a one-letter prefix before the first row is read (about 10 ms on PGlite), while the
 * walk meets `cap` matches within ~1 100 rows. One read: the first `PROBE_ROWS` rows are tested
 * first and the walk runs only when `PROBE_DENSE` of them match (a one-time filter). Null when the
 * text is not that dense (the caller reads the matches through the GIN); else `cap` matches, and
 * the margin of the `asked`-th (that part's own, so the page's all reach it: `SearchPage.floor`).
 */
export async function denseMatches(
  db: Db | Tx,
  parts: SearchPart[],
  condition: SQL,
  cap: number,
  asked: number,
): Promise<SearchPage | null> {
  const [first] = parts;
  if (!first) return null;
  const order = sql`${items.contributionMargin} desc, ${items.id}`;
  // The walk's rows under the table's name, so `condition` reads their columns.
  const walk = (rows: number) =>
    sql`(select ${items.id}, ${items.contributionMargin}, ${items.searchVector} from ${items} where ${first.walk} order by ${order} limit ${rows}) as ${items}`;
  const result = await db.execute(
    sql`with probe as materialized (select count(*)::int as n from ${walk(PROBE_ROWS)} where ${condition})
      select ${items.contributionMargin} as margin from ${walk(DENSE_WALK_ROWS)}
      where (select n from probe) >= ${PROBE_DENSE} and ${condition} order by ${order} limit ${cap}`,
  );
  const margins = rowsOf<{ margin: string | number }>(result);
  if (margins.length < cap) return null;
  const least = margins[asked - 1]?.margin;
  return { total: cap, ids: [], floor: least === undefined ? null : Number(least) };
}

/** Rows of a part's margin order a dense match's page is looked for in before all are read. */
const WALK_ROWS = 1000;

/** With a known floor, rows walked per row asked before the matches above the floor are read. */
const WALK_ROWS_PER_ASKED = 10;

/**
 * The ids of the first `count` matches of `condition` by margin (then id), each part's first
 * `count` (the parts are disjoint, so the top `count` of all are among them), in no order: the
 * caller sorts the page from them. Asked only past `check_at_least` matches, so they are dense:
 * each part's first rows by margin (its index's order: the resold items'
 * `resale_search_items_margin_idx`, the owner's `resale_search_items_owner_idx`) usually hold
 * them, and when they do they are the first of all. When they do not (the matches gather low in
 * the margins: 'cafe' and 'libro' at 100k), the part's matches are read through the filter's
 * index and sorted: with `atLeast` (a margin the first `count` all reach, `SearchPage.floor`)
 * only those with at least that margin, which the vector index finds with the text (migration
 * 0042's margin floors), else all of them (the bulk add's 1000).
 */
export async function topByMargin(
  db: Db | Tx,
  parts: SearchPart[],
  condition: SQL | undefined,
  count: number,
  atLeast: number | null = null,
): Promise<string[]> {
  const ids: string[] = [];
  const order = sql`${items.contributionMargin} desc, ${items.id}`;
  // A filter's rows are counted inside the walk (its planner then weighs the filter's index): the
  // short walk is only for a text, whose test is outside it.
  const fullWalk = Math.max(WALK_ROWS, count);
  const walkRows =
    atLeast === null || !condition ? fullWalk : Math.min(fullWalk, count * WALK_ROWS_PER_ASKED);
  for (const part of parts) {
    // The walk's rows under the table's name, so `condition` reads their columns.
    const walked = rowsOf<{ id: string }>(
      await db.execute(
        sql`select id from (select ${items.id}, ${items.contributionMargin}, ${items.name}, ${items.searchVector} from ${items} where ${part.walk} order by ${order} limit ${walkRows}) as ${items} where ${condition ?? sql`true`} order by ${order} limit ${count}`,
      ),
    );
    if (walked.length >= count || !condition) {
      ids.push(...walked.map((row) => row.id));
      continue;
    }
    const bounded = atLeast === null ? undefined : part.atLeast(atLeast);
    const sorted = await db.execute(
      sql`with matches as materialized (select ${items.id} as id, ${items.contributionMargin} as contribution_margin from ${items} where ${and(part.match, condition, bounded)}) select id from matches order by contribution_margin desc, id limit ${count}`,
    );
    ids.push(...rowsOf<{ id: string }>(sorted).map((row) => row.id));
  }
  return ids;
}
