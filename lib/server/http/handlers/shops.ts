import 'server-only';

import { getShopRoute } from '@/lib/api/routes/shops';

import { ApiError } from '@/lib/server/errors';
import { getShopBySlug } from '@/lib/server/shops/get-shop-by-slug';
import { createRouter } from '../router';

export const shopsHandlers = createRouter().openapi(getShopRoute, async (c) => {
  const { slug } = c.req.valid('param');
  const shop = await getShopBySlug(c.var.ctx, slug, c.req.valid('query'));
  if (!shop) throw new ApiError('shop_not_found');
  return c.json(shop, 200);
});
