import 'server-only';

import type { GalleryImage } from '@/lib/api/schemas/gallery';
import type { galleryImages } from '@/lib/db/schema';

/** A stored row as the API answers it. */
export function reshapeGalleryImage(row: typeof galleryImages.$inferSelect): GalleryImage {
  return {
    id: row.id,
    url: row.url,
    content_type: row.contentType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    ...(row.mainColors ? { main_colors: row.mainColors } : {}),
  };
}
