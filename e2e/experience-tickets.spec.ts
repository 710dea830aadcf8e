import { readFile } from 'node:fs/promises';

import type { APIRequestContext, Download } from '@playwright/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectFitsTheScreen } from './support/fits';
import { lookAt } from './support/look-at';
import { signUpShopper } from './support/fresh-shop';
import { DEMO_PASSWORD } from './support/pick-up-order';
import { expect, test } from './support/test';

// Experience tickets (issue 21): a new shopper buys 2 seats of a future experience of the `demo`
// shop (a 2027 one of the seed), paid in store; its supplier confirms the payment through the API,
// which issues a ticket per seat. On the purchase's page the shopper sees both seats with their QR
// under "Boletos", names both attendants, and downloads one seat's PDF, all of them as one PDF
// and as a zip. The section fits a 360 px screen.

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

interface Experience {
  id: string;
  name: string;
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

/** A future experience of the demo shop with 2 seats to sell, no variant, and a supplier that takes orders. */
async function futureExperience(request: APIRequestContext): Promise<Experience> {
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
      item.available >= 2 &&
      (item.max_purchase_amount === null || item.max_purchase_amount >= 2) &&
      Object.values(item.variants).every((options) => options.length === 0);
    if (!sellable) continue;
    const preview = await request.post('/api/shops/demo/cart/preview', {
      data: { items: [{ product_id: item.id, quantity: 2 }] },
      headers: SAME_ORIGIN,
    });
    const cart = (await preview.json()) as { orders: Array<{ is_configured: boolean }> };
    if (cart.orders[0]?.is_configured) return item;
  }
  throw new Error('The demo shop has no future experience with 2 seats to sell');
}

/** The shopper (signed in on `request`) buys 2 seats for pick-up, paying in store. */
async function buyTwoSeats(request: APIRequestContext, item: Experience) {
  const post = (url: string, data: unknown, headers = {}) =>
    request.post(url, { data, headers: { ...SAME_ORIGIN, ...headers } });
  const added = await post('/api/shops/demo/cart/items', { product_id: item.id, quantity: 2 });
  expect(added.ok(), await added.text()).toBe(true);
  const checkout = (await (
    await post('/api/shops/demo/checkouts', { supplier_id: item.supplier.id, currency: 'MXN' })
  ).json()) as { checkout_id: string };
  const chosen = await request.patch(`/api/shops/demo/checkouts/${checkout.checkout_id}`, {
    data: { delivery_type: 'pickup_point', payment_type: 'pay_in_store' },
    headers: SAME_ORIGIN,
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  const placed = await post(
    '/api/orders',
    { checkout_id: checkout.checkout_id },
    { 'idempotency-key': `tickets-e2e-${checkout.checkout_id}` },
  );
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as { id: string; number: string };
}

async function bytesOf(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

test.describe.configure({ timeout: 150_000 });

test('a shopper buys 2 seats of an experience, names the attendants and downloads the tickets', async ({
  page,
  browser,
  request,
  extraHTTPHeaders,
}, testInfo) => {
  const item = await futureExperience(request);
  await signUpShopper(page, 'boletos');
  const order = await buyTwoSeats(page.request, item);

  // The supplier confirms the payment in store: the order is paid and its tickets are issued.
  const supplier = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders,
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

  await page.goto(`/mis-compras/${order.id}`);
  const tickets = page.getByRole('region', { name: 'Boletos' });
  await expect(tickets.getByText('1–2 de 2 boletos')).toBeVisible({ timeout: 30_000 });
  await expect(
    tickets.getByRole('img', { name: /^Código QR del boleto del asiento 1 / }),
  ).toBeVisible();
  await expect(
    tickets.getByRole('img', { name: /^Código QR del boleto del asiento 2 / }),
  ).toBeVisible();

  // Both attendants named, one seat at a time.
  for (const [seat, name, email] of [
    [1, 'Lucía Pérez', 'lucia@tienda.test'],
    [2, 'Mateo Ñúñez', 'mateo@tienda.test'],
  ] as const) {
    const form = tickets.getByRole('form', { name: new RegExp(`^Asiento ${seat} · `) });
    await form.getByLabel('Nombre de quien asiste').fill(name);
    await form.getByLabel('Correo de quien asiste').fill(email);
    await form.getByRole('button', { name: 'Guardar asistente' }).click();
    await expect(form.getByRole('status')).toHaveText('Asistente guardado');
    await expect(tickets.getByText(`${name} · ${email}`)).toBeVisible();
  }

  // One seat's PDF, then all of them as one PDF and as a zip: plain links.
  const [one] = await Promise.all([
    page.waitForEvent('download'),
    tickets.getByRole('link', { name: /^Descargar PDF del boleto del asiento 1 / }).click(),
  ]);
  expect(one.suggestedFilename()).toMatch(/^boleto-TD-\d+-1\.pdf$/);
  expect((await bytesOf(one)).subarray(0, 5).toString()).toBe('%PDF-');

  const [all] = await Promise.all([
    page.waitForEvent('download'),
    tickets.getByRole('link', { name: 'Descargar todos (PDF)' }).click(),
  ]);
  expect(all.suggestedFilename()).toBe(`boletos-${order.number}.pdf`);
  expect((await bytesOf(all)).subarray(0, 5).toString()).toBe('%PDF-');

  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    tickets.getByRole('link', { name: 'Descargar todos (ZIP)' }).click(),
  ]);
  expect(zip.suggestedFilename()).toBe(`boletos-${order.number}.zip`);
  // A zip starts with its first entry's local header, "PK\x03\x04".
  expect((await bytesOf(zip)).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

  await expectNoSeriousA11yViolations(page, 'order tickets');
  await page.setViewportSize({ width: 360, height: 800 });
  await expectFitsTheScreen(page);
  await lookAt(page, {
    path: `test-results/tickets-order-page-${testInfo.project.name}.png`,
    fullPage: true,
  });
});
