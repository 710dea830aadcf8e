import 'server-only';

import { findShopCatalogue } from '../catalogues/catalogue-writes';
import type { ServiceContext } from '../context';
import { authorizePlacement, writePlacement } from './listing-writes';
import { catalogueOrder, moveToPlace } from './product-order';

/**
 * `POST /shops/{slug}/catalogues/{catalogue}/products/{product}/position`: puts the product at
 * zero-based `queue_position` of the catalogue and shifts the others; 404 `product_not_found`
 * when the catalogue does not hold it, 400 `updating_position_error` past the end.
 */
export async function moveCatalogueProduct(
  ctx: ServiceContext,
  slug: string,
  catalogueId: string,
  productId: string,
  position: number,
): Promise<{ product: string; catalogue: string; queue_position: number }> {
  const shop = await authorizePlacement(ctx, slug, 'catalogues.manage');
  return writePlacement(ctx, shop, async (tx) => {
    const catalogue = await findShopCatalogue(tx, shop.id, catalogueId);
    await moveToPlace(tx, catalogueOrder(catalogue.id), productId, position);
    return { product: productId, catalogue: catalogue.id, queue_position: position };
  });
}
