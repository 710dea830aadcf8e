import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';

import { signUpShopper } from './fresh-shop';
import { DEMO_PASSWORD } from './pick-up-order';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

interface Experience {
  id: string;
  concluded: boolean;
  sold_out: boolean;
  disabled: boolean;
  hide_price: boolean;
  is_free: boolean;
  available: number;
  max_purchase_amount: number | null;
  variants: Record<string, string[]>;
  supplier: { id: string };
}

/** A future experience of the demo shop with `seats` to sell, no variant, and a supplier that takes orders. */
async function futureExperience(request: APIRequestContext, seats: number): Promise<Experience> {
  const list = (await (
    await request.get('/api/shops/demo/products?type=experience&limit=100')
  ).json()) as { results: Array<{ id: string }> };
  for (const { id } of list.results) {
    const item = (await (await request.get(`/api/shops/demo/products/${id}`)).json()) as Experience;
    const sellable =
      !item.concluded &&
      !item.sold_out &&
      !item.disabled &&
      !item.hide_price &&
      !item.is_free &&
      item.available >= seats &&
      (item.max_purchase_amount === null || item.max_purchase_amount >= seats) &&
      Object.values(item.variants).every((options) => options.length === 0);
    if (!sellable) continue;
    const preview = await request.post('/api/shops/demo/cart/preview', {
      data: { items: [{ product_id: item.id, quantity: seats }] },
      headers: SAME_ORIGIN,
    });
    const cart = (await preview.json()) as { orders: Array<{ is_configured: boolean }> };
    if (cart.orders[0]?.is_configured) return item;
  }
  throw new Error(`The demo shop has no future experience with ${seats} seats to sell`);
}

/** Where the tests run: the project's address and the per-test client address headers. */
interface Site {
  baseURL?: string;
  extraHTTPHeaders?: Record<string, string>;
}

/**
 * A paid purchase of seats no other test holds: a new shopper (signed up on `page`) buys `seats`
 * of a future experience of the `demo` shop for pick-up, paying in store; its supplier confirms
 * the payment, which issues a ticket per seat. The shopper stays signed in on `page`.
 */
export async function buyPaidExperienceSeats(
  page: Page,
  browser: Browser,
  site: Site & { seats: number; label: string },
): Promise<{ id: string; number: string }> {
  const { seats } = site;
  const item = await futureExperience(page.request, seats);
  await signUpShopper(page, site.label);
  const post = (url: string, data: unknown, headers = {}) =>
    page.request.post(url, { data, headers: { ...SAME_ORIGIN, ...headers } });
  const added = await post('/api/shops/demo/cart/items', { product_id: item.id, quantity: seats });
  expect(added.ok(), await added.text()).toBe(true);
  const { checkout_id: checkoutId } = (await (
    await post('/api/shops/demo/checkouts', { supplier_id: item.supplier.id, currency: 'MXN' })
  ).json()) as { checkout_id: string };
  const chosen = await page.request.patch(`/api/shops/demo/checkouts/${checkoutId}`, {
    data: { delivery_type: 'pickup_point', payment_type: 'pay_in_store' },
    headers: SAME_ORIGIN,
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  const placed = await post(
    '/api/orders',
    { checkout_id: checkoutId },
    { 'idempotency-key': `${site.label}-e2e-${checkoutId}` },
  );
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string; number: string };

  const supplier = await browser.newContext({
    baseURL: site.baseURL,
    extraHTTPHeaders: site.extraHTTPHeaders,
  });
  const login = await supplier.request.post('/api/auth/login', {
    data: {
      username: `proveedor.${item.supplier.id.slice('sup_'.length)}@tienda.test`,
      password: DEMO_PASSWORD,
    },
    headers: SAME_ORIGIN,
  });
  expect(login.status()).toBe(200);
  const paid = await supplier.request.post(`/api/orders/${order.id}/next`, {
    headers: SAME_ORIGIN,
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await supplier.close();
  return order;
}

/**
 * Ticket codes no other test holds: a paid purchase of `seats` (buyPaidExperienceSeats) in a
 * context of its own; the shopper's attendants list gives the codes their QR images carry.
 */
export async function paidExperienceTicketCodes(
  browser: Browser,
  options: Site & { seats?: number },
): Promise<{ orderNumber: string; codes: string[] }> {
  const seats = options.seats ?? 1;
  const context = await browser.newContext({
    baseURL: options.baseURL,
    extraHTTPHeaders: options.extraHTTPHeaders,
  });
  const page = await context.newPage();
  const order = await buyPaidExperienceSeats(page, browser, { ...options, seats, label: 'lector' });
  const attendants = await page.request.get(`/api/orders/${order.id}/attendants?limit=10`);
  expect(attendants.status(), await attendants.text()).toBe(200);
  const { results } = (await attendants.json()) as { results: Array<{ code: string | null }> };
  const codes = results.map((ticket) => ticket.code).filter((code): code is string => !!code);
  expect(codes).toHaveLength(seats);
  await context.close();
  return { orderNumber: order.number, codes };
}
