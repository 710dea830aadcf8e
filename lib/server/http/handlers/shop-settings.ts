import 'server-only';

import { updateShopRoute } from '@/lib/api/routes/shop-settings';

import { updateShopSettings } from '@/lib/server/shop-settings/update-shop-settings';
import { createRouter } from '../router';

export const shopSettingsHandlers = createRouter().openapi(updateShopRoute, async (c) => {
  const shop = await updateShopSettings(c.var.ctx, c.req.valid('param').slug, c.req.valid('json'));
  return c.json(shop, 200);
});
