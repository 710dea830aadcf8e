import { type APIRequestContext, expect, type Page, test, type TestInfo } from './support/test';

import { lookAt } from './support/look-at';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signUpShopper } from './support/fresh-shop';
import { DEMO_PASSWORD } from './support/pick-up-order';

// Issue 16, second slice: the supplier's item list tools (choose rows, hide them, edit a stock
// inline) and what shoppers see: an item hidden by its supplier leaves the `demo` shop that lists
// it; a variant with its own price is charged that price in the cart and the order, and its own
// stock goes down.

const SUPPLIER = { id: 'sup_tecno', email: 'proveedor.tecno@tienda.test' };
const SHOP_OWNER = 'dueno.demo@tienda.test';
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

test.describe.configure({ timeout: 180_000 });

async function screenshot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  await lookAt(page, {
    path: `test-results/screens-items/${testInfo.project.name}-${name}.png`,
    fullPage,
  });
}

async function apiLogin(request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/login', {
    data: { username: email, password: DEMO_PASSWORD },
    headers: SAME_ORIGIN,
  });
  expect(login.status()).toBe(200);
}

async function signIn(page: Page, email: string) {
  await page.goto('/tienda/demo/login');
  await page.getByRole('textbox', { name: 'Correo electrónico o teléfono' }).fill(email);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/tienda\/demo$/, { timeout: 30_000 });
}

/** The supplier creates a published item through the API, and demo's owner lists it. */
async function listedItem(
  page: Page,
  body: Record<string, unknown>,
  {
    browser,
    extraHTTPHeaders,
  }: { browser: import('@playwright/test').Browser; extraHTTPHeaders?: Record<string, string> },
): Promise<string> {
  const made = await page.request.post(`/api/suppliers/${SUPPLIER.id}/products`, {
    data: { type: 'product', list_state: 'published', ...body },
    headers: SAME_ORIGIN,
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const owner = await browser.newContext({ baseURL: new URL(page.url()).origin, extraHTTPHeaders });
  await apiLogin(owner.request, SHOP_OWNER);
  const listed = await owner.request.put(`/api/shops/demo/listings/${id}`, {
    data: {},
    headers: SAME_ORIGIN,
  });
  expect(listed.ok()).toBe(true);
  await owner.close();
  return id;
}

test('a supplier hides an item from its list and the demo shop no longer shows it; a stock is edited inline', async ({
  page,
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  const tag = `${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;
  const name = `Bocina Río ${tag}`;
  await signIn(page, SUPPLIER.email);
  const productId = await listedItem(
    page,
    { name, list_price: 89_900, available: 4 },
    { browser, extraHTTPHeaders },
  );

  // A visitor finds it on the shop.
  const visitor = await browser.newPage({ extraHTTPHeaders });
  const origin = new URL(page.url()).origin;
  const itemUrl = `${origin}/tienda/demo/productos/${SUPPLIER.id}/${productId}`;
  const searchUrl = `${origin}/tienda/demo/productos?search=${encodeURIComponent(name)}`;
  await visitor.goto(itemUrl);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  // The shop's search lists it (a link to its page; the "results for" line names it too).
  const itemLinks = visitor.locator(`main a[href*="${productId}"]`);
  await visitor.goto(searchUrl);
  await expect(itemLinks.first()).toBeVisible();

  // The list reads from its query: the name, low stock, sorted by stock.
  await page.goto(`/apps/me/products?text=${encodeURIComponent(name)}&stock=low&sort=stock`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Pocas');
  await expect(page.getByRole('combobox', { name: /^Existencias/ })).toHaveValue('low');
  await expect(page.getByRole('combobox', { name: /^Ordenar por/ })).toHaveValue('stock');

  // The stock, edited in place with the keyboard.
  await row.getByRole('button', { name: `Editar existencias de ${name}` }).click();
  const field = row.getByRole('textbox', { name: `Existencias de ${name}` });
  await expect(field).toBeFocused();
  await field.fill('12');
  await field.press('Enter');
  await expect(page.getByText(`Existencias de ${name}: 12.`)).toBeVisible();
  await expect(row.getByRole('button', { name: `Editar existencias de ${name}` })).toBeFocused();

  // Chosen and hidden.
  await page.goto(`/apps/me/products?text=${encodeURIComponent(name)}`);
  await page.getByRole('checkbox', { name: `Elegir ${name}` }).check();
  await expect(page.getByText('1 producto elegido')).toBeVisible();
  await screenshot(page, testInfo, 'item-list-chosen');
  await expectNoSeriousA11yViolations(page, 'item list');
  await page.getByRole('button', { name: 'Ocultar', exact: true }).click();
  await expect(page.getByText('Se ocultó 1 producto.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Oculto');

  // The shop no longer shows it: not on its page, not in its search.
  await expect(async () => {
    const answer = await visitor.goto(itemUrl);
    expect(answer?.status()).toBe(404);
  }).toPass({ timeout: 20_000 });
  await visitor.goto(searchUrl);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(itemLinks).toHaveCount(0);
  await visitor.close();
});

test('a shopper buys a size with its own price: the cart and the order charge it, its stock goes down', async ({
  page,
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  const tag = `${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;
  const name = `Sudadera Lago ${tag}`;
  await signIn(page, SUPPLIER.email);
  const productId = await listedItem(
    page,
    {
      name,
      list_price: 49_900,
      variants: [{ name: 'Talla', options: ['M', 'G'] }],
      variant_stock: [
        { options: { Talla: 'M' }, available: 5, list_price: null },
        { options: { Talla: 'G' }, available: 3, list_price: 54_900 },
      ],
    },
    { browser, extraHTTPHeaders },
  );

  const shopperContext = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders,
  });
  const shopper = await shopperContext.newPage();
  // A shopper of its own: the demo customer's cart is shared with the cart journey, which may
  // run beside this test (its lines would join this order).
  await signUpShopper(shopper, 'comprador-talla');
  await shopper.goto(`/tienda/demo/productos/${SUPPLIER.id}/${productId}`);
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  // Sizes priced apart: the lowest price until one is chosen, then the size's own.
  await expect(shopper.getByText('Desde $499.00', { exact: true })).toBeVisible();
  await shopper.getByRole('radio', { name: 'G' }).check({ force: true });
  await expect(shopper.getByText('$549.00', { exact: true })).toBeVisible();
  await expect(shopper.getByText('Desde $499.00', { exact: true })).toHaveCount(0);
  await shopper.getByRole('button', { name: 'Agregar al carrito' }).click();
  const panel = shopper.getByRole('dialog', { name: 'Tu carrito' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Talla: G');
  await expect(panel).toContainText('$549.00');
  await screenshot(shopper, testInfo, 'cart-variant');

  // The checkout charges the size's price.
  await panel
    .getByRole('region', { name: /^Pedido de / })
    .filter({ hasText: name })
    .getByRole('button', { name: 'Pagar' })
    .click();
  await expect(shopper).toHaveURL(/\/tienda\/demo\/comprar\/chk_/);
  await expect(shopper.getByRole('heading', { name: 'Finaliza tu compra' })).toBeVisible();
  await expect(shopper.getByText('$549.00').first()).toBeVisible();
  const checkoutId = /comprar\/(chk_[^/?#]+)/.exec(shopper.url())![1]!;
  const chosen = await shopper.request.patch(`/api/shops/demo/checkouts/${checkoutId}`, {
    data: { delivery_type: 'pickup_point', payment_type: 'pay_in_store' },
    headers: SAME_ORIGIN,
  });
  expect(chosen.status()).toBe(200);
  const placed = await shopper.request.post('/api/orders', {
    data: { checkout_id: checkoutId },
    headers: { ...SAME_ORIGIN, 'idempotency-key': `variant-e2e-${checkoutId}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as {
    lines: Array<{ product_id?: string; variant: string | null; unit_price: number }>;
  };
  expect(order.lines).toEqual([
    expect.objectContaining({ variant: 'Talla: G', unit_price: 54_900 }),
  ]);
  await shopperContext.close();

  // The supplier sees that size's stock down by one, the other's untouched.
  const read = await page.request.get(`/api/suppliers/${SUPPLIER.id}/products/${productId}`);
  const item = (await read.json()) as {
    available: number;
    variant_stock: Array<{ variant: string; available: number }>;
  };
  expect(item.available).toBe(7);
  expect(item.variant_stock.map(({ variant, available }) => ({ variant, available }))).toEqual([
    { variant: 'Talla: M', available: 5 },
    { variant: 'Talla: G', available: 2 },
  ]);
  await page.goto(`/apps/me/products?text=${encodeURIComponent(name)}`);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('por variante');
});

test('the item list and the uploads page at phone and desktop width @phone', async ({
  page,
}, testInfo) => {
  await signIn(page, SUPPLIER.email);
  await page.goto('/apps/me/products?sort=name');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis productos' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Acciones para los productos elegidos' }),
  ).toBeVisible();
  await screenshot(page, testInfo, 'item-list');
  await screenshot(page, testInfo, 'item-list-top', false);
  await expectNoSeriousA11yViolations(page, 'item list');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
  // Nor does the list scroll sideways inside its own box: every row's stock and state are in view.
  const table = page.locator('table:has([data-product-row])');
  await expect(page.locator('[data-product-row]').first()).toBeVisible();
  const inside = await table.evaluate((element) => {
    const box = element.parentElement!;
    const width = document.documentElement.clientWidth;
    const cells = [...element.querySelectorAll<HTMLElement>('[data-product-row] > *')].filter(
      (cell) => cell.offsetParent !== null,
    );
    return {
      scroll: box.scrollWidth - box.clientWidth,
      outside: cells.filter((cell) => cell.getBoundingClientRect().right > width + 1).length,
    };
  });
  expect(inside).toEqual({ scroll: 0, outside: 0 });

  // An upload with a refused row, then its rows from the history.
  const csv = 'sku,nombre,precio\r\nE2E-OK-1,Taza e2e,150.00\r\nE2E-BAD-1,Taza mala,0\r\n';
  const sent = await page.request.post(`/api/suppliers/${SUPPLIER.id}/product-uploads`, {
    multipart: {
      file: { name: 'e2e-errores.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
    headers: SAME_ORIGIN,
  });
  expect(sent.status()).toBe(201);
  await page.goto('/apps/me/dssupplier/products/cargas');
  await page
    .getByRole('link', { name: 'Ver la fila rechazada de e2e-errores.csv' })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { name: /Filas rechazadas de e2e-errores\.csv/ }),
  ).toBeVisible();
  await expect(page.locator('#past-upload-errors')).toContainText('E2E-BAD-1');
  await screenshot(page, testInfo, 'uploads-past-errors');
  await expectNoSeriousA11yViolations(page, 'uploads page');

  // The inventory report, among demo's admin pages, with its CSV.
  await page.goto('/tienda/demo/admin/inventario/reportes');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reporte de inventario' }),
  ).toBeVisible();
  await expect(page.getByText('Valor a precio de lista')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Vendidos en 30 días' })).toBeVisible();
  await expect(page.locator('[data-inventory-report] tbody').first()).toBeVisible();
  await screenshot(page, testInfo, 'inventory-report');
  await screenshot(page, testInfo, 'inventory-report-top', false);
  await expectNoSeriousA11yViolations(page, 'inventory report');
  const csvAnswer = await page.request.get(`/api/suppliers/${SUPPLIER.id}/inventory-report.csv`);
  expect(csvAnswer.status()).toBe(200);
  expect((await csvAnswer.text()).split('\r\n')[0]).toContain('sku,nombre,variante');
  expect((await csvAnswer.text()).split('\r\n')[0]).toContain(
    'vendidos_7d,vendidos_14d,vendidos_30d',
  );

  // The same upload tool among demo's admin pages.
  await page.goto('/tienda/demo/admin/inventario/cargas');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Carga masiva de productos' }),
  ).toBeVisible();
  await expect(page.getByLabel('Archivo CSV')).toBeAttached();
  await screenshot(page, testInfo, 'shop-uploads');
});

test('a supplier uploads a 200-row CSV with 3 bad rows: the preview names each by row and column, the valid rows land', async ({
  page,
}, testInfo) => {
  const tag = `${testInfo.repeatEachIndex}-${Date.now().toString(36)}`.toUpperCase();
  // Lines 12, 102 and 192 of the file (the header is line 1) are wrong, each in another column.
  const bad = new Map<number, string>([
    [10, `CSV-${tag}-010,Lámpara ${tag} 10,0,`],
    [100, `CSV-${tag}-100,,120.00,`],
    [190, `CSV-${tag}-190,Lámpara ${tag} 190,300.00,250.00`],
  ]);
  const lines = ['sku,nombre,precio,precio_tachado'];
  for (let index = 0; index < 200; index++) {
    const sku = `CSV-${tag}-${String(index).padStart(3, '0')}`;
    lines.push(bad.get(index) ?? `${sku},Lámpara ${tag} ${index},${100 + index}.00,`);
  }
  await signIn(page, SUPPLIER.email);
  await page.goto('/apps/me/dssupplier/products/cargas');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Carga masiva de productos' }),
  ).toBeVisible();
  await page.getByLabel('Archivo CSV').setInputFiles({
    name: `lamparas-${tag}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(`${lines.join('\r\n')}\r\n`),
  });

  await expect(page.getByRole('heading', { name: 'Vista previa' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByText('200 filas: 197 nuevas, 0 por actualizar, 3 con errores.'),
  ).toBeVisible();
  const errors = page.getByRole('table', { name: 'Filas con errores' });
  await expect(errors.getByRole('row')).toHaveCount(4);
  const refused = errors.getByRole('row');
  await expect(refused.nth(1).getByRole('cell')).toHaveText([
    '12',
    `CSV-${tag}-010`,
    'precio',
    'El precio debe ser mayor que 0.',
  ]);
  await expect(refused.nth(2).getByRole('cell')).toHaveText([
    '102',
    `CSV-${tag}-100`,
    'nombre',
    'Este campo es obligatorio.',
  ]);
  await expect(refused.nth(3).getByRole('cell')).toHaveText([
    '192',
    `CSV-${tag}-190`,
    'precio_tachado',
    'El precio tachado debe ser mayor que el precio.',
  ]);
  await screenshot(page, testInfo, 'upload-200-preview');
  await expectNoSeriousA11yViolations(page, 'upload preview');

  await page.getByRole('button', { name: 'Importar 197 filas válidas' }).click();
  await expect(
    page.getByText('Carga terminada: 197 creados, 0 actualizados, 3 con errores.'),
  ).toBeVisible({ timeout: 60_000 });
  // The history keeps the upload with its refused rows.
  await page
    .getByRole('link', { name: `Ver las 3 filas rechazadas de lamparas-${tag}.csv` })
    .click();
  await expect(page.locator('#past-upload-errors')).toContainText(`CSV-${tag}-190`);
  await expect(page.locator('#past-upload-errors')).toContainText('precio_tachado');
});
