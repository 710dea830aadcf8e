import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { galleryImages, type ReviewPhoto } from '@/lib/db/schema';

import { ApiError } from '../errors';

/**
 * The review's photos in the order given: gallery images of kind `review_photo` that the
 * customer uploaded (422 `review_photo_invalid` for any other id).
 */
export async function customerReviewPhotos(
  db: Pick<Db, 'select'>,
  userId: string,
  ids: readonly string[],
): Promise<ReviewPhoto[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: galleryImages.id, url: galleryImages.url })
    .from(galleryImages)
    .where(
      and(
        inArray(galleryImages.id, unique),
        eq(galleryImages.kind, 'review_photo'),
        eq(galleryImages.uploadedBy, userId),
      ),
    );
  if (rows.length !== unique.length) throw new ApiError('review_photo_invalid');
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => byId.get(id)!);
}
