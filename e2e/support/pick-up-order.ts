import { type APIRequestContext, expect } from '@playwright/test';

/** The password of every demo login. */
export const DEMO_PASSWORD = 'Demo1234!';
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

/** Signs a demo login in on `request` (a page's `page.request` shares the page's cookies). */
export async function signInDemo(request: APIRequestContext, username: string) {
  const res = await request.post('/api/auth/login', {
    data: { username, password: DEMO_PASSWORD },
    headers: SAME_ORIGIN,
  });
  expect(res.status(), await res.text()).toBe(200);
}

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
  await signInDemo(request, shopper);
  return placeSignedInPickUpOrder(request, productId, supplierId);
}

/** Delivered to an address (standard rate, cash on delivery): an order that travels. */
export const TO_ADDRESS = { delivery: 'to_address' } as const;

/**
 * The shopper signed in on `request` (a fresh one from `signUpShopper`, say) puts one unit in the
 * `demo` shop's cart and places the order for pick-up, paying in store (or by `payment`, a method
 * the checkout offers for a pick-up) — or, with `TO_ADDRESS`, sent to a new address of theirs,
 * paid on delivery.
 */
export async function placeSignedInPickUpOrder(
  request: APIRequestContext,
  productId: string,
  supplierId: string,
  {
    delivery = 'pickup_point',
    payment = 'pay_in_store',
  }: { delivery?: 'pickup_point' | 'to_address'; payment?: string } = {},
) {
  const post = (url: string, data: unknown, headers = {}) =>
    request.post(url, { data, headers: { ...SAME_ORIGIN, ...headers } });
  expect(
    (await post('/api/shops/demo/cart/items', { product_id: productId, quantity: 1 })).ok(),
  ).toBe(true);
  const checkout = (await (
    await post('/api/shops/demo/checkouts', { supplier_id: supplierId, currency: 'MXN' })
  ).json()) as { checkout_id: string };
  const choice =
    delivery === 'pickup_point'
      ? { delivery_type: delivery, payment_type: payment }
      : {
          delivery_type: delivery,
          address_id: await newAddress(request),
          rate_id: 'standard',
          payment_type: 'cash_on_delivery',
        };
  const chosen = await request.patch(`/api/shops/demo/checkouts/${checkout.checkout_id}`, {
    data: choice,
    headers: SAME_ORIGIN,
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  const placed = await post(
    '/api/orders',
    { checkout_id: checkout.checkout_id },
    { 'idempotency-key': `supplier-e2e-${checkout.checkout_id}` },
  );
  expect(placed.status()).toBe(201);
  return (await placed.json()) as { id: string; number: string; state: string };
}

async function newAddress(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/me/addresses', {
    data: {
      name: 'Ana López',
      phone: '5512345678',
      street_address: 'Av. Reforma',
      street_number: '222',
      locality: 'Ciudad de México',
      administrative_area_level_1: 'Ciudad de México',
      postal_code: '06600',
    },
    headers: SAME_ORIGIN,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
