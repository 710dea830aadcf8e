import 'server-only';

import { and, eq, or } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { banners, galleryImages, products, shops, storeListings } from '@/lib/db/schema';

import { authorizeShop } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';

/** A transaction of the database (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;
type ShopRow = typeof shops.$inferSelect;

/**
 * The shop whose banners the actor may change (`storefront.edit`: its admins): 401, 404 and 403
 * as `authorizeShop` answers them. A proxy shop mirrors another shop and has a read-only menu
 * (spec 01 §2), so it is not edited: 409 `proxy_shop_read_only`.
 */
export async function authorizeBannerShop(ctx: ServiceContext, slug: string): Promise<ShopRow> {
  const shop = await authorizeShop(ctx, slug, 'storefront.edit');
  if (shop.isProxy) throw new ApiError('proxy_shop_read_only');
  return shop;
}

/** Locks the shop row for the rest of the transaction: one banner write of a shop at a time. */
export async function lockShop(tx: Tx, shopId: string): Promise<void> {
  await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update');
}

/** The shop's banner by id, or 404 `banner_not_found` (another shop's banner included). */
export async function findShopBanner(db: Reader, shopId: string, id: string) {
  const [row] = await db
    .select()
    .from(banners)
    .where(and(eq(banners.shopId, shopId), eq(banners.id, id)))
    .limit(1);
  if (!row) throw new ApiError('banner_not_found');
  return row;
}

export type BannerImageField = 'hzt_image_id' | 'vrt_image_id';
const FIELD_KIND = { hzt_image_id: 'banner_desktop', vrt_image_id: 'banner_mobile' } as const;

/**
 * The gallery images a write names, by field: each must be an image of this shop's gallery of
 * the field's kind (desktop banner for the horizontal image, mobile banner for the vertical one),
 * else 422 `invalid_image` on that field.
 */
export async function resolveBannerImages(
  db: Reader,
  shopId: string,
  ids: Partial<Record<BannerImageField, string>>,
): Promise<Partial<Record<BannerImageField, { id: string; url: string }>>> {
  const found: Partial<Record<BannerImageField, { id: string; url: string }>> = {};
  const problems: Record<string, string[]> = {};
  for (const field of Object.keys(FIELD_KIND) as BannerImageField[]) {
    const id = ids[field];
    if (id === undefined) continue;
    const [image] = await db
      .select({ id: galleryImages.id, url: galleryImages.url })
      .from(galleryImages)
      .where(
        and(
          eq(galleryImages.id, id),
          eq(galleryImages.shopId, shopId),
          eq(galleryImages.kind, FIELD_KIND[field]),
        ),
      )
      .limit(1);
    if (image) found[field] = image;
    else problems[field] = ['invalid_image'];
  }
  if (Object.keys(problems).length) throw new ApiError('validation_error', problems);
  return found;
}

/**
 * The item a product link names: one this shop sells and visitors can see (listed, published, not
 * hidden), with its supplier; else 422 `invalid_product` on `product`.
 */
export async function resolveBannerProduct(db: Reader, shopId: string, productId: string) {
  const [row] = await db
    .select({ id: products.id, supplierId: products.ownerId })
    .from(storeListings)
    .innerJoin(products, eq(products.id, storeListings.productId))
    .where(
      and(
        eq(storeListings.shopId, shopId),
        eq(storeListings.productId, productId),
        eq(products.listState, 'published'),
        eq(products.hidden, false),
      ),
    )
    .limit(1);
  if (!row) throw new ApiError('validation_error', { product: ['invalid_product'] });
  return row;
}

/**
 * Removes the gallery rows of images no banner uses any more (a deleted banner's, a replaced
 * image) and answers their storage keys, for the caller to remove the files after the commit.
 * An image another banner of the shop still shows stays.
 */
export async function releaseBannerImages(
  tx: Tx,
  shopId: string,
  imageIds: ReadonlyArray<string | null>,
): Promise<string[]> {
  const keys: string[] = [];
  for (const id of new Set(imageIds.filter((value): value is string => !!value))) {
    const [used] = await tx
      .select({ id: banners.id })
      .from(banners)
      .where(
        and(eq(banners.shopId, shopId), or(eq(banners.hztImageId, id), eq(banners.vrtImageId, id))),
      )
      .limit(1);
    if (used) continue;
    const removed = await tx
      .delete(galleryImages)
      .where(and(eq(galleryImages.id, id), eq(galleryImages.shopId, shopId)))
      .returning({ key: galleryImages.storageKey });
    keys.push(...removed.map((row) => row.key));
  }
  return keys;
}
