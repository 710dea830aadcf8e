import 'server-only';

import { and, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';

import type { ItemSource, ResaleFilters } from '@/lib/api/schemas/resale';
import type { Db } from '@/lib/db/client';
import { products, shops, storeListings, suppliers } from '@/lib/db/schema';
import type { ProductType } from '@/lib/domain/vocabulary';
import { prefixTsQuery } from '@/lib/domain/search/search-text';

import { authorizeShop } from '../auth/permissions';
import type { Tx } from '../catalogues/catalogue-writes';
import type { ServiceContext } from '../context';
import { fuzzyNameMatch, wordPrefixMatch } from '../search/search-shop-products';

type ShopRow = typeof shops.$inferSelect;

/** Texts this long also get the substring/typo-tolerant fallback (trigrams need 3 letters). */
const FALLBACK_MIN_LENGTH = 3;

/**
 * The shop whose resale reads the actor may make: its admins (the same check as adding a
 * listing): 401 signed out, 404 `shop_not_found`, 403 `forbidden` for anyone else.
 */
export function authorizeResaleShop(ctx: ServiceContext, slug: string): Promise<ShopRow> {
  return authorizeShop(ctx, slug, 'storefront.edit');
}

/** The shop whose listings `in_store` speaks of: a proxy shop shows the shop it mirrors. */
export function listingShopId(shop: ShopRow): string {
  return shop.isProxy && shop.proxyOfShopId ? shop.proxyOfShopId : shop.id;
}

/**
 * The items of `type` the shop may add, as a condition on `products` joined to `suppliers`
 * (lib/domain/catalogue/listing-rules.ts `placementRefusal`, narrowed to what the modal offers):
 * published, visible, not retired; a franchise shop only its franchise's items, other shops the
 * items of enabled dropshipping suppliers and those of their own supplier. Rows walk the partial
 * index `products_resale_margin_idx` (migration 0020) in margin order.
 *
 * `source` narrows it to whose items (spec 03 §2, §6: a franchise shop's toggle): `own`, the
 * shop's own supplier's; `others`, those of the other enabled dropshipping suppliers (what other
 * shops resell; a franchise shop browses them but is refused them when it adds one).
 */
export function resaleScope(
  shop: Pick<ShopRow, 'storeType' | 'supplierId'>,
  type: ProductType,
  source?: ItemSource,
) {
  const own = shop.supplierId ? eq(products.ownerId, shop.supplierId) : sql`false`;
  const resold = and(eq(suppliers.isDropshipping, true), eq(suppliers.enabled, true));
  const others = shop.supplierId ? and(resold, ne(products.ownerId, shop.supplierId)) : resold;
  const owners =
    source === 'own'
      ? own
      : source === 'others'
        ? others
        : shop.storeType === 'franchise'
          ? own
          : or(resold, own);
  return and(
    eq(products.type, type),
    eq(products.listState, 'published'),
    eq(products.hidden, false),
    isNull(products.retiredAt),
    owners,
  ) as SQL;
}

/** The ids of up to `cap` items matching `where` (products joined to suppliers), in no order. */
export async function matchingIds(db: Db | Tx, where: SQL, cap: number): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.ownerId))
    .where(where)
    .limit(cap);
  return rows.map((row) => row.id);
}

export interface ResaleMatches {
  /** The scope with the filters, the text's condition the one that matched. */
  where: SQL;
  /** Up to `cap` of the matches, in no order (found through the filters' own indexes). */
  ids: string[];
  /**
   * The text's substring-or-misspelling fallback matched (no word did): its matches are the
   * `cap` found first, not all of them (a misspelling can be 'similar' to thousands of names,
   * and ordering all of those by margin read most of the catalogue: 2 s on the bench's 'clas').
   */
  fallback: boolean;
}

/**
 * The scope with the modal's filters (type, text, category, supplier and whose items) and up to
 * `cap` of its matches. The text: every word of the name or description, the last as a prefix (the
 * storefront search's match, lib/server/search); when no item of the scope matches so, a
 * substring or misspelling of the name (3 letters or more).
 *
 * The matches are asked for at once, not first "is there one?": with LIMIT 1 the planner walks
 * the whole table in search of a match it guesses is common (a text that matches only items of
 * other suppliers, or nothing, read all 100 000 rows: 0.5–0.9 s on the bench), while a
 * `cap`-sized read goes through the text's GIN index (bench/README.md, issue 17's figures).
 */
export async function filteredResaleMatches(
  db: Db | Tx,
  shop: Pick<ShopRow, 'storeType' | 'supplierId'>,
  filters: ResaleFilters & { source?: ItemSource },
  cap: number,
): Promise<ResaleMatches> {
  const scope = and(
    resaleScope(shop, filters.type, filters.source),
    filters.category ? eq(products.categoryId, filters.category) : undefined,
    filters.supplier ? eq(products.ownerId, filters.supplier) : undefined,
  ) as SQL;
  const text = filters.text;
  if (!text) return { where: scope, ids: await matchingIds(db, scope, cap), fallback: false };
  const tsquery = prefixTsQuery(text);
  if (!tsquery) return { where: sql`false`, ids: [], fallback: false };
  const words = and(scope, wordPrefixMatch(tsquery)) as SQL;
  const ids = await matchingIds(db, words, cap);
  if (ids.length > 0 || text.length < FALLBACK_MIN_LENGTH)
    return { where: words, ids, fallback: false };
  const fuzzy = and(scope, fuzzyNameMatch(text)) as SQL;
  return { where: fuzzy, ids: await matchingIds(db, fuzzy, cap), fallback: true };
}

/**
 * Which of `ids` the shop lists, by the listings' primary key (a page's ids after the page is
 * read: joining the listings into the page's query lets the planner hash every listing of a big
 * shop).
 */
export async function listedAmong(
  db: Db | Tx,
  shopId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: storeListings.productId })
    .from(storeListings)
    .where(and(eq(storeListings.shopId, shopId), inArray(storeListings.productId, ids)));
  return new Set(rows.map((row) => row.id));
}
