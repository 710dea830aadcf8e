import { type APIRequestContext, expect } from '@playwright/test';

/** The password of every demo login. */
export const DEMO_PASSWORD = 'Demo1234!';
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

/**
 * The shopper signs in (on `request`), puts one unit in the `demo` shop's cart and places the
 * order for pick-up, paying in store: the order, waiting for its supplier to confirm the payment.
 */
export async function placePickUpOrder(
  request: APIRequestContext,
  shopper: string,
  productId: string,
  supplierId: string,
) {
  const post = (url: string, data: unknown, headers = {}) =>
    request.post(url, { data, headers: { ...SAME_ORIGIN, ...headers } });
  expect(
    (await post('/api/auth/login', { username: shopper, password: DEMO_PASSWORD })).status(),
  ).toBe(200);
  return placeSignedInPickUpOrder(request, productId, supplierId);
}

/**
 * The shopper signed in on `request` (a fresh one from `signUpShopper`, say) puts one unit in the
 * `demo` shop's cart and places the order for pick-up, paying in store.
 */
export async function placeSignedInPickUpOrder(
  request: APIRequestContext,
  productId: string,
  supplierId: string,
) {
  const post = (url: string, data: unknown, headers = {}) =>
    request.post(url, { data, headers: { ...SAME_ORIGIN, ...headers } });
  expect(
    (await post('/api/shops/demo/cart/items', { product_id: productId, quantity: 1 })).ok(),
  ).toBe(true);
  const checkout = (await (
    await post('/api/shops/demo/checkouts', { supplier_id: supplierId, currency: 'MXN' })
  ).json()) as { checkout_id: string };
  const chosen = await request.patch(`/api/shops/demo/checkouts/${checkout.checkout_id}`, {
    data: { delivery_type: 'pickup_point', payment_type: 'pay_in_store' },
    headers: SAME_ORIGIN,
  });
  expect(chosen.status()).toBe(200);
  const placed = await post(
    '/api/orders',
    { checkout_id: checkout.checkout_id },
    { 'idempotency-key': `supplier-e2e-${checkout.checkout_id}` },
  );
  expect(placed.status()).toBe(201);
  return (await placed.json()) as { id: string; state: string };
}
