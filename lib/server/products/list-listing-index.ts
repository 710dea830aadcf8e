import 'server-only';

import { and, asc, count, eq } from 'drizzle-orm';

import type { ListingIndexPage, ListingIndexQuery } from '@/lib/api/schemas/listing-index';
import { products, storeListings } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { resolveListingShop } from '../shops/get-shop-by-slug';
import { visibleToViewer } from './product-columns';

/**
 * The public index of a shop's listed items (what a sitemap names): published and visible items
 * only, whoever asks, in id order so pages are stable. A proxy shop reads the shop it mirrors.
 * The primary key `(shop_id, product_id)` gives the order; a short page needs no count.
 */
export async function listListingIndex(
  ctx: ServiceContext,
  slug: string,
  page: ListingIndexQuery,
): Promise<ListingIndexPage> {
  const shop = await resolveListingShop(ctx, slug);
  if (!shop) throw new ApiError('shop_not_found');
  const where = and(eq(storeListings.shopId, shop.listingShopId), visibleToViewer(false));
  const rows = await ctx.db
    .select({
      id: products.id,
      owner: products.ownerId,
      type: products.type,
      updatedAt: products.updatedAt,
    })
    .from(storeListings)
    .innerJoin(products, eq(products.id, storeListings.productId))
    .where(where)
    .orderBy(asc(storeListings.productId))
    .limit(page.limit)
    .offset(page.offset);
  const total =
    rows.length < page.limit && (rows.length > 0 || page.offset === 0)
      ? page.offset + rows.length
      : await countListed(ctx, where);
  return {
    results: rows.map((r) => ({
      id: r.id,
      owner: r.owner,
      type: r.type,
      updated_at: r.updatedAt.toISOString(),
    })),
    matches_estimated: total,
  };
}

async function countListed(ctx: ServiceContext, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(storeListings)
    .innerJoin(products, eq(products.id, storeListings.productId))
    .where(where);
  return row?.n ?? 0;
}
