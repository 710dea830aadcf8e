import 'server-only';

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { type GalleryContentType, STORED_EXTENSION } from '@/lib/domain/gallery/gallery-rules';
import { UPLOADS_PATH } from '@/lib/domain/gallery/gallery-serving';

import { uploadsDir } from './upload-settings';

/**
 * Where uploaded files live. The gallery only talks to this interface, so an object-storage
 * driver (S3 and the like) can replace the local disk without touching the services: it would
 * put/get/remove objects by key and may answer a CDN address from `publicUrl`.
 */
export interface UploadStorage {
  /** Stores the bytes under a new key (keys are random: nothing is overwritten). */
  put(key: string, bytes: Uint8Array, contentType: GalleryContentType): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the file; a file already gone is not an error. */
  remove(key: string): Promise<void>;
  /** The address browsers load the file from. */
  publicUrl(key: string): string;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{22}\.(jpg|png|svg|webp)$/;

const KEY_CONTENT_TYPES: Record<string, GalleryContentType> = Object.fromEntries(
  Object.entries(STORED_EXTENSION).map(([type, ext]) => [ext, type as GalleryContentType]),
);

/** A new key: 128 random bits (base64url) and the extension of the sniffed type. */
export function newUploadKey(contentType: GalleryContentType): string {
  return `${randomBytes(16).toString('base64url')}.${STORED_EXTENSION[contentType]}`;
}

/** Whether a path segment is a key this gallery could have made (nothing else reaches the disk). */
export function isUploadKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The stored file's type, from the extension its sniffed type gave it. */
export function contentTypeOfKey(key: string): GalleryContentType | null {
  return isUploadKey(key) ? (KEY_CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? null) : null;
}

/**
 * The local-disk driver: `<root>/<first two characters of the key>/<key>`, so no folder grows
 * past a few thousand files. Writes go to a temporary name first and are renamed into place.
 */
export function localDiskStorage(root: string): UploadStorage {
  const fileOf = (key: string) => {
    if (!isUploadKey(key)) throw new Error(`not an upload key: ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, file);
    },
    async get(key) {
      if (!isUploadKey(key)) return null;
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    publicUrl: (key) => `${UPLOADS_PATH}${key}`,
  };
}

/** The storage of this deployment: the local disk under `<DATA_DIR>/uploads`. */
export function uploadStorage(): UploadStorage {
  return localDiskStorage(uploadsDir());
}
