import 'server-only';

import { randomUUID } from 'node:crypto';

import { and, eq, like, sql } from 'drizzle-orm';

import type { Catalogue, CatalogueCreate } from '@/lib/api/schemas/catalogue';
import { catalogues } from '@/lib/db/schema';
import { catalogueSlugBase, freeCatalogueSlug } from '@/lib/domain/catalogue/catalogue-rules';
import { escapeLike } from '@/lib/domain/search/search-text';

import type { ServiceContext } from '../context';
import {
  authorizeCatalogueShop,
  checkCataloguePhoto,
  expireCatalogueCaches,
  lockShopSections,
  setCataloguesSection,
  type Tx,
} from './catalogue-writes';
import { reshapeCatalogue } from './reshape-catalogue';

/**
 * `POST /shops/{slug}/catalogues` (spec 01 §7): a new catalogue at the end of the shop's order,
 * its slug from the name (`-2`, `-3`… when taken). The first one turns the catalogues section on.
 */
export async function createCatalogue(
  ctx: ServiceContext,
  slug: string,
  input: CatalogueCreate,
): Promise<Catalogue> {
  const shop = await authorizeCatalogueShop(ctx, slug);
  await checkCataloguePhoto(ctx.db, shop.id, input.photo);
  const row = await ctx.db.transaction((tx) => insertCatalogue(tx, shop.id, input));
  await expireCatalogueCaches(ctx.db, shop);
  return reshapeCatalogue(row, 0, shop.ownerId);
}

/**
 * Inserts a catalogue at the end of the shop's order in the caller's transaction (taking the
 * shop's lock), its slug from the name (`-2`, `-3`… when taken), and turns the catalogues section
 * on. The caller expires the shop's caches after the commit.
 */
export async function insertCatalogue(
  tx: Tx,
  shopId: string,
  input: CatalogueCreate,
): Promise<typeof catalogues.$inferSelect> {
  const sections = await lockShopSections(tx, shopId);
  const base = catalogueSlugBase(input.name);
  const taken = await tx
    .select({ slug: catalogues.slug })
    .from(catalogues)
    .where(and(eq(catalogues.shopId, shopId), like(catalogues.slug, `${escapeLike(base)}%`)));
  const [last] = await tx
    .select({ next: sql<number>`coalesce(max(${catalogues.position}) + 1, 0)`.mapWith(Number) })
    .from(catalogues)
    .where(eq(catalogues.shopId, shopId));
  const [created] = await tx
    .insert(catalogues)
    .values({
      id: `ctl_${randomUUID()}`,
      shopId,
      name: input.name,
      slug: freeCatalogueSlug(base, new Set(taken.map((t) => t.slug))),
      photo: input.photo ?? null,
      position: last?.next ?? 0,
    })
    .returning();
  await setCataloguesSection(tx, shopId, sections, true);
  return created!;
}
