import 'server-only';

import { readFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';

import { UPLOADS_PATH } from '@/lib/domain/gallery/gallery-serving';
import { uploadStorage } from '@/lib/server/gallery/storage';

export interface ImageSize {
  width: number;
  height: number;
}

/** Sizes read so far, by address: uploads get new keys rather than new bytes, so they hold. */
const known = new Map<string, Promise<ImageSize | null>>();

/** The bytes of an image on this site: a gallery upload, or a file of `public/`. */
async function bytesOf(src: string): Promise<Uint8Array | null> {
  const file = src.split(/[?#]/, 1)[0] ?? '';
  if (!file.startsWith('/') || file.startsWith('//') || file.includes('..')) return null;
  if (file.startsWith(UPLOADS_PATH)) return uploadStorage().get(file.slice(UPLOADS_PATH.length));
  try {
    return new Uint8Array(await readFile(path.join(process.cwd(), 'public', file)));
  } catch {
    return null;
  }
}

/**
 * The pixel size of an image on this site (an upload or a file of `public/`, SVG included), or
 * null for another host's image or one that cannot be read. Read once per address and process.
 */
export function readImageSize(src: string): Promise<ImageSize | null> {
  let size = known.get(src);
  if (!size) {
    size = bytesOf(src)
      .then(async (bytes) => {
        if (!bytes) return null;
        const { width, height } = await sharp(bytes).metadata();
        return width && height ? { width, height } : null;
      })
      .catch(() => null);
    known.set(src, size);
  }
  return size;
}
