import 'server-only';

import { and, asc, count, desc, eq } from 'drizzle-orm';

import type { ProductListQuery, ProductPage } from '@/lib/api/schemas/product';
import { products, storeListings } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { resolveListingShop } from '../shops/get-shop-by-slug';
import { shopPermissions } from '../shops/shop-permissions';
import { reshapeSummary, summaryColumns, visibleToViewer } from './product-columns';

const ORDER = {
  queue_position: [asc(storeListings.queuePosition), asc(storeListings.productId)],
  '-list_price': [desc(products.listPrice), asc(storeListings.productId)],
  list_price: [asc(products.listPrice), asc(storeListings.productId)],
} as const;

/** One page of a shop's items of one type (spec 01 §7 "Products list per type"). */
export async function listShopProducts(
  ctx: ServiceContext,
  slug: string,
  query: ProductListQuery,
): Promise<ProductPage> {
  const shop = await resolveListingShop(ctx, slug);
  if (!shop) throw new ApiError('shop_not_found');
  const { admin } = await shopPermissions(ctx.db, ctx.actor, shop);
  const where = and(
    eq(storeListings.shopId, shop.listingShopId),
    eq(storeListings.productType, query.type),
    visibleToViewer(admin),
  );
  const [rows, total] = await Promise.all([
    ctx.db
      .select({ ...summaryColumns, queuePosition: storeListings.queuePosition })
      .from(storeListings)
      .innerJoin(products, eq(products.id, storeListings.productId))
      .where(where)
      .orderBy(...ORDER[query.sort])
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
