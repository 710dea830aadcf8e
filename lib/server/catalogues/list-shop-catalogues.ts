import 'server-only';

import { asc, count, eq } from 'drizzle-orm';

import type { CataloguePage } from '@/lib/api/schemas/catalogue';
import { catalogues } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { resolveListingShop } from '../shops/get-shop-by-slug';
import { reshapeCatalogue, selectCataloguesWithCounts } from './reshape-catalogue';

/** A shop's custom catalogues in their order (spec 01 §7 "GET catalogues (custom) for shop"). */
export async function listShopCatalogues(
  ctx: ServiceContext,
  slug: string,
  page: { offset: number; limit: number },
): Promise<CataloguePage> {
  const shop = await resolveListingShop(ctx, slug);
  if (!shop) throw new ApiError('shop_not_found');
  const [rows, total] = await Promise.all([
    selectCataloguesWithCounts(ctx.db)
      .where(eq(catalogues.shopId, shop.listingShopId))
      .orderBy(asc(catalogues.position), asc(catalogues.id))
      .limit(page.limit)
      .offset(page.offset),
    ctx.db.select({ n: count() }).from(catalogues).where(eq(catalogues.shopId, shop.listingShopId)),
  ]);
  return {
    results: rows.map((r) => reshapeCatalogue(r, r.numProducts, shop.ownerId)),
    matches_estimated: total[0]?.n ?? 0,
  };
}
