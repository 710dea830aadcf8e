import 'server-only';

import { asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';

import {
  RESALE_CHECK_AT_LEAST,
  type ResaleItem,
  type ResaleProductPage,
  type ResaleProductsQuery,
  type ResaleSort,
} from '@/lib/api/schemas/resale';
import type { Db } from '@/lib/db/client';
import { products, suppliers } from '@/lib/db/schema';
import { itemEarning } from '@/lib/domain/resale/resale-rules';

import type { ServiceContext } from '../context';
import { userCommissionRate } from '../plans/user-commission-rate';
import {
  authorizeResaleShop,
  filteredResaleMatches,
  listedAmong,
  listingShopId,
  resaleScope,
} from './resale-scope';
import { topByMargin } from './resale-search';

/** Each order ends on the id, so pages never overlap; each walks an index of migration 0020. */
const ORDERS: Record<ResaleSort, SQL[]> = {
  '-contribution_margin': [desc(products.contributionMargin), asc(products.id)],
  name: [asc(products.name), asc(products.id)],
  '-created_at': [desc(products.createdAt), asc(products.id)],
};

/** Matches counted up to `cap` (exact below it). */
async function countMatches(db: Db, where: SQL, cap: number): Promise<number> {
  const matching = db
    .select({ one: products.id })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.ownerId))
    .where(where)
    .limit(cap);
  const [row] = await db.select({ n: count() }).from(matching.as('matches'));
  return row?.n ?? 0;
}

function pageRows(db: Db, where: SQL, order: SQL[], limit: number, offset: number) {
  return db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      type: products.type,
      photos: products.photos,
      listPrice: products.listPrice,
      crossoutPrice: products.crossoutPrice,
      currency: products.currency,
      hidePrice: products.hidePrice,
      isDropshipping: products.isDropshipping,
      contributionMargin: products.contributionMargin,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
    })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.ownerId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/**
 * The page and the (capped) match count. Unfiltered, the page walks the sort's index and a short
 * page tells the total. With a text, category or supplier filter (or 'my products') the matches
 * may be few and far down the sort's index (a walk would read most of the catalogue to find 10),
 * so up to `check_at_least` + 1 of them are read first from `resale_search_items` through the
 * filter's own index, counted and sorted in the same read: when that is all of them, the page is
 * those ids' rows; when there are more, the default sort takes the page's candidates from the
 * copy's margin order, the others walk the products' sort index (the matches are dense). The
 * text's misspelling fallback always sorts the first 1000 it found (`ResaleMatches.fallback`).
 */
async function readPage(
  db: Db,
  shop: Awaited<ReturnType<typeof authorizeResaleShop>>,
  query: ResaleProductsQuery,
  filtered: boolean,
) {
  const order = ORDERS[query.sort];
  if (filtered) {
    const { where, ids, total, fallback, search, floor } = await filteredResaleMatches(
      db,
      shop,
      query,
      RESALE_CHECK_AT_LEAST + 1,
      { sort: query.sort, limit: query.limit, offset: query.offset, among: RESALE_CHECK_AT_LEAST },
    );
    if (total === 0) return { rows: [], total: 0 };
    // All the matches were read (or the fallback's first ones): `ids` is the page, in order.
    if (total <= RESALE_CHECK_AT_LEAST || fallback) {
      const rows =
        ids.length > 0 ? await pageRows(db, inArray(products.id, ids), order, query.limit, 0) : [];
      return { rows, total };
    }
    if (query.sort === '-contribution_margin') {
      // Past check_at_least: the page's candidates from the copy's margin order, sorted here.
      const asked = query.offset + query.limit;
      const top = await topByMargin(db, search.parts, search.condition, asked, floor);
      const rows = await pageRows(db, inArray(products.id, top), order, query.limit, query.offset);
      return { rows, total: RESALE_CHECK_AT_LEAST };
    }
    const rows = await pageRows(db, where, order, query.limit, query.offset);
    return { rows, total: RESALE_CHECK_AT_LEAST };
  }
  const where = resaleScope(shop, query.type, query.source);
  const rows = await pageRows(db, where, order, query.limit, query.offset);
  // A short page tells the total without counting (when it is not past the end).
  const total =
    rows.length < query.limit && (rows.length > 0 || query.offset === 0)
      ? query.offset + rows.length
      : await countMatches(db, where, RESALE_CHECK_AT_LEAST);
  return { rows, total };
}

/**
 * `GET /shops/{slug}/resale/products` (spec 03 §2 "Add-items modal", §7 "Products to resale"): a
 * page of the items the shop may resell, highest contribution margin first by default, each with
 * whether the shop lists it and what it earns per resale at the owner's plan's rate.
 */
export async function listResaleProducts(
  ctx: ServiceContext,
  slug: string,
  query: ResaleProductsQuery,
): Promise<ResaleProductPage> {
  const shop = await authorizeResaleShop(ctx, slug);
  // 'My products' is one supplier's items, as narrow as a supplier filter.
  const filtered = Boolean(
    query.text || query.category || query.supplier || query.source === 'own',
  );
  const [{ rows, total }, rate] = await Promise.all([
    readPage(ctx.db, shop, query, filtered),
    userCommissionRate(ctx.db, shop.ownerId),
  ]);
  const listed = await listedAmong(
    ctx.db,
    listingShopId(shop),
    rows.map((row) => row.id),
  );
  const results: ResaleItem[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    type: row.type,
    photo: row.photos[0] ?? null,
    list_price: row.listPrice,
    crossout_price: row.crossoutPrice,
    currency: row.currency,
    hide_price: row.hidePrice,
    in_store: listed.has(row.id),
    earning: itemEarning(row, rate.rateBp),
    supplier: { id: row.supplierId, name: row.supplierName },
  }));
  return { results, matches_estimated: Math.min(total, RESALE_CHECK_AT_LEAST), shop_id: shop.id };
}
