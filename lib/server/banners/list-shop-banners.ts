import 'server-only';

import { asc, count, eq } from 'drizzle-orm';

import type { BannerPage } from '@/lib/api/schemas/banners';
import { banners } from '@/lib/db/schema';

import { authorizeShop } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { reshapeSlide, selectSlides } from '../shops/shop-storefront-parts';

/**
 * `GET /shops/{slug}/banners` (spec 01 §7: offset 0, limit 10): the shop's banners in carousel
 * order for its admins' editor, whatever audience each one targets.
 */
export async function listShopBanners(
  ctx: ServiceContext,
  slug: string,
  page: { offset: number; limit: number },
): Promise<BannerPage> {
  const shop = await authorizeShop(ctx, slug, 'storefront.edit');
  const [rows, total] = await Promise.all([
    selectSlides(ctx.db)
      .where(eq(banners.shopId, shop.id))
      .orderBy(asc(banners.position), asc(banners.id))
      .limit(page.limit)
      .offset(page.offset),
    ctx.db.select({ n: count() }).from(banners).where(eq(banners.shopId, shop.id)),
  ]);
  return { results: rows.map(reshapeSlide), matches_estimated: total[0]?.n ?? 0 };
}
