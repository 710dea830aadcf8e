import 'server-only';

import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';

import type { ProductPage, ProductSearchQuery } from '@/lib/api/schemas/product';
import { products, storeListings } from '@/lib/db/schema';
import { escapeLike, prefixTsQuery } from '@/lib/domain/search-text';

import type { ServiceContext } from '../context';
import { listingPage } from '../products/listing-page';
import { visibleToViewer } from '../products/product-columns';
import { requireShopView } from '../shops/get-shop-by-slug';

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
  const { listingShopId, admin } = await requireShopView(ctx, slug);

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
    eq(storeListings.shopId, listingShopId),
    query.type ? eq(storeListings.productType, query.type) : undefined,
    query.tags?.length ? hasAllTags(query.tags) : undefined,
    visibleToViewer(admin),
    textMatch,
  );
  const order: SQL[] = [asc(storeListings.queuePosition), asc(storeListings.productId)];
  if (text) order.unshift(sql`(lower(${products.name}) like ${`${escapeLike(text)}%`}) desc`);
  return listingPage(ctx.db, where, order, query);
}
