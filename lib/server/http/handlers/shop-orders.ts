import 'server-only';

import { getShopOrderRoute, listShopOrdersRoute } from '@/lib/api/routes/shop-orders';

import { listShopOrders, readShopOrder } from '@/lib/server/orders/list-shop-orders';
import { createRouter } from '../router';

/** The orders placed in a shop, for its back office (owner and staff), read only. */
export const shopOrdersHandlers = createRouter()
  .openapi(listShopOrdersRoute, async (c) =>
    c.json(await listShopOrders(c.var.ctx, c.req.valid('param').slug, c.req.valid('query')), 200),
  )
  .openapi(getShopOrderRoute, async (c) => {
    const { slug, order } = c.req.valid('param');
    return c.json(await readShopOrder(c.var.ctx, slug, order), 200);
  });
