import type { GalleryImage } from '@/lib/api/schemas/gallery';
import type { GalleryKind } from '@/lib/domain/vocabulary';

import { type AuthResult, authResult } from './auth-result';

/**
 * The gallery's calls for any island (spec 01 §7 "POST gallery"): an image of a kind for a shop
 * (multipart `file`, `kind`, `shop`), answering the stored image or the API's error — 413/415
 * rejections carry the spec's 'Imagen rechazada …' message.
 */
export function uploadShopImage(
  shopSlug: string,
  kind: Exclude<GalleryKind, 'profile_photo'>,
  file: File,
): Promise<AuthResult<GalleryImage>> {
  const body = new FormData();
  body.set('file', file);
  body.set('kind', kind);
  body.set('shop', shopSlug);
  return authResult<GalleryImage>(fetch('/api/gallery', { method: 'POST', body }));
}

/**
 * A customer's own photo of an order (a return's or a review's): no shop, no supplier — the
 * gallery keeps it as the signed-in customer's upload.
 */
export function uploadCustomerPhoto(
  kind: 'return_photo' | 'review_photo',
  file: File,
): Promise<AuthResult<GalleryImage>> {
  const body = new FormData();
  body.set('file', file);
  body.set('kind', kind);
  return authResult<GalleryImage>(fetch('/api/gallery', { method: 'POST', body }));
}

/** Removes an image the user uploaded and no longer wants (best effort: a failure leaves it stored). */
export function discardGalleryImage(id: string): void {
  void fetch(`/api/gallery/${encodeURIComponent(id)}`, { method: 'DELETE', keepalive: true }).catch(
    () => {},
  );
}
