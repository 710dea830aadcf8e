import { imageSources } from '@/components/ui/static-image';

import { CATALOGUE_CARD_SIZES, type CatalogueCardFields } from './card-fields';

/**
 * A catalogue photo's addresses, at the spec's 400x200 (2:1). SVGs and photos on other hosts are a
 * plain lazy <img> (`plain`) carrying `?v=<updated_at>` so a replaced photo is fetched again (the
 * spec's cache-buster, made deterministic so pages stay cacheable); raster uploads go through the
 * image optimiser, which refuses query strings on local images unless next.config allows them.
 * Drawn by catalogue-card-view.tsx.
 */
export function cataloguePhotoSource(
  src: string | null,
  version: string,
): CatalogueCardFields['photo'] | null {
  if (!src) return null;
  const plain = src.endsWith('.svg') || !src.startsWith('/') || src.startsWith('//');
  if (!plain) return imageSources(src, CATALOGUE_CARD_SIZES);
  const stamp = Date.parse(version);
  const busted = Number.isFinite(stamp)
    ? `${src}${src.includes('?') ? '&' : '?'}v=${stamp.toString(36)}`
    : src;
  return { src: busted, plain: true };
}
