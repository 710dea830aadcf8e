import 'server-only';

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { GalleryContentType } from '@/lib/domain/gallery/gallery-rules';
import { UPLOADS_PATH } from '@/lib/domain/gallery/gallery-serving';
import { s3StorageSettings } from '@/lib/domain/gallery/s3-storage-env';

import { sharedS3Client } from './s3-client';
import { s3Storage } from './s3-storage';
import { isUploadKey } from './upload-keys';
import { uploadsDir } from './upload-settings';

/**
 * Where uploaded files live. The gallery only talks to this interface: the local disk (one
 * instance) or an S3-compatible bucket (any number of instances, s3-storage.ts).
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

/**
 * The storage of this deployment: the bucket `S3_BUCKET` when it is set, otherwise the local disk
 * under `<DATA_DIR>/uploads`. Read on each call (it is cheap), so tests can switch it.
 */
export function uploadStorage(): UploadStorage {
  const s3 = s3StorageSettings();
  return s3 ? s3Storage(sharedS3Client(s3), s3.bucket) : localDiskStorage(uploadsDir());
}
