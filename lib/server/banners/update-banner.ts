import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { BannerUpdate } from '@/lib/api/schemas/banners';
import type { Slide } from '@/lib/api/schemas/shop';
import { banners } from '@/lib/db/schema';
import {
  bannerActionType,
  bannerLinkProblems,
  type BannerLink,
} from '@/lib/domain/shop/banner-rules';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { uploadStorage } from '../gallery/storage';
import { expireShopCache } from '../stores/revalidate-shop-cache';
import {
  authorizeBannerShop,
  findShopBanner,
  lockShop,
  releaseBannerImages,
  resolveBannerImages,
  resolveBannerProduct,
} from './banner-writes';
import { readShopBanner } from './read-shop-banner';

type BannerRow = typeof banners.$inferSelect;

/** What the link columns become: the fields sent over what the banner has. */
function linkChanges(
  current: BannerRow,
  changes: BannerUpdate,
): (BannerLink & { url_target: boolean }) | null {
  const touched =
    changes.type !== undefined ||
    changes.url !== undefined ||
    changes.product !== undefined ||
    changes.url_target !== undefined;
  if (!touched) return null;
  return {
    type: changes.type ?? current.type,
    url: changes.url !== undefined ? changes.url : current.url,
    product: changes.product !== undefined ? changes.product : current.productId,
    url_target: changes.url_target ?? current.urlTarget,
  };
}

/**
 * `PATCH /shops/{slug}/banners/{id}` (spec 01 §4: a save with an id updates): only the fields
 * sent change, and the link rules hold for the banner as it will be. A link left alone keeps its
 * action (a seeded sign-up banner stays one). A replaced image leaves the gallery (row and file)
 * once no banner shows it.
 */
export async function updateBanner(
  ctx: ServiceContext,
  slug: string,
  id: string,
  changes: BannerUpdate,
): Promise<Slide> {
  const shop = await authorizeBannerShop(ctx, slug);
  const current = await findShopBanner(ctx.db, shop.id, id);
  const link = linkChanges(current, changes);
  if (link) {
    const problems = bannerLinkProblems(link);
    if (Object.keys(problems).length) {
      throw new ApiError(
        'validation_error',
        Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, [key]])),
      );
    }
  }
  const images = await resolveBannerImages(ctx.db, shop.id, {
    ...(changes.hzt_image_id !== undefined && changes.hzt_image_id !== current.hztImageId
      ? { hzt_image_id: changes.hzt_image_id }
      : {}),
    ...(changes.vrt_image_id !== undefined && changes.vrt_image_id !== current.vrtImageId
      ? { vrt_image_id: changes.vrt_image_id }
      : {}),
  });
  const product =
    link?.type === 'PRODUCT' && link.product && link.product !== current.productId
      ? await resolveBannerProduct(ctx.db, shop.id, link.product)
      : null;

  const set: Partial<typeof banners.$inferInsert> = {
    ...(images.hzt_image_id
      ? { hztImage: images.hzt_image_id.url, hztImageId: images.hzt_image_id.id }
      : {}),
    ...(images.vrt_image_id
      ? { vrtImage: images.vrt_image_id.url, vrtImageId: images.vrt_image_id.id }
      : {}),
    ...(changes.target !== undefined ? { target: changes.target } : {}),
    ...(link
      ? {
          type: link.type,
          actionType: bannerActionType(link),
          url: link.type === 'URL' ? (link.url ?? null) : null,
          urlTarget: link.type === 'URL' && !!link.url && link.url_target,
          productId: link.type === 'PRODUCT' ? link.product : null,
          supplierId: link.type === 'PRODUCT' ? (product?.supplierId ?? current.supplierId) : null,
        }
      : {}),
  };
  if (Object.keys(set).length === 0) return readShopBanner(ctx.db, current.id);

  const replaced = [
    images.hzt_image_id ? current.hztImageId : null,
    images.vrt_image_id ? current.vrtImageId : null,
  ];
  const keys = await ctx.db.transaction(async (tx) => {
    await lockShop(tx, shop.id);
    const updated = await tx
      .update(banners)
      .set(set)
      .where(and(eq(banners.id, current.id), eq(banners.shopId, shop.id)))
      .returning({ id: banners.id });
    if (updated.length === 0) throw new ApiError('banner_not_found');
    return releaseBannerImages(tx, shop.id, replaced);
  });
  const storage = uploadStorage();
  await Promise.all(keys.map((key) => storage.remove(key)));
  expireShopCache(shop.slug);
  return readShopBanner(ctx.db, current.id);
}
