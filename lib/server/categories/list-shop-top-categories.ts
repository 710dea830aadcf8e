import 'server-only';

import { and, asc, count, desc, eq } from 'drizzle-orm';

import type { ShopCategory } from '@/lib/api/schemas/category';
import { categories, products, storeListings } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { visibleToViewer } from '../products/product-columns';
import { resolveListingShop } from '../shops/get-shop-by-slug';

/**
 * The categories holding most of a shop's published, visible items (the public view, whoever
 * asks), most first. A proxy shop counts the listings of the shop it mirrors.
 */
export async function listShopTopCategories(
  ctx: ServiceContext,
  slug: string,
  limit: number,
): Promise<ShopCategory[]> {
  const shop = await resolveListingShop(ctx, slug);
  if (!shop) throw new ApiError('shop_not_found');
  const items = count();
  const rows = await ctx.db
    .select({
      id: categories.id,
      slug: categories.slug,
      name_es: categories.nameEs,
      name_en: categories.nameEn,
      count: items,
    })
    .from(storeListings)
    .innerJoin(products, eq(products.id, storeListings.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(storeListings.shopId, shop.listingShopId), visibleToViewer(false)))
    .groupBy(categories.id)
    .orderBy(desc(items), asc(categories.nameEs))
    .limit(limit);
  return rows;
}
