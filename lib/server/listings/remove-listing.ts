import 'server-only';

import type { ServiceContext } from '../context';
import { authorizePlacement, unlist, writePlacement } from './listing-writes';

/**
 * `DELETE /shops/{slug}/listings/{product}` (spec 01 §7 "remove product from store"): the product
 * leaves the store and the shop's catalogues (a catalogue shows items of the store), so visitors
 * stop seeing it on their next page load. 404 `product_not_found` when the shop does not list it.
 */
export async function removeListing(
  ctx: ServiceContext,
  slug: string,
  productId: string,
): Promise<void> {
  const shop = await authorizePlacement(ctx, slug, 'storefront.edit');
  await writePlacement(ctx, shop, (tx) => unlist(tx, shop.id, productId));
}
