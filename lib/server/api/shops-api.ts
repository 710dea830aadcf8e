import 'server-only';

import { getShopRoute } from '@/lib/api/routes/shops';

import { ApiError } from '../errors';
import { getShopBySlug } from '../shops/get-shop-by-slug';
import { createRouter } from './router';

export const shopsApi = createRouter().openapi(getShopRoute, async (c) => {
  const { slug } = c.req.valid('param');
  const shop = await getShopBySlug(c.var.ctx, slug, c.req.valid('query'));
  if (!shop) throw new ApiError('shop_not_found');
  return c.json(shop, 200);
});
