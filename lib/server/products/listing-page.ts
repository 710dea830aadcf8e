import 'server-only';

import { and, asc, count, eq, gt, lte, type SQL, sql } from 'drizzle-orm';

import type { ProductPage } from '@/lib/api/schemas/product';
import type { Db } from '@/lib/db/client';
import { products, storeListings } from '@/lib/db/schema';

import { listingPositions, type NthPosition } from './listing-positions';
import { reshapeSummary, summaryColumns } from './product-columns';

export interface ListingPageOptions {
  offset: number;
  limit: number;
  /**
   * Count matches only up to this many (the spec's `check_at_least`): `matches_estimated` is exact
   * below it and this number at or above it. Without it the count is exact.
   */
  checkAtLeast?: number;
  /**
   * For groups that may match few of the listings the order walks (a text search), in
   * `SHOP_ORDER`: `listings`, the groups' conditions on `store_listings` alone (shop, type), and `items`,
   * each group's conditions on `products` alone (the text, visibility, tags). See `pageRows`.
   */
  sparse?: {
    listings: SQL | undefined;
    items: readonly (SQL | undefined)[];
    /** Names `listings` (shop and type), so their window ends are kept between searches. */
    listingsKey?: string;
  };
}

/**
 * A sparse group first walks this many listings in order at most (×20 the rows a deep page
 * needs): 1.5–3 ms at 100 000 items, testing the listings' copies of the items' vectors.
 */
const SPARSE_WALK_LISTINGS = 1000;
const SPARSE_WALK_PER_ROW = 20;
/** A walk that found some matches goes on this many times as far before sorting instead. */
const SPARSE_WALK_GROWTH = 5;
/** Past the walk, a group's items are read through their own indexes when at most this many. */
const SPARSE_MAX_ITEMS = 5000;
/** The shop's order ("most relevant", spec 01 §7): its owner's queue, then the item id. */
export const SHOP_ORDER: readonly SQL[] = [
  asc(storeListings.queuePosition),
  asc(storeListings.productId),
];
/** The same order written so no index serves it: the listings found are sorted, not walked. */
const SORTED_SHOP_ORDER = [
  asc(sql`${storeListings.queuePosition} + 0`),
  asc(storeListings.productId),
];

function listingRows(db: Db, columns: typeof summaryColumns, where: SQL | undefined) {
  return db
    .select({ ...columns, queuePosition: storeListings.queuePosition })
    .from(storeListings)
    .innerJoin(products, eq(products.id, storeListings.productId))
    .where(where)
    .$dynamic();
}

async function countMatches(
  db: Db,
  where: SQL | undefined,
  cap: number | undefined,
): Promise<number> {
  const matching = db
    .select({ one: storeListings.productId })
    .from(storeListings)
    .innerJoin(products, eq(products.id, storeListings.productId))
    .where(where)
    .$dynamic();
  const counted = cap === undefined ? matching : matching.limit(cap);
  const [row] = await db.select({ n: count() }).from(counted.as('matches'));
  return row?.n ?? 0;
}

/** One page of a shop's listed items matching `where`, in `order`, with the match count. */
export function listingPage(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  options: ListingPageOptions,
): Promise<ProductPage> {
  return groupedListingPage(db, [where], where, order, options);
}

/**
 * One page over disjoint groups of matches shown one after the other (name matches, then the
 * rest), each group in `order`. Every query walks `order` with a limit, so no group is sorted
 * whole (ordering by "is in group one" first would sort every match: 280 ms p95 at 100k items);
 * a group is counted only when the page lies wholly past it and another group follows. `all` is
 * every group together, for the match count.
 */
export async function groupedListingPage(
  db: Db,
  groups: readonly (SQL | undefined)[],
  all: SQL | undefined,
  order: SQL[],
  options: ListingPageOptions,
): Promise<ProductPage> {
  const rows: PageRow[] = [];
  let skip = options.offset;
  // The groups share their listings, so their windows: each window's end is read once (and, with
  // a key, kept for the next searches: lib/server/products/listing-positions.ts).
  const windowEnds =
    options.sparse && listingPositions(db, options.sparse.listings, options.sparse.listingsKey);
  for (const [index, where] of groups.entries()) {
    const want = options.limit - rows.length;
    if (want <= 0) break;
    const sparse = options.sparse &&
      windowEnds && {
        nthPosition: windowEnds,
        items: options.sparse.items[index],
      };
    const found = await pageRows(db, where, order, want, skip, sparse);
    rows.push(...found);
    const last = index === groups.length - 1;
    if (found.length > 0 || skip === 0) skip = 0;
    else if (!last) skip -= await countMatches(db, where, undefined);
  }
  const total = await pageTotal(db, all, options, rows.length);
  const now = new Date();
  return {
    results: rows.map((r) =>
      reshapeSummary(r, { inStore: true, queuePosition: r.queuePosition }, now),
    ),
    matches_estimated: total,
  };
}

/** The match count a page tells: counted only when the page itself does not tell it. */
async function pageTotal(
  db: Db,
  all: SQL | undefined,
  options: ListingPageOptions,
  found: number,
): Promise<number> {
  const seen = options.offset + found;
  // A short page tells the total (when it is not past the end)…
  if (found < options.limit && (found > 0 || options.offset === 0)) return seen;
  // …and so does one reaching `checkAtLeast`: the estimate is that number.
  const cap = options.checkAtLeast;
  if (found > 0 && cap !== undefined && seen >= cap) return cap;
  return countMatches(db, all, cap);
}

function orderedRows(db: Db, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  return listingRows(db, summaryColumns, where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

type PageRow = Awaited<ReturnType<typeof orderedRows>>[number];

/**
 * `limit` rows from `offset` of the listings matching `where`, in `order`. Walking the order's
 * index and testing each listing is fast while matches are dense, but the planner cannot know
 * how a text's matches spread over a shop's listings of one type: 'tour' matches 2 400 of 100 000
 * items, none of them a product, and the product search walked all 60 000 product listings
 * (1.1 s). So with `sparse` (`order` is then `SHOP_ORDER`) the walk first stops after the first listings in
 * order: a page found there is the right one, and some matches there mean the rest are likely
 * within reach of a walk on, in a longer window. When the windows hold too few, the matching items
 * are read through their own indexes (the text's), and their listings looked up and sorted.
 */
async function pageRows(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
  sparse: { nthPosition: NthPosition; items: SQL | undefined } | undefined,
): Promise<PageRow[]> {
  if (!sparse) return orderedRows(db, where, order, limit, offset);
  const { nthPosition } = sparse;
  const window = Math.max(SPARSE_WALK_LISTINGS, SPARSE_WALK_PER_ROW * (offset + limit));
  const windowEnd = await nthPosition(window);
  // Fewer listings than that: walked whole.
  if (windowEnd === undefined) return orderedRows(db, where, order, limit, offset);
  // Ties at the last position come too: a window stays a prefix of the order.
  const inWindow = lte(storeListings.queuePosition, windowEnd);
  const walked = await orderedRows(db, and(where, inWindow), order, limit, offset);
  if (walked.length === limit) return walked;
  if (walked.length > 0 && offset === 0) {
    // Some matches there: the rest are likely a little further on, in a window 5 times as long.
    const nextEnd = await nthPosition(window * SPARSE_WALK_GROWTH);
    const further = and(
      where,
      gt(storeListings.queuePosition, windowEnd),
      nextEnd === undefined ? undefined : lte(storeListings.queuePosition, nextEnd),
    );
    const rest = await orderedRows(db, further, order, limit - walked.length, 0);
    if (nextEnd === undefined || walked.length + rest.length === limit) return [...walked, ...rest];
  }
  const items = await db
    .select({ id: products.id })
    .from(products)
    .where(sparse.items)
    .limit(SPARSE_MAX_ITEMS + 1);
  if (items.length === 0) return [];
  if (items.length > SPARSE_MAX_ITEMS) return orderedRows(db, where, order, limit, offset);
  // Item ids (`prd_` and a UUID, or the seed's number) hold no comma; one parameter plans fast.
  const ids = items.map((item) => item.id).join(',');
  const listed = sql`${storeListings.productId} = any(string_to_array(${ids}, ','))`;
  return orderedRows(db, and(where, listed), SORTED_SHOP_ORDER, limit, offset);
}
