import 'server-only';

import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

import type { GalleryContentType } from '@/lib/domain/gallery/gallery-rules';
import { UPLOADS_PATH } from '@/lib/domain/gallery/gallery-serving';
import { type S3StorageSettings, s3StorageSettings } from '@/lib/domain/gallery/s3-storage-env';

import { isPrivateFileKey, isUploadKey } from './upload-keys';
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
  /**
   * Stores a private file (a digital item's) under a `private/…` key (upload-keys.ts). Those keys
   * are never served by `/uploads/<key>`: only signed download links hand them out.
   */
  putPrivate(key: string, bytes: Uint8Array): Promise<void>;
  /** A private file as a stream with its size in bytes, or null when there is no such file. */
  readPrivate(key: string): Promise<StoredFile | null>;
  /** Removes a private file; a file already gone is not an error. */
  removePrivate(key: string): Promise<void>;
}

/** A stored file being read: its bytes as they come, and how many there are. */
export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number;
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
    // `<root>/private/<supplier id>/<random>`: apart from the gallery's two-character folders.
    async putPrivate(key, bytes) {
      const file = privateFileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, bytes, { flag: 'wx', mode: 0o600 });
      await rename(temporary, file);
    },
    async readPrivate(key) {
      if (!isPrivateFileKey(key)) return null;
      const file = privateFileOf(key);
      try {
        const { size } = await stat(file);
        const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
        return { body, size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async removePrivate(key) {
      await rm(privateFileOf(key), { force: true });
    },
  };

  function privateFileOf(key: string) {
    if (!isPrivateFileKey(key)) throw new Error(`not a private file key: ${key}`);
    return path.join(root, ...key.split('/'));
  }
}

/**
 * The storage of this deployment: the bucket `S3_BUCKET` when it is set, otherwise the local disk
 * under `<DATA_DIR>/uploads`. Read on each call (it is cheap), so tests can switch it.
 */
export function uploadStorage(): UploadStorage {
  const s3 = s3StorageSettings();
  return s3 ? lazyS3Storage(s3) : localDiskStorage(uploadsDir());
}

/**
 * The S3 driver, with the AWS SDK imported on its first use: a process on the local disk never
 * loads the SDK (about 150 ms of start-up and its memory per process). Every method but
 * `publicUrl` is asynchronous anyway, so the import waits inside the first call; Node keeps the
 * module, so later calls pay nothing.
 */
function lazyS3Storage(settings: S3StorageSettings): UploadStorage {
  const driver = async () => {
    const [{ sharedS3Client }, { s3Storage }] = await Promise.all([
      import('./s3-client'),
      import('./s3-storage'),
    ]);
    return s3Storage(sharedS3Client(settings), settings.bucket);
  };
  return {
    put: async (key, bytes, contentType) => (await driver()).put(key, bytes, contentType),
    get: async (key) => (await driver()).get(key),
    remove: async (key) => (await driver()).remove(key),
    // The same address as the driver's: the app serves uploads at /uploads/<key> either way.
    publicUrl: (key) => `${UPLOADS_PATH}${key}`,
    putPrivate: async (key, bytes) => (await driver()).putPrivate(key, bytes),
    readPrivate: async (key) => (await driver()).readPrivate(key),
    removePrivate: async (key) => (await driver()).removePrivate(key),
  };
}
