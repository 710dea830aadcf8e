import 'server-only';

import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';

import type {
  NetworkProduct,
  NetworkProductPage,
  NetworkProductsQuery,
} from '@/lib/api/schemas/business-network';
import { products, shops, storeListings } from '@/lib/db/schema';
import { networkItemHref } from '@/lib/domain/business-network/network-links';
import { prefixTsQuery } from '@/lib/domain/search/search-text';

import type { ServiceContext } from '../context';
import {
  fuzzyNameMatch,
  nameWordPrefixMatch,
  wordPrefixMatch,
} from '../search/search-shop-products';
import { publicItem, publicShop } from './public-shop';

/**
 * Matches are counted up to this many (`matches_estimated` is then this number, the spec's
 * `check_at_least` rule): counting every item of a 100k catalogue on each page costs more than
 * the page itself, and nobody pages past 400 pages of 24.
 */
export const NETWORK_PRODUCT_COUNT_CAP = 10_000;

/** Texts this long also get the typo-tolerant fallback (trigrams need 3 letters), as in shops. */
const FALLBACK_MIN_LENGTH = 3;

/**
 * The shop an item is bought in: its oldest listing in a public shop. One walk of
 * store_listings_product_idx per item, stopped at the first public shop, so it costs the same
 * whatever the network's size.
 */
// Written with qualified names: in a one-table select drizzle leaves the select list's columns
// unqualified, and `id` would be ambiguous inside the subquery.
const sellingShopId = sql<string | null>`(select store_listings.shop_id from store_listings
  inner join shops on shops.id = store_listings.shop_id
  where store_listings.product_id = products.id and ${publicShop}
  order by store_listings.created_at, store_listings.shop_id limit 1)`;

const soldByPublicShop = sql`exists (select 1 from ${storeListings}
  inner join ${shops} on ${shops.id} = ${storeListings.shopId}
  where ${storeListings.productId} = ${products.id} and ${publicShop})`;

const columns = {
  id: products.id,
  ownerId: products.ownerId,
  name: products.name,
  nameEn: products.nameEn,
  type: products.type,
  photos: products.photos,
  listPrice: products.listPrice,
  crossoutPrice: products.crossoutPrice,
  currency: products.currency,
  hidePrice: products.hidePrice,
  isFree: products.isFree,
  shopId: sellingShopId,
};

async function page(
  { db }: ServiceContext,
  where: SQL,
  order: SQL[],
  query: NetworkProductsQuery,
): Promise<NetworkProductPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(
        db
          .select({ one: products.id })
          .from(products)
          .where(where)
          .limit(NETWORK_PRODUCT_COUNT_CAP)
          .as('matches'),
      ),
  ]);
  const shopIds = [...new Set(rows.map((row) => row.shopId).filter((id) => id !== null))];
  const sellers = shopIds.length
    ? await db
        .select({ id: shops.id, slug: shops.slug, name: shops.name })
        .from(shops)
        .where(inArray(shops.id, shopIds))
    : [];
  const sellerById = new Map(sellers.map((shop) => [shop.id, shop]));
  const results: NetworkProduct[] = [];
  for (const row of rows) {
    // Unlisted between the two reads: left out of this page rather than shown without a shop.
    const seller = row.shopId ? sellerById.get(row.shopId) : undefined;
    if (!seller) continue;
    results.push({
      id: row.id,
      owner: row.ownerId,
      name: row.name,
      name_en: row.nameEn,
      type: row.type,
      photo: row.photos[0] ?? null,
      list_price: row.listPrice,
      crossout_price: row.crossoutPrice,
      currency: row.currency,
      hide_price: row.hidePrice,
      is_free: row.isFree,
      shop: { slug: seller.slug, name: seller.name },
      href: networkItemHref(seller.slug, { type: row.type, owner: row.ownerId, id: row.id }),
    });
  }
  return { results, matches_estimated: total?.n ?? 0 };
}

/**
 * `GET /network/products` (spec 03 §2 `/products`): the public items at least one public shop
 * sells, each with that shop and its page there. Without text, by name (the partial
 * products_resale_name_idx walks it per type); with text, the shops' own search (full-text word
 * prefixes, Spanish and English stemming, accents aside), name matches first; when that finds
 * nothing, substrings and misspellings of the name, closest first.
 */
export async function listNetworkProducts(
  ctx: ServiceContext,
  query: NetworkProductsQuery,
): Promise<NetworkProductPage> {
  const scope = and(
    publicItem,
    query.type ? eq(products.type, query.type) : undefined,
    soldByPublicShop,
  ) as SQL;
  const byName = [asc(products.name), asc(products.id)];
  const text = query.text;
  if (!text) return page(ctx, scope, byName, query);
  const tsquery = prefixTsQuery(text);
  if (!tsquery) return { results: [], matches_estimated: 0 };
  const found = await page(
    ctx,
    and(scope, wordPrefixMatch(tsquery)) as SQL,
    [desc(nameWordPrefixMatch(tsquery)), ...byName],
    query,
  );
  if (found.matches_estimated > 0 || text.length < FALLBACK_MIN_LENGTH) return found;
  return page(
    ctx,
    and(scope, fuzzyNameMatch(text)) as SQL,
    [
      desc(
        sql`word_similarity(tienda_unaccent(${text}), tienda_unaccent(lower(${products.name})))`,
      ),
      ...byName,
    ],
    query,
  );
}
