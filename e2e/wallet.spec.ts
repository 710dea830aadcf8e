import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './support/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { signUpShopper, signUpWithFreshShop } from './support/fresh-shop';
import { lookAt } from './support/look-at';
import { DEMO_PASSWORD } from './support/pick-up-order';

// Commissions (issue 19, first slice): a new shop owner stocks a supplier's item, a new shopper
// buys it in that shop, the supplier walks the order to delivered, and the owner's wallet shows
// the commission pending: the item's contribution margin × the base plan's 0.5. Every account but
// the supplier's is new, so the figures start at zero whatever other tests did.

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
/** Dropshipping suppliers and their owners' demo logins (lib/db/seed/demo-accounts.ts). */
const SUPPLIER_LOGINS: Record<string, string> = {
  sup_tecno: 'proveedor.tecno@tienda.test',
  sup_cafe: 'proveedor.cafe@tienda.test',
  sup_textiles: 'proveedor.textiles@tienda.test',
};

interface ResaleRow {
  id: string;
  name: string;
  currency: string;
  hide_price: boolean;
  earning: number | null;
  supplier: { id: string; name: string };
}
interface ItemDetail {
  contribution_margin: number;
  variants: Record<string, string[]>;
  sold_out: boolean;
  stock_type: 'onstock' | 'ondemand';
  available: number;
}

test.describe.configure({ timeout: 150_000 });

/**
 * Stocks the fresh shop with an item of one of the suppliers above it can resell and a shopper
 * can simply buy (no variant to choose, in stock), trying the modal's rows in order.
 */
async function stockItemToResell(request: APIRequestContext, slug: string) {
  const rows: ResaleRow[] = [];
  for (const supplier of Object.keys(SUPPLIER_LOGINS)) {
    const page = await request.get(
      `/api/shops/${slug}/resale/products?type=product&supplier=${supplier}&limit=10`,
    );
    expect(page.status(), await page.text()).toBe(200);
    rows.push(...((await page.json()) as { results: ResaleRow[] }).results);
  }
  for (const row of rows) {
    if (!(row.supplier.id in SUPPLIER_LOGINS) || row.earning === null || row.hide_price) continue;
    if (row.currency !== 'MXN') continue;
    const listing = `/api/shops/${slug}/listings/${row.id}`;
    expect((await request.put(listing, { headers: SAME_ORIGIN })).status()).toBe(201);
    const detail = (await (
      await request.get(`/api/shops/${slug}/products/${row.id}`)
    ).json()) as ItemDetail;
    const simple = Object.values(detail.variants ?? {}).every((options) => options.length === 0);
    const inStock = detail.stock_type === 'ondemand' || detail.available >= 2;
    if (simple && inStock && !detail.sold_out)
      return { ...row, margin: detail.contribution_margin };
    expect((await request.delete(listing, { headers: SAME_ORIGIN })).ok()).toBe(true);
  }
  throw new Error('No dropshipping item to resell');
}

interface PlacedOrder {
  id: string;
  number: string;
  lines: { name: string; total: number }[];
}

/**
 * A new shopper, signed up on `shopper` (a page of a context of their own), buys one of `item`
 * in the shop, for pick-up, paying in store: the placed order.
 */
async function buyInShop(shopper: Page, slug: string, item: ResaleRow): Promise<PlacedOrder> {
  await signUpShopper(shopper, 'monedero-compra');
  const buyer = shopper.request;
  expect(
    (
      await buyer.post(`/api/shops/${slug}/cart/items`, {
        data: { product_id: item.id, quantity: 1 },
        headers: SAME_ORIGIN,
      })
    ).status(),
  ).toBe(201);
  const checkout = (await (
    await buyer.post(`/api/shops/${slug}/checkouts`, {
      data: { supplier_id: item.supplier.id, currency: 'MXN' },
      headers: SAME_ORIGIN,
    })
  ).json()) as { checkout_id: string };
  const chosen = await buyer.patch(`/api/shops/${slug}/checkouts/${checkout.checkout_id}`, {
    data: { delivery_type: 'pickup_point', payment_type: 'pay_in_store' },
    headers: SAME_ORIGIN,
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  const placed = await buyer.post('/api/orders', {
    data: { checkout_id: checkout.checkout_id },
    headers: { ...SAME_ORIGIN, 'idempotency-key': `wallet-e2e-${checkout.checkout_id}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as PlacedOrder;
}

/** The item's supplier signs in on `supplier` (a context of its own) and walks the order to delivered. */
async function deliverAsSupplier(supplier: APIRequestContext, item: ResaleRow, orderId: string) {
  expect(
    (
      await supplier.post('/api/auth/login', {
        data: { username: SUPPLIER_LOGINS[item.supplier.id], password: DEMO_PASSWORD },
        headers: SAME_ORIGIN,
      })
    ).status(),
  ).toBe(200);
  // Paid, in process, ready, delivered.
  for (const state of ['paid', 'in_process', 'to_deliver', 'delivered']) {
    const moved = await supplier.post(`/api/orders/${orderId}/next`, { headers: SAME_ORIGIN });
    expect(moved.status(), await moved.text()).toBe(200);
    expect(((await moved.json()) as { state: string }).state).toBe(state);
  }
}

/** `$1,234.50` for 123450 minor units, as the pages write MXN. */
const pesos = (minor: number) =>
  `${minor < 0 ? '-' : ''}$${(Math.abs(minor) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test("the shop's owner sees the commission of a delivered resale pending in their wallet", async ({
  page,
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  const context = () =>
    browser.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders });

  // A new shop owner stocks a supplier's item.
  const shop = await signUpWithFreshShop(page, 'monedero');
  const item = await stockItemToResell(page.request, shop.slug);

  // A new shopper buys it in that shop, for pick-up, paying in store.
  const shopperContext = await context();
  const shopperPage = await shopperContext.newPage();
  const order = await buyInShop(shopperPage, shop.slug, item);

  // Not delivered yet: nothing in the wallet.
  await page.goto('/me/wallet/commissions');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mi monedero: Comisiones' }),
  ).toBeVisible();
  await expect(page.getByText('Aún no tienes comisiones.', { exact: false })).toBeVisible();

  // The supplier walks the order to delivered: paid, in process, ready, delivered.
  const supplierContext = await context();
  await deliverAsSupplier(supplierContext.request, item, order.id);

  // The owner reaches the wallet from the side menu of their shop.
  await page.goto(`/tienda/${shop.slug}/`);
  await page.getByRole('button', { name: 'Menú de tu cuenta' }).click();
  await page.getByRole('link', { name: 'Mi monedero' }).click();
  await expect(page).toHaveURL(/\/me\/wallet\/commissions$/);
  const expected = Math.floor(item.margin * 0.5);
  expect(expected).toBe(item.earning);
  const money = pesos(expected);
  const balance = page.getByRole('region', { name: 'Moneda MXN' });
  await expect(balance).toContainText(`Pendiente${money}`);
  await expect(balance).toContainText('Disponible para retiro$0.00');
  const entry = page.getByRole('listitem').filter({ hasText: item.name });
  await expect(entry).toContainText(money);
  await expect(entry).toContainText(`Pedido ${order.number}`);
  await expect(entry).toContainText('Pendiente · Disponible el');
  await expect(page.getByText(/^Próximo corte: /)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'wallet');
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-wallet.png`,
    fullPage: true,
  });
  await page.setViewportSize({ width: 412, height: 915 });
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-wallet-412.png`,
    fullPage: true,
  });

  // The shopper has no wallet of the owner's to read: their own is empty.
  await shopperPage.goto('/me/wallet/commissions');
  await expect(shopperPage.getByText('Aún no tienes comisiones.', { exact: false })).toBeVisible();
  await expect(shopperPage.getByText(item.name)).toHaveCount(0);
  await shopperContext.close();
  await supplierContext.close();
});

test("a refund of the line takes the commission back: the owner's wallet shows it pending no more @phone", async ({
  page,
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  const context = () =>
    browser.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders });

  // A new owner's item is bought by a new shopper and delivered: its commission is pending.
  const shop = await signUpWithFreshShop(page, 'monedero-reembolso');
  const item = await stockItemToResell(page.request, shop.slug);
  const shopperContext = await context();
  const order = await buyInShop(await shopperContext.newPage(), shop.slug, item);
  await shopperContext.close();
  const supplier = await context();
  await deliverAsSupplier(supplier.request, item, order.id);
  const money = pesos(item.earning!);
  await page.goto('/me/wallet/commissions');
  const balance = page.getByRole('region', { name: 'Moneda MXN' });
  await expect(balance).toContainText(`Pendiente${money}`);

  // The supplier refunds the line on the order's page, the unit coming back.
  const line = order.lines[0]!;
  const supplierPage = await supplier.newPage();
  await supplierPage.goto(`/apps/me/store/orders/${order.id}`);
  const refunds = supplierPage.getByRole('region', { name: 'Reembolsos' });
  const submit = refunds.getByRole('button', { name: 'Reembolsar' });
  await expect(submit).toBeEnabled();
  await refunds.getByLabel('Monto a reembolsar').fill((line.total / 100).toFixed(2));
  await refunds.getByLabel(`Piezas de «${line.name}» que regresan (de 1)`).fill('1');
  await submit.click();
  await expect(
    refunds
      .getByRole('status')
      .filter({ hasText: `Reembolso de ${pesos(line.total)}: Completado.` }),
  ).toBeVisible();
  await supplier.close();

  // The owner's wallet: the commission taken back, nothing pending, nothing to cash out.
  await page.reload();
  await expect(balance).toContainText('Saldo$0.00');
  await expect(balance).toContainText('Pendiente$0.00');
  await expect(balance).toContainText('Disponible para retiro$0.00');
  const entries = page.getByRole('listitem').filter({ hasText: item.name });
  await expect(entries).toHaveCount(2);
  // Newest first: the reversal, then the credit it offsets.
  await expect(entries.first()).toContainText(`-${money}`);
  await expect(entries.first()).toContainText(
    `Reembolso: comisión descontada · Pedido ${order.number}`,
  );
  await expect(entries.last()).toContainText(money);
  await expect(entries.last()).not.toContainText('Reembolso');
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-wallet-reversal.png`,
    fullPage: true,
  });
});

test('the demo owner asks to cash out part of what is available and sees the request listed', async ({
  page,
}, testInfo) => {
  expect(
    (
      await page.request.post('/api/auth/login', {
        data: { username: 'dueno.demo@tienda.test', password: DEMO_PASSWORD },
        headers: SAME_ORIGIN,
      })
    ).status(),
  ).toBe(200);
  await page.goto('/me/wallet/commissions');
  const balance = page.getByRole('region', { name: 'Moneda MXN' });
  const available = balance.locator('[data-wallet-available="MXN"]');
  const before = await available.textContent();
  await balance.getByLabel('Monto a retirar').fill('1');
  await expectNoSeriousA11yViolations(page, 'cash-out form');
  await balance.getByRole('button', { name: 'Solicitar retiro' }).click();
  await expect(
    balance.getByRole('status').filter({ hasText: 'Retiro de $1.00 solicitado.' }),
  ).toBeVisible();
  // The page comes back with the request listed and a peso less available.
  const cashouts = page.getByRole('region', { name: 'Retiros' });
  await expect(
    cashouts.getByRole('listitem').filter({ hasText: 'Solicitado' }).first(),
  ).toBeVisible();
  await expect(available).not.toHaveText(before!);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(page, {
      path: `test-results/screens/${testInfo.project.name}-wallet-cashout-${width}.png`,
      fullPage: true,
    });
  }
});
