import 'server-only';

import type { Shop } from '@/lib/api/schemas/shop';
import type { Locale } from '@/lib/i18n/locales';
import { itemListJsonLd, type JsonLd } from '@/lib/domain/seo/json-ld';

import { shopPageUrl } from '../storefront/shop-seo';

/**
 * The `ItemList` of a list page (a type list, a catalogue, the catalogue list, the home): the
 * canonical URLs of the pages it links, in the order shown. `paths` are inside the shop base
 * (`productPath`, `cataloguePath`); the URLs are the page's own language's.
 */
export function listPageData(
  shop: Pick<Shop, 'slug' | 'canonical_url' | 'canonical_domain'>,
  paths: readonly string[],
  locale: Locale,
): JsonLd {
  return itemListJsonLd(paths.map((path) => shopPageUrl(shop, path, locale)));
}
