import 'server-only';

import { randomUUID } from 'node:crypto';

import { count, eq, sql } from 'drizzle-orm';

import type { BannerCreate } from '@/lib/api/schemas/banners';
import type { Slide } from '@/lib/api/schemas/shop';
import { banners } from '@/lib/db/schema';
import { BANNER_MAX, bannerActionType } from '@/lib/domain/shop/banner-rules';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { expireShopCache } from '../stores/revalidate-shop-cache';
import {
  authorizeBannerShop,
  lockShop,
  resolveBannerImages,
  resolveBannerProduct,
} from './banner-writes';
import { readShopBanner } from './read-shop-banner';

/**
 * `POST /shops/{slug}/banners` (spec 01 §4, §7: a save without an id creates): a banner at the
 * end of the shop's carousel with its desktop and mobile images from the shop's gallery and a
 * link to a product the shop sells or to a web address. At most `BANNER_MAX` (409
 * `banner_limit_reached`): the carousel shows no more.
 */
export async function createBanner(
  ctx: ServiceContext,
  slug: string,
  input: BannerCreate,
): Promise<Slide> {
  const shop = await authorizeBannerShop(ctx, slug);
  const images = await resolveBannerImages(ctx.db, shop.id, {
    hzt_image_id: input.hzt_image_id,
    vrt_image_id: input.vrt_image_id,
  });
  const product =
    input.type === 'PRODUCT' && input.product
      ? await resolveBannerProduct(ctx.db, shop.id, input.product)
      : null;
  const id = await ctx.db.transaction(async (tx) => {
    await lockShop(tx, shop.id);
    const [existing] = await tx
      .select({
        n: count(),
        next: sql<number>`coalesce(max(${banners.position}) + 1, 0)`.mapWith(Number),
      })
      .from(banners)
      .where(eq(banners.shopId, shop.id));
    if ((existing?.n ?? 0) >= BANNER_MAX) throw new ApiError('banner_limit_reached');
    const [created] = await tx
      .insert(banners)
      .values({
        id: `ban_${randomUUID()}`,
        shopId: shop.id,
        hztImage: images.hzt_image_id!.url,
        hztImageId: images.hzt_image_id!.id,
        vrtImage: images.vrt_image_id!.url,
        vrtImageId: images.vrt_image_id!.id,
        type: input.type,
        actionType: bannerActionType(input),
        url: input.type === 'URL' ? (input.url ?? null) : null,
        urlTarget: input.type === 'URL' && !!input.url && input.url_target,
        productId: product?.id ?? null,
        supplierId: product?.supplierId ?? null,
        target: input.target,
        position: existing?.next ?? 0,
      })
      .returning({ id: banners.id });
    return created!.id;
  });
  expireShopCache(shop.slug);
  return readShopBanner(ctx.db, id);
}
