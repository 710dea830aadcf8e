import 'server-only';

import {
  advanceOrderRoute,
  cancelOrderRoute,
  getOrderRoute,
  listOrdersRoute,
  placeOrderRoute,
  restartPaymentRoute,
  setShipmentRoute,
} from '@/lib/api/routes/orders';

import { placeOrder } from '@/lib/server/checkout/place-order';
import { listMyOrders, readMyOrder } from '@/lib/server/checkout/read-orders';
import { advanceOrder, cancelOrder } from '@/lib/server/orders/change-order-state';
import { restartPayment } from '@/lib/server/orders/restart-payment';
import { setShipment } from '@/lib/server/orders/set-shipment';
import { createRouter } from '../router';

/** Placing an order and the customer's orders; the supplier's steps on one (spec 02 §4, §7). */
export const ordersHandlers = createRouter()
  .openapi(placeOrderRoute, async (c) => {
    const { order, created } = await placeOrder(
      c.var.ctx,
      c.req.valid('json'),
      c.req.valid('header')['idempotency-key'],
      c.var.locale,
    );
    // The tracking cookies stay until payment (spec 03 §9): the cart's next order keeps them too.
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
  )
  .openapi(restartPaymentRoute, async (c) =>
    c.json(await restartPayment(c.var.ctx, c.req.valid('param').id), 200),
  )
  .openapi(setShipmentRoute, async (c) =>
    c.json(await setShipment(c.var.ctx, c.req.valid('param').id, c.req.valid('json')), 200),
  );
