import 'server-only';

import { eq } from 'drizzle-orm';

import { galleryImages, shops } from '@/lib/db/schema';

import { mayOnShop, requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { GalleryError } from './gallery-error';
import type { UploadStorage } from './storage';

/**
 * Removes an image and its file: its uploader may, and so may an admin of the image's shop
 * (`storefront.edit`); anyone else — admins of other shops included — gets 403.
 */
export async function deleteGalleryImage(ctx: ServiceContext, storage: UploadStorage, id: string) {
  const actor = requireUser(ctx.actor);
  const [image] = await ctx.db
    .select()
    .from(galleryImages)
    .where(eq(galleryImages.id, id))
    .limit(1);
  if (!image) throw new GalleryError('image_not_found');
  if (image.uploadedBy !== actor.userId && !(await isShopAdminOf(ctx, image.shopId))) {
    throw new ApiError('forbidden');
  }
  await ctx.db.delete(galleryImages).where(eq(galleryImages.id, id));
  await storage.remove(image.storageKey);
}

async function isShopAdminOf(ctx: ServiceContext, shopId: string | null): Promise<boolean> {
  if (!shopId) return false;
  const [shop] = await ctx.db.select().from(shops).where(eq(shops.id, shopId)).limit(1);
  return shop ? mayOnShop(ctx, shop, 'storefront.edit') : false;
}
