import 'server-only';

import { count, eq } from 'drizzle-orm';

import type { Catalogue, CatalogueUpdate } from '@/lib/api/schemas/catalogue';
import { catalogueProducts, catalogues } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import {
  authorizeCatalogueShop,
  checkCataloguePhoto,
  expireCatalogueCaches,
  findShopCatalogue,
} from './catalogue-writes';
import { reshapeCatalogue } from './reshape-catalogue';

/**
 * `PATCH /shops/{slug}/catalogues/{id}` (spec 01 §7: name, photo). The slug stays as it was, so
 * share links (`catalogos/{slug}`) keep working after a rename.
 */
export async function updateCatalogue(
  ctx: ServiceContext,
  slug: string,
  id: string,
  changes: CatalogueUpdate,
): Promise<Catalogue> {
  const shop = await authorizeCatalogueShop(ctx, slug);
  const current = await findShopCatalogue(ctx.db, shop.id, id);
  await checkCataloguePhoto(ctx.db, shop.id, changes.photo, current.photo);
  const set: Partial<typeof catalogues.$inferInsert> = {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.photo !== undefined ? { photo: changes.photo } : {}),
  };
  const [row] = Object.keys(set).length
    ? await ctx.db.update(catalogues).set(set).where(eq(catalogues.id, current.id)).returning()
    : [current];
  const [products] = await ctx.db
    .select({ n: count() })
    .from(catalogueProducts)
    .where(eq(catalogueProducts.catalogueId, current.id));
  if (Object.keys(set).length) await expireCatalogueCaches(ctx.db, shop);
  return reshapeCatalogue(row ?? current, products?.n ?? 0, shop.ownerId);
}
