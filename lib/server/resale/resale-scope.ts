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
import {
  denseMatches,
  searchFuzzyMatch,
  searchIds,
  searchPage,
  type SearchPageOf,
  type SearchPart,
  searchParts,
  searchWordMatch,
} from './resale-search';

type ShopRow = typeof shops.$inferSelect;

/** Texts this short are first tried as matching most items (`denseMatches`). */
const DENSE_TEXT_MAX_LENGTH = 2;

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

export interface ResaleMatches {
  /** The scope with the filters, the text's condition the one that matched (on products). */
  where: SQL;
  /**
   * Up to `cap` of the matches, in no order; when a page was asked for, that page's ids in its
   * order instead (found through `resale_search_items`' indexes).
   */
  ids: string[];
  /** The matches counted up to `cap`. */
  total: number;
  /**
   * The text's substring-or-misspelling fallback matched (no word did): its matches are the
   * `cap` found first, not all of them (a misspelling can be 'similar' to thousands of names,
   * and ordering all of those by margin read most of the catalogue: 2 s on the bench's 'clas').
   */
  fallback: boolean;
  /** The same matches on `resale_search_items`: its disjoint parts and the condition that matched. */
  search: { parts: SearchPart[]; condition: SQL | undefined };
  /** By margin, past `cap` matches: a margin the page's matches all reach (`SearchPage.floor`). */
  floor: number | null;
}

/**
 * The scope with the modal's filters (type, text, category, supplier and whose items) and up to
 * `cap` of its matches (or, given `page`, their count and that page of them). The text: every
 * word of the name or description, the last as a prefix (the storefront search's match,
 * lib/server/search); when no item of the scope matches so, a substring or misspelling of the
 * name (3 letters or more).
 *
 * The matches are read from `resale_search_items` (./resale-search.ts), the narrow copy of the
 * items a shop could add: the vector test on the products' wide rows, and the whole scope ANDed
 * with the text's GIN bitmap, kept the text search over 30 ms at 100 000 items (issue 17). They
 * are asked for at once, not first "is there one?".
 */
export async function filteredResaleMatches(
  db: Db | Tx,
  shop: Pick<ShopRow, 'storeType' | 'supplierId'>,
  filters: ResaleFilters & { source?: ItemSource },
  cap: number,
  page?: SearchPageOf,
): Promise<ResaleMatches> {
  const scope = and(
    resaleScope(shop, filters.type, filters.source),
    filters.category ? eq(products.categoryId, filters.category) : undefined,
    filters.supplier ? eq(products.ownerId, filters.supplier) : undefined,
  ) as SQL;
  const parts = searchParts(shop, filters, filters.source);
  const read = async (condition: SQL | undefined, short = false) => {
    if (page) {
      const dense =
        short && condition
          ? await denseMatches(db, parts, condition, cap, page.offset + page.limit)
          : null;
      return dense ?? searchPage(db, parts, condition, cap, page);
    }
    const ids = await searchIds(db, parts, condition, cap);
    return { ids, total: ids.length, floor: null };
  };
  const text = filters.text;
  if (!text)
    return {
      where: scope,
      ...(await read(undefined)),
      fallback: false,
      search: { parts, condition: undefined },
    };
  const tsquery = prefixTsQuery(text);
  if (!tsquery)
    return {
      where: sql`false`,
      ids: [],
      total: 0,
      fallback: false,
      search: { parts: [], condition: undefined },
      floor: null,
    };
  const words = searchWordMatch(tsquery);
  // One or two letters may match most items: counted by the margin walk when they do.
  const found = await read(words, text.length <= DENSE_TEXT_MAX_LENGTH);
  if (found.total > 0 || text.length < FALLBACK_MIN_LENGTH)
    return {
      where: and(scope, wordPrefixMatch(tsquery)) as SQL,
      ...found,
      fallback: false,
      search: { parts, condition: words },
    };
  const fuzzy = searchFuzzyMatch(text);
  return {
    where: and(scope, fuzzyNameMatch(text)) as SQL,
    ...(await read(fuzzy)),
    fallback: true,
    search: { parts, condition: fuzzy },
  };
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
