/**
 * The main colours of an image from its pixels (spec 01 §7: "optionally get_main_colors, default
 * 5"). Pixels are grouped in a 16-levels-per-channel histogram; the fullest groups come first, each
 * as the average of its pixels, and a group too close to one already chosen is skipped so the
 * answer names distinct colours. Transparent pixels do not count.
 */

/** Colours closer than this (RGB distance) count as the same colour. */
const DISTINCT_DISTANCE = 48;
/** A pixel at least this opaque counts (0–255). */
const MIN_ALPHA = 128;

interface Bucket {
  count: number;
  r: number;
  g: number;
  b: number;
}

/** `pixels` are interleaved RGB (3 channels) or RGBA (4); answers up to `count` `#rrggbb` colours. */
export function mainColors(pixels: Uint8Array, channels: 3 | 4, count: number): string[] {
  const buckets = new Map<number, Bucket>();
  for (let i = 0; i + channels <= pixels.length; i += channels) {
    if (channels === 4 && pixels[i + 3]! < MIN_ALPHA) continue;
    const r = pixels[i]!;
    const g = pixels[i + 1]!;
    const b = pixels[i + 2]!;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bucket = buckets.get(key);
    if (bucket) {
      bucket.count += 1;
      bucket.r += r;
      bucket.g += g;
      bucket.b += b;
    } else {
      buckets.set(key, { count: 1, r, g, b });
    }
  }

  const chosen: Array<[number, number, number]> = [];
  const fullestFirst = [...buckets.values()].sort((x, y) => y.count - x.count);
  for (const bucket of fullestFirst) {
    if (chosen.length >= count) break;
    const colour: [number, number, number] = [
      Math.round(bucket.r / bucket.count),
      Math.round(bucket.g / bucket.count),
      Math.round(bucket.b / bucket.count),
    ];
    if (chosen.every((other) => distance(other, colour) >= DISTINCT_DISTANCE)) chosen.push(colour);
  }
  return chosen.map(toHex);
}

function distance(a: readonly number[], b: readonly number[]): number {
  return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
}

function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;
}
