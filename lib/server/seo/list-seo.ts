import 'server-only';

import type { Shop } from '@/lib/api/schemas/shop';
import { itemListJsonLd, type JsonLd } from '@/lib/domain/seo/json-ld';

import { shopPageUrl } from '../storefront/shop-seo';

/**
 * The `ItemList` of a list page (a type list, a catalogue, the catalogue list, the home): the
 * canonical URLs of the pages it links, in the order shown. `paths` are inside the shop base
 * (`productPath`, `cataloguePath`).
 */
export function listPageData(
  shop: Pick<Shop, 'slug' | 'canonical_url' | 'canonical_domain'>,
  paths: readonly string[],
): JsonLd {
  return itemListJsonLd(paths.map((path) => shopPageUrl(shop, path)));
}
