import 'server-only';

import { and, desc, eq, not, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { ProductPage, ProductSearchQuery } from '@/lib/api/schemas/product';
import type { Db } from '@/lib/db/client';
import { products, storeListings } from '@/lib/db/schema';
import { escapeLike, prefixTsQuery } from '@/lib/domain/search/search-text';

import type { ServiceContext } from '../context';
import {
  groupedListingPage,
  listingPage,
  type ListingPageOptions,
  SHOP_ORDER,
} from '../products/listing-page';
import { visibleToViewer } from '../products/product-columns';
import { productTypeLiteral } from '../products/product-type-literal';
import { requireShopView } from '../shops/get-shop-by-slug';
import { publicSearchAnswer } from './public-search-answers';

/** Texts this long also get the substring/typo-tolerant fallback (trigrams need 3 letters). */
const FALLBACK_MIN_LENGTH = 3;

// An explicit text[] literal: PGlite cannot infer the type of a bare array parameter.
const hasAllTags = (tags: string[]) =>
  sql`${products.tags} @> array[${sql.join(
    tags.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;

/** `vector` matches `tsquery` with Spanish or English stemming. */
const vectorMatch = (vector: AnyPgColumn, tsquery: string) =>
  sql`(${vector} @@ to_tsquery('tienda_es', ${tsquery}) or ${vector} @@ to_tsquery('tienda_en', ${tsquery}))`;

/** Every word matches a word of the Spanish or English name or the description; the last as a prefix. */
export const wordPrefixMatch = (tsquery: string) => vectorMatch(products.searchVector, tsquery);

/** The same match on the names alone (Spanish and English names, a stored and indexed vector). */
export const nameWordPrefixMatch = (tsquery: string) =>
  vectorMatch(products.nameSearchVector, tsquery);

const unaccentedName = sql`tienda_unaccent(lower(${products.name}))`;

/** Substring or misspelt word of the name, accent-insensitive, through the trigram index. */
export const fuzzyNameMatch = (text: string) =>
  sql`(${unaccentedName} like ${`%${escapeLike(text)}%`} or tienda_unaccent(${text}) <% ${unaccentedName})`;

/**
 * Searches the items a shop lists (spec 01 §5, §7 "GET product search"). Full-text word-prefix
 * matching with Spanish and English stemming (so 'tazas' finds 'taza'), accent-insensitive:
 * items whose name matches come first, then those matching only by description, each group in
 * the shop's order ("most relevant" is `queue_position`). When that finds nothing, a trigram
 * fallback finds substrings and misspellings, closest first.
 */
export async function searchShopProducts(
  ctx: ServiceContext,
  slug: string,
  query: ProductSearchQuery,
): Promise<ProductPage> {
  // Anyone not signed in gets the public answer, without even reading the shop (the answer's
  // store keeps only shops that exist); signed-in people who do not run the shop get it too.
  if (ctx.actor.kind === 'anonymous')
    return publicSearchAnswer(ctx.db, slug, query, async () =>
      searchListings(ctx.db, await requireShopView(ctx, slug), query),
    );
  const view = await requireShopView(ctx, slug);
  if (view.admin) return searchListings(ctx.db, view, query);
  return publicSearchAnswer(ctx.db, slug, query, () => searchListings(ctx.db, view, query));
}

/**
 * The listings whose item matches `tsquery`: those whose name matches first, then those matching
 * by description only (the names are part of the full vector, so a name match is a match).
 * The walks in the shop's order first test the listing's copies of the item's vectors and
 * visibility (migration 0044), so only the listings that match read their item's row, where the
 * item's own columns decide.
 */
function textPage(
  db: Db,
  tsquery: string,
  {
    listings,
    listingsKey,
    items,
    itemType,
    admin,
  }: {
    listings: SQL | undefined;
    listingsKey: string;
    items: SQL | undefined;
    itemType: SQL | undefined;
    admin: boolean;
  },
  paging: ListingPageOptions,
): Promise<ProductPage> {
  const groups = [
    nameWordPrefixMatch(tsquery),
    and(wordPrefixMatch(tsquery), not(nameWordPrefixMatch(tsquery))),
  ];
  const copies = [
    vectorMatch(storeListings.itemNameSearchVector, tsquery),
    and(
      vectorMatch(storeListings.itemSearchVector, tsquery),
      not(vectorMatch(storeListings.itemNameSearchVector, tsquery)),
    ),
  ];
  const shown = admin ? undefined : eq(storeListings.itemVisible, true);
  return groupedListingPage(
    db,
    groups.map((match, group) => and(listings, shown, copies[group], items, match)),
    and(listings, items, wordPrefixMatch(tsquery)),
    [...SHOP_ORDER],
    {
      ...paging,
      sparse: { listings, listingsKey, items: groups.map((match) => and(items, itemType, match)) },
    },
  );
}

async function searchListings(
  db: Db,
  { listingShopId, admin }: { listingShopId: string; admin: boolean },
  query: ProductSearchQuery,
): Promise<ProductPage> {
  const listings = and(
    eq(storeListings.shopId, listingShopId),
    query.type ? eq(storeListings.productType, query.type) : undefined,
  );
  const items = and(
    query.tags?.length ? hasAllTags(query.tags) : undefined,
    visibleToViewer(admin),
  );
  // Names `listings`: their window ends are kept between searches (listing-positions.ts).
  const listingsKey = `${listingShopId}|${query.type ?? ''}`;
  const scope = and(listings, items);
  // The item's own type (the listing copies it), written so that no index serves it, for reads
  // that go through the text's index: the type then sorts the items found out on the row
  // ('tour' matches 2 400 items of 100 000, no product). Not on the walks: the planner, unable
  // to estimate it, would take every match as rare and sort them all.
  const itemType = query.type ? sql`(${products.type} || '') = ${query.type}` : undefined;
  const paging = { offset: query.offset, limit: query.limit, checkAtLeast: query.check_at_least };
  const text = query.text;
  const tsquery = prefixTsQuery(text);
  if (text && !tsquery) return { results: [], matches_estimated: 0 };

  const page = tsquery
    ? await textPage(db, tsquery, { listings, listingsKey, items, itemType, admin }, paging)
    : await listingPage(db, scope, [...SHOP_ORDER], paging);
  if (page.matches_estimated > 0 || text.length < FALLBACK_MIN_LENGTH) return page;
  return listingPage(
    db,
    and(
      scope,
      query.type ? sql`${products.type} = ${productTypeLiteral(query.type)}` : undefined,
      fuzzyNameMatch(text),
    ),
    [desc(sql`word_similarity(tienda_unaccent(${text}), ${unaccentedName})`), ...SHOP_ORDER],
    paging,
  );
}
