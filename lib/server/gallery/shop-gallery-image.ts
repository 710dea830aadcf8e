import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { galleryImages } from '@/lib/db/schema';
import type { GalleryKind } from '@/lib/domain/vocabulary';

/** A database or a transaction of it. */
type Reader = Pick<Db, 'select'>;

/** Whether `url` is an image of this kind that the shop uploaded to its gallery. */
export async function isShopGalleryImage(
  db: Reader,
  shopId: string,
  url: string,
  kind: GalleryKind,
): Promise<boolean> {
  const [image] = await db
    .select({ id: galleryImages.id })
    .from(galleryImages)
    .where(
      and(
        eq(galleryImages.url, url),
        eq(galleryImages.shopId, shopId),
        eq(galleryImages.kind, kind),
      ),
    )
    .limit(1);
  return !!image;
}
