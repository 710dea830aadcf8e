import 'server-only';

import { catalogueProducts } from '@/lib/db/schema';

import { findShopCatalogue } from '../catalogues/catalogue-writes';
import type { ServiceContext } from '../context';
import { authorizePlacement, ensureListed, writePlacement } from './listing-writes';
import { appendToOrder, catalogueOrder, placeInOrder } from './product-order';

export interface CataloguePlacement {
  product: string;
  catalogue: string;
  /** Zero-based place in the catalogue. */
  queue_position: number;
  /** False when the product was already in the catalogue. */
  created: boolean;
}

/**
 * `PUT /shops/{slug}/catalogues/{catalogue}/products/{product}` (spec 01 §7, 03 §6): puts the
 * product at the end of the catalogue, or at zero-based `queue_position`. A catalogue holds items
 * of the store, so a product the shop does not list yet is listed too, with the store's rules
 * (`invalid_product`). 404 `catalogue_not_found` for a catalogue of another shop.
 */
export async function addCatalogueProduct(
  ctx: ServiceContext,
  slug: string,
  catalogueId: string,
  productId: string,
  { queue_position }: { queue_position?: number },
): Promise<CataloguePlacement> {
  const shop = await authorizePlacement(ctx, slug, 'catalogues.manage');
  return writePlacement(ctx, shop, async (tx) => {
    const catalogue = await findShopCatalogue(tx, shop.id, catalogueId);
    await ensureListed(tx, shop, productId);
    const order = catalogueOrder(catalogue.id);
    const present = await placeInOrder(tx, order, productId);
    const answer = { product: productId, catalogue: catalogue.id };
    if (present) return { ...answer, queue_position: present.index, created: false };
    const place = await appendToOrder(
      tx,
      order,
      productId,
      (position) =>
        tx
          .insert(catalogueProducts)
          .values({ catalogueId: catalogue.id, productId, shopId: shop.id, position }),
      queue_position,
    );
    return { ...answer, queue_position: place, created: true };
  });
}
