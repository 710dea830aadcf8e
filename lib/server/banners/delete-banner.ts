import 'server-only';

import { and, eq } from 'drizzle-orm';

import { banners } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { uploadStorage } from '../gallery/storage';
import { expireShopCache } from '../stores/revalidate-shop-cache';
import {
  authorizeBannerShop,
  findShopBanner,
  lockShop,
  releaseBannerImages,
} from './banner-writes';

/**
 * `DELETE /shops/{slug}/banners/{id}` (spec 01 §7: then its gallery images are deleted): the
 * banner and, in the same transaction, the gallery rows of its images (unless another banner of
 * the shop shows one); the files go once that is committed.
 */
export async function deleteBanner(ctx: ServiceContext, slug: string, id: string): Promise<void> {
  const shop = await authorizeBannerShop(ctx, slug);
  const current = await findShopBanner(ctx.db, shop.id, id);
  const keys = await ctx.db.transaction(async (tx) => {
    await lockShop(tx, shop.id);
    const removed = await tx
      .delete(banners)
      .where(and(eq(banners.id, current.id), eq(banners.shopId, shop.id)))
      .returning({ hzt: banners.hztImageId, vrt: banners.vrtImageId });
    if (removed.length === 0) throw new ApiError('banner_not_found');
    return releaseBannerImages(
      tx,
      shop.id,
      removed.flatMap((row) => [row.hzt, row.vrt]),
    );
  });
  const storage = uploadStorage();
  await Promise.all(keys.map((key) => storage.remove(key)));
  expireShopCache(shop.slug);
}
