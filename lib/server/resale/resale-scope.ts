import 'server-only';

import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';

import type { ResaleFilters } from '@/lib/api/schemas/resale';
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
 */
export function resaleScope(shop: Pick<ShopRow, 'storeType' | 'supplierId'>, type: ProductType) {
  const own = shop.supplierId ? eq(products.ownerId, shop.supplierId) : sql`false`;
  const owners =
    shop.storeType === 'franchise'
      ? own
      : or(and(eq(suppliers.isDropshipping, true), eq(suppliers.enabled, true)), own);
  return and(
    eq(products.type, type),
    eq(products.listState, 'published'),
    eq(products.hidden, false),
    isNull(products.retiredAt),
    owners,
  ) as SQL;
}

/**
 * The condition of the text filter: every word of the name or description, the last as a prefix
 * (the storefront search's match, lib/server/search); when no item of the scope matches so, a
 * substring or misspelling of the name (3 letters or more). Null for no text.
 */
export async function textCondition(db: Db | Tx, scope: SQL, text: string): Promise<SQL | null> {
  if (!text) return null;
  const tsquery = prefixTsQuery(text);
  if (!tsquery) return sql`false`;
  const words = wordPrefixMatch(tsquery);
  if (text.length < FALLBACK_MIN_LENGTH) return words;
  const [hit] = await db
    .select({ one: sql`1` })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.ownerId))
    .where(and(scope, words))
    .limit(1);
  return hit ? words : fuzzyNameMatch(text);
}

/** The scope with the modal's filters: type, text, category and supplier. */
export async function filteredResaleScope(
  db: Db | Tx,
  shop: Pick<ShopRow, 'storeType' | 'supplierId'>,
  filters: ResaleFilters,
): Promise<SQL> {
  const scope = and(
    resaleScope(shop, filters.type),
    filters.category ? eq(products.categoryId, filters.category) : undefined,
    filters.supplier ? eq(products.ownerId, filters.supplier) : undefined,
  ) as SQL;
  const text = await textCondition(db, scope, filters.text);
  return (text ? and(scope, text) : scope) as SQL;
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
