import 'server-only';

import { and, asc, eq } from 'drizzle-orm';

import { catalogues } from '@/lib/db/schema';
import { moveItem } from '@/lib/domain/catalogue/catalogue-rules';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import {
  authorizeCatalogueShop,
  expireCatalogueCaches,
  lockShopSections,
} from './catalogue-writes';

/**
 * `POST /shops/{slug}/catalogues/{id}/move` (spec 01 §7: position): puts the catalogue at the
 * zero-based `position` of the shop's order and numbers the others 0…n-1 around it. A position
 * past the end means the caller's list is out of date: 400 `updating_position_error` (the spec's
 * "try later" warning).
 */
export async function moveCatalogue(
  ctx: ServiceContext,
  slug: string,
  id: string,
  position: number,
): Promise<{ id: string; position: number }> {
  const shop = await authorizeCatalogueShop(ctx, slug);
  await ctx.db.transaction(async (tx) => {
    await lockShopSections(tx, shop.id);
    const rows = await tx
      .select({ id: catalogues.id, position: catalogues.position })
      .from(catalogues)
      .where(eq(catalogues.shopId, shop.id))
      .orderBy(asc(catalogues.position), asc(catalogues.id));
    const from = rows.findIndex((row) => row.id === id);
    if (from < 0) throw new ApiError('catalogue_not_found');
    if (position >= rows.length) throw new ApiError('updating_position_error');
    const order = moveItem(rows, from, position);
    for (const [index, row] of order.entries()) {
      if (row.position === index) continue;
      await tx
        .update(catalogues)
        .set({ position: index })
        .where(and(eq(catalogues.id, row.id), eq(catalogues.shopId, shop.id)));
    }
  });
  await expireCatalogueCaches(ctx.db, shop);
  return { id, position };
}
