import 'server-only';

import type { CatalogueAddFiltered } from '@/lib/api/schemas/catalogue-curation';
import type { ResaleBulkAdded } from '@/lib/api/schemas/resale';

import type { ServiceContext } from '../context';
import { authorizePlacement, writePlacement } from '../listings/listing-writes';
import { addToCatalogue, addToStore, matchResaleIds } from '../resale/bulk-add-resale-products';
import { findShopCatalogue } from './catalogue-writes';

/**
 * `POST /shops/{slug}/catalogues/{id}/products/add_filtered` (spec 03 §7): every item the resale
 * products listing's filters match (type, text, category, supplier; at most 1000, highest margin
 * first) into the catalogue, after the items it holds, skipping those already in it; each is
 * listed in the shop too when it is not yet. One transaction under the shop's lock, as the
 * resale bulk add (lib/server/resale/bulk-add-resale-products.ts) it shares its rules with.
 */
export async function addFilteredToCatalogue(
  ctx: ServiceContext,
  slug: string,
  id: string,
  filters: CatalogueAddFiltered,
): Promise<ResaleBulkAdded> {
  const shop = await authorizePlacement(ctx, slug, 'catalogues.manage');
  return writePlacement(ctx, shop, async (tx) => {
    const catalogue = await findShopCatalogue(tx, shop.id, id);
    const ids = await matchResaleIds(tx, shop, filters);
    await addToStore(tx, shop, filters.type, ids);
    return {
      added: await addToCatalogue(tx, shop, catalogue, ids),
      catalogue: { slug: catalogue.slug, name: catalogue.name },
    };
  });
}
