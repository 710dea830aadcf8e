import { randomUUID } from 'node:crypto';

import { expect } from 'vitest';

import type { Checkout, Order } from '@/lib/api/schemas/checkout';

import { type Api, call } from './auth-api';

/**
 * A shopper (`cookie`) buys `quantity` of a listed item in `shop` through the API, as the
 * storefront does: cart, checkout with pick-up and the payment method, then the order. The
 * placed order, waiting for payment.
 */
export async function placePickupOrder(
  api: Api,
  {
    cookie,
    shop,
    supplierId,
    productId,
    quantity = 1,
    paymentType = 'pay_in_store',
  }: {
    cookie: string;
    shop: string;
    supplierId: string;
    productId: string;
    quantity?: number;
    paymentType?: 'pay_in_store' | 'bank_transfer';
  },
): Promise<Order> {
  const send = (method: string, path: string, body?: unknown, headers = {}) =>
    call(api, method, `/api${path}`, body, { cookie, headers });
  await send('POST', `/shops/${shop}/cart/items`, { product_id: productId, quantity });
  const created = await send('POST', `/shops/${shop}/checkouts`, {
    supplier_id: supplierId,
    currency: 'MXN',
  });
  const checkout = (await created.json()) as Checkout;
  await send('PATCH', `/shops/${shop}/checkouts/${checkout.checkout_id}`, {
    delivery_type: 'pickup_point',
    payment_type: paymentType,
  });
  const res = await send(
    'POST',
    '/orders',
    { checkout_id: checkout.checkout_id },
    { 'idempotency-key': `order-${randomUUID()}` },
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Order;
}
