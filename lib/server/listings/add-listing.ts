import 'server-only';

import type { ServiceContext } from '../context';
import { authorizePlacement, ensureListed, type Listed, writePlacement } from './listing-writes';

/**
 * `PUT /shops/{slug}/listings/{product}` (spec 01 §7 "Add product to store"): lists the product
 * at the end of its type's list, or at zero-based `queue_position` (an "add again" after a
 * removal puts it back where it was). Already listed: nothing changes (`created` false).
 */
export async function addListing(
  ctx: ServiceContext,
  slug: string,
  productId: string,
  { queue_position }: { queue_position?: number },
): Promise<Listed> {
  const shop = await authorizePlacement(ctx, slug, 'storefront.edit');
  return writePlacement(ctx, shop, (tx) => ensureListed(tx, shop, productId, queue_position));
}
