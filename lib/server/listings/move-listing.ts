import 'server-only';

import type { ServiceContext } from '../context';
import { authorizePlacement, listedType, writePlacement } from './listing-writes';
import { moveToPlace, storeOrder } from './product-order';

/**
 * `POST /shops/{slug}/listings/{product}/position` (spec 01 §4, §7 "Product position update"):
 * puts the product at zero-based `queue_position` of the shop's list of its type (hidden items
 * included: the admin's list) and shifts the others. 404 `product_not_found` when not listed; 400
 * `updating_position_error` past the end.
 */
export async function moveListing(
  ctx: ServiceContext,
  slug: string,
  productId: string,
  position: number,
): Promise<{ product: string; queue_position: number }> {
  const shop = await authorizePlacement(ctx, slug, 'storefront.edit');
  return writePlacement(ctx, shop, async (tx) => {
    await moveToPlace(
      tx,
      storeOrder(shop.id, await listedType(tx, shop.id, productId)),
      productId,
      position,
    );
    return { product: productId, queue_position: position };
  });
}
