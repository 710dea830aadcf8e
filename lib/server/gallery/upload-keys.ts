import 'server-only';

import { randomBytes } from 'node:crypto';

import { type GalleryContentType, STORED_EXTENSION } from '@/lib/domain/gallery/gallery-rules';
import { DIGITAL_FILE_KEY_PATTERN } from '@/lib/domain/items/digital-files';

/**
 * Upload keys: the one name an upload has in every storage driver (a file name on disk, an object
 * key in a bucket) and in its address (`/uploads/<key>`).
 */
const KEY_PATTERN = /^[A-Za-z0-9_-]{22}\.(jpg|png|svg|webp)$/;

const KEY_CONTENT_TYPES: Record<string, GalleryContentType> = Object.fromEntries(
  Object.entries(STORED_EXTENSION).map(([type, ext]) => [ext, type as GalleryContentType]),
);

/** A new key: 128 random bits (base64url) and the extension of the sniffed type. */
export function newUploadKey(contentType: GalleryContentType): string {
  return `${randomBytes(16).toString('base64url')}.${STORED_EXTENSION[contentType]}`;
}

/** Whether a path segment is a key this gallery could have made (nothing else reaches storage). */
export function isUploadKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The stored file's type, from the extension its sniffed type gave it. */
export function contentTypeOfKey(key: string): GalleryContentType | null {
  return isUploadKey(key) ? (KEY_CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? null) : null;
}

/**
 * A new private file's key (a digital item's file): `private/<supplier id>/<128 random bits>`.
 * No extension, so it never passes `isUploadKey` and `/uploads/<key>` never serves it.
 */
export function newPrivateFileKey(supplierId: string): string {
  const key = `private/${supplierId}/${randomBytes(16).toString('base64url')}`;
  if (!isPrivateFileKey(key)) throw new Error(`not a supplier id: ${supplierId}`);
  return key;
}

/** Whether a key is one a private file could have (nothing else reaches private storage). */
export function isPrivateFileKey(key: string): boolean {
  return DIGITAL_FILE_KEY_PATTERN.test(key);
}
