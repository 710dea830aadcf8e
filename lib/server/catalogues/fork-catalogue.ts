import 'server-only';

import { and, asc, eq, isNull } from 'drizzle-orm';

import type { CatalogueFork, CatalogueForked } from '@/lib/api/schemas/catalogue-curation';
import { RESALE_BULK_MAX } from '@/lib/api/schemas/resale';
import { catalogueProducts, catalogues, products, suppliers } from '@/lib/db/schema';
import { placementRefusal } from '@/lib/domain/catalogue/listing-rules';
import type { ProductType } from '@/lib/domain/vocabulary';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { authorizePlacement, PLACEMENT_COLUMNS, writePlacement } from '../listings/listing-writes';
import { visibleToViewer } from '../products/product-columns';
import { addToStore } from '../resale/bulk-add-resale-products';
import { resolveListingShop } from '../shops/get-shop-by-slug';
import type { Tx } from './catalogue-writes';
import { fillNewCatalogue } from './clone-catalogue';
import { insertCatalogue } from './create-catalogue';
import { reshapeCatalogue } from './reshape-catalogue';

type CatalogueRow = typeof catalogues.$inferSelect;

/**
 * The catalogue to copy: by id, or by its shop's slug and its own (a proxy shop's catalogues are
 * those of the shop it mirrors, as its public pages show them). 404 `catalogue_not_found` when
 * there is none (an unknown origin shop included).
 */
async function originCatalogue(ctx: ServiceContext, input: CatalogueFork): Promise<CatalogueRow> {
  let where;
  if (input.origin_id !== undefined) where = eq(catalogues.id, input.origin_id);
  else {
    const origin = await resolveListingShop(ctx, input.origin_shop ?? '');
    if (!origin) throw new ApiError('catalogue_not_found');
    where = and(
      eq(catalogues.shopId, origin.listingShopId),
      eq(catalogues.slug, (input.origin_slug ?? '').toLowerCase()),
    );
  }
  const [row] = await ctx.db.select().from(catalogues).where(where).limit(1);
  if (!row) throw new ApiError('catalogue_not_found');
  return row;
}

/**
 * The origin's items a visitor sees (published, visible, not retired), in its order, at most
 * 1000, with what the add rules need.
 */
function originItems(tx: Tx, catalogueId: string) {
  return tx
    .select(PLACEMENT_COLUMNS)
    .from(catalogueProducts)
    .innerJoin(products, eq(products.id, catalogueProducts.productId))
    .innerJoin(suppliers, eq(suppliers.id, products.ownerId))
    .where(
      and(
        eq(catalogueProducts.catalogueId, catalogueId),
        visibleToViewer(false),
        isNull(products.retiredAt),
      ),
    )
    .orderBy(asc(catalogueProducts.position), asc(catalogueProducts.productId))
    .limit(RESALE_BULK_MAX);
}

/**
 * `POST /shops/{slug}/catalogues/fork` (spec 03 §4 "Bulk add" fork, §7 "fork-to, given an
 * origin_id or origin_slug"): copies a public catalogue of any shop (its public page's items:
 * published and visible, at most 1000) into this shop as a new catalogue at the end of its order,
 * named `name` or as the origin. Only the items this shop may resell go in (a franchise shop: its
 * franchise's; other shops: those of enabled dropshipping suppliers and their own supplier's, as
 * every add); the others are counted in `skipped`. The items are listed in the shop too when they
 * are not yet. One transaction under the shop's lock.
 */
export async function forkCatalogue(
  ctx: ServiceContext,
  slug: string,
  input: CatalogueFork,
): Promise<CatalogueForked> {
  const shop = await authorizePlacement(ctx, slug, 'catalogues.manage');
  const origin = await originCatalogue(ctx, input);
  return writePlacement(ctx, shop, async (tx) => {
    const items = await originItems(tx, origin.id);
    const allowed = items.filter((item) => placementRefusal(shop, item) === null);
    const byType = new Map<ProductType, string[]>();
    for (const item of allowed) byType.set(item.type, [...(byType.get(item.type) ?? []), item.id]);
    for (const [type, ids] of byType) await addToStore(tx, shop, type, ids);

    const copy = await insertCatalogue(tx, shop.id, {
      name: input.name ?? origin.name,
      photo: origin.photo,
    });
    const added = await fillNewCatalogue(
      tx,
      shop.id,
      copy.id,
      allowed.map((item) => item.id),
    );
    return {
      catalogue: reshapeCatalogue(copy, added, shop.ownerId),
      added,
      skipped: items.length - added,
    };
  });
}
