import 'server-only';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { resolveListingShop } from '../shops/get-shop-by-slug';

export type CartShop = NonNullable<Awaited<ReturnType<typeof resolveListingShop>>>;

/** The shop a cart request is for (a proxy shop sells its source's items): 404 `shop_not_found`. */
export async function requireCartShop(ctx: ServiceContext, slug: string): Promise<CartShop> {
  const shop = await resolveListingShop(ctx, slug);
  if (!shop) throw new ApiError('shop_not_found');
  return shop;
}

/** The signed-in user (401 first, before anything is looked up) and the shop of their cart. */
export async function requireUserCart(ctx: ServiceContext, slug: string) {
  const { userId } = requireUser(ctx.actor);
  return { userId, shop: await requireCartShop(ctx, slug) };
}
