import { ICON_TINTS, type IconName } from './demo-images';
import { PRODUCT_LINES } from './product-lines';
import type { Random } from './random';
import { COLOURS, type Colour, type Noun, type ProductLine } from './word-lists';

/** 1: the whole item; 2: a close-up of it. */
export const PHOTO_VIEWS = [1, 2] as const;
export type PhotoView = (typeof PHOTO_VIEWS)[number];

/** One picture in public/demo/products: an item kind, in a colour, seen one way. */
export interface ProductPhoto {
  file: string;
  icon: IconName;
  /** Absent: the kind's own colours (the item's name says none). */
  colour?: Colour;
  view: PhotoView;
  ink: string;
  background: string;
}

function photoFile(icon: IconName, colour: Colour | undefined, view: PhotoView): string {
  return colour ? `${icon}-${colour.key}-${view}.svg` : `${icon}-${view}.svg`;
}

export function productPhoto(icon: IconName, colour: Colour | undefined, view: PhotoView) {
  const [background, ink] = colour ? [colour.background, colour.ink] : ICON_TINTS[icon];
  const file = photoFile(icon, colour, view);
  return { file, icon, colour, view, ink, background } satisfies ProductPhoto;
}

/**
 * Every photo of an item shows what its name says: its kind, in the colour it is named after.
 * The first is the whole item, then a close-up; clothing adds another colour it comes in. One to
 * three photos, so galleries of every length exist.
 */
export function productPhotos(
  rng: Random,
  noun: Noun,
  colour: Colour | undefined,
  otherColours: readonly Colour[],
): string[] {
  const count = rng.int(1, 3);
  const files = [photoFile(noun.icon, colour, 1)];
  if (count > 1) files.push(photoFile(noun.icon, colour, 2));
  const other = otherColours[0];
  if (count > 2 && other) files.push(photoFile(noun.icon, other, 1));
  return files.map((file) => `/demo/products/${file}`);
}

/** Every photo the seed can point at, each once (what scripts/generate-demo-images.ts draws). */
export function allProductPhotos(lines: readonly ProductLine[] = PRODUCT_LINES): ProductPhoto[] {
  const byFile = new Map<string, ProductPhoto>();
  for (const line of lines)
    for (const noun of line.nouns)
      for (const colour of line.colour ? COLOURS : [undefined])
        for (const view of PHOTO_VIEWS) {
          const photo = productPhoto(noun.icon, colour, view);
          byFile.set(photo.file, photo);
        }
  return [...byFile.values()];
}
