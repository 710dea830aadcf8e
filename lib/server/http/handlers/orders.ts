import 'server-only';

import type { Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';

import {
  advanceOrderRoute,
  cancelOrderRoute,
  getOrderRoute,
  listOrdersRoute,
  placeOrderRoute,
} from '@/lib/api/routes/orders';
import { TRACKING_PARAMS, trackingCookieDomain } from '@/lib/domain/request/tracking-cookies';
import { rootDomain } from '@/lib/env';

import { placeOrder } from '@/lib/server/checkout/place-order';
import { listMyOrders, readMyOrder } from '@/lib/server/checkout/read-orders';
import { advanceOrder, cancelOrder } from '@/lib/server/orders/change-order-state';
import type { ApiEnv } from '../env';
import { createRouter } from '../router';

/** Spec 02 §4: the tracking cookies are cleared once the order is placed (its payment arranged). */
function clearTrackingCookies(c: Context<ApiEnv>) {
  const domain = trackingCookieDomain(rootDomain(), c.req.header('host'));
  for (const { cookie } of TRACKING_PARAMS) {
    if (getCookie(c, cookie) !== undefined) deleteCookie(c, cookie, { path: '/', domain });
  }
}

/** Placing an order and the customer's orders; the supplier's steps on one (spec 02 §4, §7). */
export const ordersHandlers = createRouter()
  .openapi(placeOrderRoute, async (c) => {
    const { order, created } = await placeOrder(
      c.var.ctx,
      c.req.valid('json'),
      c.req.valid('header')['idempotency-key'],
      c.var.locale,
    );
    clearTrackingCookies(c);
    return created ? c.json(order, 201) : c.json(order, 200);
  })
  .openapi(listOrdersRoute, async (c) =>
    c.json(await listMyOrders(c.var.ctx, c.req.valid('query')), 200),
  )
  .openapi(getOrderRoute, async (c) =>
    c.json(await readMyOrder(c.var.ctx, c.req.valid('param').id), 200),
  )
  .openapi(advanceOrderRoute, async (c) =>
    c.json(await advanceOrder(c.var.ctx, c.req.valid('param').id), 200),
  )
  .openapi(cancelOrderRoute, async (c) =>
    c.json(await cancelOrder(c.var.ctx, c.req.valid('param').id, c.req.valid('json').reason), 200),
  );
