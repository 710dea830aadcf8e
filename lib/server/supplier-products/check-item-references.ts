import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';

import type { SupplierProductInput } from '@/lib/api/schemas/supplier-products';
import type { Db } from '@/lib/db/client';
import { categories, galleryImages } from '@/lib/db/schema';
import { isSupplierFileKey } from '@/lib/domain/items/digital-files';

import { ApiError } from '../errors';
import { type UploadStorage, uploadStorage } from '../gallery/storage';

/**
 * What the item's fields point at must exist: its category, each photo — one the item
 * already shows, or an item photo uploaded for this supplier (`POST /api/gallery`, kind
 * `product_photo`) — and its stored file — the one it has, or a file stored for this supplier
 * (`POST /api/suppliers/{id}/digital-files`). 422 `validation_error` with `category_id`
 * `invalid_category`, `photos.<n>` `invalid_photo` or `digital_file.key` `invalid_file`
 * otherwise, so no one shows another supplier's upload or any address of their choosing.
 */
export async function checkItemReferences(
  db: Pick<Db, 'select'>,
  supplierId: string,
  input: Pick<SupplierProductInput, 'category_id' | 'photos'> &
    Partial<Pick<SupplierProductInput, 'digital_file'>>,
  currentPhotos: readonly string[] = [],
  {
    currentFileKey = null,
    storage = uploadStorage(),
  }: {
    currentFileKey?: string | null;
    storage?: UploadStorage;
  } = {},
): Promise<void> {
  const fields: Record<string, string[]> = {};
  const fileKey = input.digital_file?.key;
  if (fileKey && fileKey !== currentFileKey) {
    const stored = isSupplierFileKey(fileKey, supplierId)
      ? await storage.readPrivate(fileKey)
      : null;
    if (stored) await stored.body.cancel();
    else fields['digital_file.key'] = ['invalid_file'];
  }
  if (input.category_id !== null) {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, input.category_id))
      .limit(1);
    if (!category) fields.category_id = ['invalid_category'];
  }
  const added = input.photos.filter((url) => !currentPhotos.includes(url));
  if (added.length > 0) {
    const uploads = await db
      .select({ url: galleryImages.url })
      .from(galleryImages)
      .where(
        and(
          inArray(galleryImages.url, added),
          eq(galleryImages.kind, 'product_photo'),
          eq(galleryImages.supplierId, supplierId),
        ),
      );
    const ours = new Set(uploads.map((upload) => upload.url));
    input.photos.forEach((url, index) => {
      if (!currentPhotos.includes(url) && !ours.has(url))
        fields[`photos.${index}`] = ['invalid_photo'];
    });
  }
  if (Object.keys(fields).length > 0) throw new ApiError('validation_error', fields);
}
