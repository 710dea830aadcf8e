import type { Shop } from '@/lib/api/schemas/shop';
import { CATALOGUE_MENU_SIZE } from '@/lib/domain/catalogue/catalogue-menu';
import { readShopCatalogues } from '@/lib/server/storefront/catalogue-reads';

import { CatalogueStripList } from './catalogue-strip-list';

/**
 * The custom-catalogue selector strip (theme 03's optional strip, theme04's selector, theme 05 and
 * basic's strip): the shop's first catalogues (spec 01 §9 "catalogue menu 5"), read through the
 * per-shop cache. Nothing when the catalogues section is off or the shop has none; a failed read
 * is ignored like the spec's failed menu loads (§8).
 */
export async function CatalogueStrip({ shop, base }: { shop: Shop; base: string }) {
  if (!shop.store_theme_info.sections_info.includes('catalogues')) return null;
  const page = await readShopCatalogues(shop.slug, { offset: 0, limit: CATALOGUE_MENU_SIZE }).catch(
    () => null,
  );
  if (!page || page.results.length === 0) return null;
  return <CatalogueStripList catalogues={page.results} base={base} />;
}
