import 'server-only';

import { and, asc, count, eq, or, sql } from 'drizzle-orm';

import type { ProductPage, ProductSearchQuery } from '@/lib/api/schemas/product';
import { products, storeListings } from '@/lib/db/schema';
import { escapeLike, prefixTsQuery } from '@/lib/domain/search-text';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { reshapeSummary, summaryColumns, visibleToViewer } from '../products/product-columns';
import { resolveListingShop } from '../shops/get-shop-by-slug';
import { shopPermissions } from '../shops/shop-permissions';

// An explicit text[] literal: PGlite cannot infer the type of a bare array parameter.
const hasAllTags = (tags: string[]) =>
  sql`${products.tags} @> array[${sql.join(
    tags.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;

/**
 * Searches the items a shop lists (spec 01 §5, §7 "GET product search"): full-text over the
 * Spanish and English names and the description with prefix matching of the last word, plus a
 * trigram substring match on the name for autocomplete. Names starting with the text rank first.
 */
export async function searchShopProducts(
  ctx: ServiceContext,
  slug: string,
  query: ProductSearchQuery,
): Promise<ProductPage> {
  const shop = await resolveListingShop(ctx, slug);
  if (!shop) throw new ApiError('shop_not_found');
  const { admin } = await shopPermissions(ctx.db, ctx.actor, shop);

  const text = query.text;
  const tsquery = prefixTsQuery(text);
  const textMatch = text
    ? or(
        sql`lower(${products.name}) like ${`%${escapeLike(text)}%`}`,
        tsquery
          ? or(
              sql`${products.searchVector} @@ to_tsquery('spanish', ${tsquery})`,
              sql`${products.searchVector} @@ to_tsquery('english', ${tsquery})`,
            )
          : undefined,
      )
    : undefined;
  const where = and(
    eq(storeListings.shopId, shop.listingShopId),
    query.type ? eq(storeListings.productType, query.type) : undefined,
    query.tags?.length ? hasAllTags(query.tags) : undefined,
    visibleToViewer(admin),
    textMatch,
  );
  const order = [asc(storeListings.queuePosition), asc(storeListings.productId)];
  if (text) order.unshift(sql`(lower(${products.name}) like ${`${escapeLike(text)}%`}) desc`);
  const [rows, total] = await Promise.all([
    ctx.db
      .select({ ...summaryColumns, queuePosition: storeListings.queuePosition })
      .from(storeListings)
      .innerJoin(products, eq(products.id, storeListings.productId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    ctx.db
      .select({ n: count() })
      .from(storeListings)
      .innerJoin(products, eq(products.id, storeListings.productId))
      .where(where),
  ]);
  const now = new Date();
  return {
    results: rows.map((r) => reshapeSummary(r, { inStore: true, queuePosition: r.queuePosition }, now)),
    matches_estimated: total[0]?.n ?? 0,
  };
}
