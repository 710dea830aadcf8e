import 'server-only';

import type { ResaleInStoreAnswer } from '@/lib/api/schemas/resale';

import type { ServiceContext } from '../context';
import { authorizeResaleShop, listedAmong, listingShopId } from './resale-scope';

/**
 * `POST /shops/{slug}/resale/in-store` (spec 03 §7 "Check products in store"): each given id with
 * whether the shop lists it (unknown ids: false).
 */
export async function checkProductsInStore(
  ctx: ServiceContext,
  slug: string,
  ids: string[],
): Promise<ResaleInStoreAnswer> {
  const shop = await authorizeResaleShop(ctx, slug);
  const found = await listedAmong(ctx.db, listingShopId(shop), ids);
  return { results: Object.fromEntries(ids.map((id) => [id, found.has(id)])) };
}
