import 'server-only';

import { and, eq } from 'drizzle-orm';

import { catalogueProducts } from '@/lib/db/schema';

import { findShopCatalogue } from '../catalogues/catalogue-writes';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { authorizePlacement, writePlacement } from './listing-writes';

/**
 * `DELETE /shops/{slug}/catalogues/{catalogue}/products/{product}` (spec 01 §4, §7): the product
 * leaves the catalogue and stays in the store. 404 `product_not_found` when the catalogue does
 * not hold it.
 */
export async function removeCatalogueProduct(
  ctx: ServiceContext,
  slug: string,
  catalogueId: string,
  productId: string,
): Promise<void> {
  const shop = await authorizePlacement(ctx, slug, 'catalogues.manage');
  await writePlacement(ctx, shop, async (tx) => {
    const catalogue = await findShopCatalogue(tx, shop.id, catalogueId);
    const gone = await tx
      .delete(catalogueProducts)
      .where(
        and(
          eq(catalogueProducts.catalogueId, catalogue.id),
          eq(catalogueProducts.productId, productId),
        ),
      )
      .returning({ id: catalogueProducts.productId });
    if (gone.length === 0) throw new ApiError('product_not_found');
  });
}
