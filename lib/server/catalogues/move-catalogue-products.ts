import 'server-only';

import { and, asc, eq, inArray } from 'drizzle-orm';

import type {
  CatalogueProductsMove,
  CatalogueProductsMoved,
} from '@/lib/api/schemas/catalogue-curation';
import { catalogueProducts } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { authorizePlacement, writePlacement } from '../listings/listing-writes';
import { addToCatalogue } from '../resale/bulk-add-resale-products';
import { findShopCatalogue } from './catalogue-writes';

/**
 * `POST /shops/{slug}/catalogues/{id}/products/move` (spec 03 §7; the payload is not shown, so:
 * `to` and `product_ids`): takes the given items out of this catalogue and puts them after the
 * items of catalogue `to` of the same shop, in this catalogue's order, skipping those `to` holds
 * already. Ids this catalogue does not hold are ignored. The items stay in the store. 404
 * `catalogue_not_found` for either catalogue of another shop; 422 on `to` when it is this one.
 */
export async function moveCatalogueProducts(
  ctx: ServiceContext,
  slug: string,
  id: string,
  input: CatalogueProductsMove,
): Promise<CatalogueProductsMoved> {
  const shop = await authorizePlacement(ctx, slug, 'catalogues.manage');
  return writePlacement(ctx, shop, async (tx) => {
    const source = await findShopCatalogue(tx, shop.id, id);
    const target = await findShopCatalogue(tx, shop.id, input.to);
    if (target.id === source.id) throw new ApiError('validation_error', { to: ['same_catalogue'] });
    const held = await tx
      .select({ id: catalogueProducts.productId })
      .from(catalogueProducts)
      .where(
        and(
          eq(catalogueProducts.catalogueId, source.id),
          inArray(catalogueProducts.productId, input.product_ids),
        ),
      )
      .orderBy(asc(catalogueProducts.position), asc(catalogueProducts.productId));
    const ids = held.map((row) => row.id);
    if (ids.length === 0)
      return { moved: 0, catalogue: { id: target.id, slug: target.slug, name: target.name } };
    await addToCatalogue(tx, shop, target, ids);
    await tx
      .delete(catalogueProducts)
      .where(
        and(
          eq(catalogueProducts.catalogueId, source.id),
          inArray(catalogueProducts.productId, ids),
        ),
      );
    return {
      moved: ids.length,
      catalogue: { id: target.id, slug: target.slug, name: target.name },
    };
  });
}
