import 'server-only';

import { asc, eq } from 'drizzle-orm';

import type { Catalogue } from '@/lib/api/schemas/catalogue';
import type { CatalogueClone } from '@/lib/api/schemas/catalogue-curation';
import { catalogueProducts } from '@/lib/db/schema';
import { copyCatalogueName, mayDuplicateCatalogue } from '@/lib/domain/catalogue/catalogue-rules';
import type { Locale } from '@/lib/i18n/locales';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { authorizePlacement, writePlacement } from '../listings/listing-writes';
import { serverTranslator } from '../messages';
import { findShopCatalogue, type Tx } from './catalogue-writes';
import { insertCatalogue } from './create-catalogue';
import { reshapeCatalogue } from './reshape-catalogue';

/** Rows one insert statement takes (4 parameters a row, far below the driver's limit). */
const INSERT_CHUNK = 1000;

/**
 * Puts `productIds` in the catalogue in that order, numbered 0…n-1 (a new catalogue: no row to
 * skip). Answers how many.
 */
export async function fillNewCatalogue(
  tx: Tx,
  shopId: string,
  catalogueId: string,
  productIds: string[],
): Promise<number> {
  for (let start = 0; start < productIds.length; start += INSERT_CHUNK) {
    await tx.insert(catalogueProducts).values(
      productIds.slice(start, start + INSERT_CHUNK).map((productId, i) => ({
        catalogueId,
        productId,
        shopId,
        position: start + i,
      })),
    );
  }
  return productIds.length;
}

/**
 * `POST /shops/{slug}/catalogues/{id}/products/clone` (spec 03 §2 "duplicate", §7: "It copies a
 * catalogue"): a new catalogue at the end of the shop's order with the same photo and the same
 * items in the same order, named `name` or '{name} (copia)' in the actor's language. Duplicating
 * is for level-two users (spec 03 §2, §6): an admin of the shop below that level is refused 403
 * `forbidden`. The items are the shop's already, so nothing is added to the store.
 */
export async function cloneCatalogue(
  ctx: ServiceContext,
  slug: string,
  id: string,
  input: CatalogueClone,
  locale: Locale,
): Promise<Catalogue> {
  const shop = await authorizePlacement(ctx, slug, 'catalogues.manage');
  if (ctx.actor.kind !== 'user' || !mayDuplicateCatalogue(ctx.actor.level))
    throw new ApiError('forbidden');
  const t = serverTranslator(locale);
  return writePlacement(ctx, shop, async (tx) => {
    const source = await findShopCatalogue(tx, shop.id, id);
    const name =
      input.name ?? copyCatalogueName(source.name, (n) => t('myCatalogues.copyName', { name: n }));
    const copy = await insertCatalogue(tx, shop.id, { name, photo: source.photo });
    const items = await tx
      .select({ id: catalogueProducts.productId })
      .from(catalogueProducts)
      .where(eq(catalogueProducts.catalogueId, source.id))
      .orderBy(asc(catalogueProducts.position), asc(catalogueProducts.productId));
    const count = await fillNewCatalogue(
      tx,
      shop.id,
      copy.id,
      items.map((item) => item.id),
    );
    return reshapeCatalogue(copy, count, shop.ownerId);
  });
}
