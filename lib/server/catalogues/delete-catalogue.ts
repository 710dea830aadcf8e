import 'server-only';

import { count, eq } from 'drizzle-orm';

import { catalogueProducts, catalogues } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import {
  authorizeCatalogueShop,
  expireCatalogueCaches,
  findShopCatalogue,
  lockShopSections,
  setCataloguesSection,
} from './catalogue-writes';

/**
 * `DELETE /shops/{slug}/catalogues/{id}` (spec 01 §4, §8): a catalogue that still has products is
 * refused with 409 `product_catalogue_has_products` unless `force`; its products stay in the
 * shop. Deleting the last catalogue turns the catalogues section off.
 */
export async function deleteCatalogue(
  ctx: ServiceContext,
  slug: string,
  id: string,
  { force }: { force: boolean },
): Promise<void> {
  const shop = await authorizeCatalogueShop(ctx, slug);
  await ctx.db.transaction(async (tx) => {
    const sections = await lockShopSections(tx, shop.id);
    const catalogue = await findShopCatalogue(tx, shop.id, id);
    if (!force) {
      const [members] = await tx
        .select({ n: count() })
        .from(catalogueProducts)
        .where(eq(catalogueProducts.catalogueId, catalogue.id));
      if ((members?.n ?? 0) > 0) throw new ApiError('product_catalogue_has_products');
    }
    await tx.delete(catalogues).where(eq(catalogues.id, catalogue.id));
    const [left] = await tx
      .select({ n: count() })
      .from(catalogues)
      .where(eq(catalogues.shopId, shop.id));
    if ((left?.n ?? 0) === 0) await setCataloguesSection(tx, shop.id, sections, false);
  });
  await expireCatalogueCaches(ctx.db, shop);
}
