import 'server-only';

import sharp from 'sharp';

import { mainColors } from '@/lib/domain/gallery/gallery-colors';
import type { GalleryContentType } from '@/lib/domain/gallery/gallery-rules';

/** Larger images are not decoded (a small file can unpack to a huge bitmap). */
const MAX_DECODED_PIXELS = 50_000_000;
/** Colours are counted on a nearest-neighbour sample (no blended edge colours), cheap for any size. */
const COLOR_SAMPLE_SIZE = 64;

export interface ImageFacts {
  width: number | null;
  height: number | null;
  mainColors?: string[];
}

/**
 * Size (as displayed, after EXIF rotation) and optionally the main colours of a stored image,
 * with sharp. Null when a raster image cannot be read: its signature was right but it is no
 * usable picture. An SVG librsvg cannot size is still kept (browsers may draw it), without size.
 */
export async function inspectImage(
  bytes: Uint8Array,
  contentType: GalleryContentType,
  colorCount?: number,
): Promise<ImageFacts | null> {
  const options = { limitInputPixels: MAX_DECODED_PIXELS };
  let width: number | null = null;
  let height: number | null = null;
  try {
    const meta = await sharp(bytes, options).metadata();
    width = meta.autoOrient?.width ?? meta.width ?? null;
    height = meta.autoOrient?.height ?? meta.height ?? null;
  } catch {
    if (contentType !== 'image/svg+xml') return null;
  }
  if (!colorCount) return { width, height };
  try {
    const { data } = await sharp(bytes, options)
      .autoOrient()
      .resize(COLOR_SAMPLE_SIZE, COLOR_SAMPLE_SIZE, {
        fit: 'inside',
        kernel: 'nearest',
        withoutEnlargement: true,
      })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { width, height, mainColors: mainColors(new Uint8Array(data), 4, colorCount) };
  } catch {
    return { width, height, mainColors: [] };
  }
}
