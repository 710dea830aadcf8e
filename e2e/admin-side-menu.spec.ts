import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectFitsTheScreen } from './support/fits';
import { lookAt } from './support/look-at';
import { signInDemo } from './support/pick-up-order';
import { expect, type Page, test } from './support/test';

// The store admin side menu bar (issue 20, spec 03 §2 "Store admin side menu bar", §9 width 280):
// on the shop's back-office pages its owner and staff get the pages their role opens, server-
// rendered from the API's tree. On a desktop it is a 280 px bar that collapses to its icons and
// stays as it was left (a cookie, read by the server); on a phone it hides behind a button.
// Without JavaScript it still reads, links and collapses (through the API's cookie link).

const OWNER = 'dueno.demo@tienda.test';
const ACCOUNTANT = 'contador.demo@tienda.test';
const READER = 'qr.demo@tienda.test';
const MENU = 'Menú de administración';

const OWNER_LINKS: Array<[string, string]> = [
  ['Órdenes', '/tienda/demo/admin/ordenes'],
  ['Devoluciones', '/tienda/demo/admin/solicitudes'],
  ['Facturas', '/tienda/demo/admin/facturas'],
  ['Reporte de órdenes', '/tienda/demo/admin/reportes/ordenes'],
  ['Reporte de inventario', '/tienda/demo/admin/inventario/reportes'],
  ['Cargas masivas', '/tienda/demo/admin/inventario/cargas'],
  ['Productos', '/tienda/demo/productos'],
  ['Servicios', '/tienda/demo/servicios'],
  ['Experiencias', '/tienda/demo/experiencias'],
  ['Productos digitales', '/tienda/demo/digitales'],
  ['Catálogos', '/tienda/demo/catalogos'],
  ['Escribir en el blog', '/tienda/demo/blogs/crear'],
  ['Lector de boletos', '/tienda/demo/admin/boletos'],
  ['Contactos', '/tienda/demo/admin/contactos'],
  ['Colaboradores', '/tienda/demo/admin/colaboradores'],
  ['Configuración', '/tienda/demo/admin/configuracion?showCustomShopToggle=true'],
];

const menuOf = (page: Page) => page.getByRole('navigation', { name: MENU });

async function linksOf(page: Page): Promise<Array<[string, string]>> {
  const links = menuOf(page).getByRole('link');
  return links.evaluateAll((all) =>
    all.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? ''] as [string, string]),
  );
}

test.describe.configure({ timeout: 90_000 });

test("the owner's side menu links the back office, opens the add-items modal, collapses and stays collapsed", async ({
  page,
}, testInfo) => {
  await signInDemo(page.request, OWNER);
  await page.goto('/tienda/demo/admin/ordenes');
  await expect(page.getByRole('heading', { level: 1, name: 'Órdenes' })).toBeVisible();
  const menu = menuOf(page);
  await expect(menu.getByRole('link', { name: 'Órdenes', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await linksOf(page)).toEqual(OWNER_LINKS);
  await expect(menu.getByRole('list', { name: 'Ventas' })).toBeVisible();
  const bar = page.locator('[data-admin-menu]');
  expect((await bar.boundingBox())?.width).toBe(280);

  // The plus beside an item section opens the shop's add-items modal for that type.
  await menu.getByRole('button', { name: 'Agregar servicios' }).click();
  const modal = page.getByRole('dialog', { name: 'Agregar servicios' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // A link leads to its page, which the menu then marks.
  await menu.getByRole('link', { name: 'Facturas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible();
  await expect(page).toHaveURL(/\/tienda\/demo\/admin\/facturas$/);
  await expect(menu.getByRole('link', { name: 'Facturas' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(menu.getByRole('link', { name: 'Órdenes', exact: true })).not.toHaveAttribute(
    'aria-current',
  );
  await expectNoSeriousA11yViolations(page, 'back office with the side menu');
  await lookAt(page, { path: `test-results/screens/${testInfo.project.name}-admin-menu.png` });

  // Collapsed: the icons stay, still named for readers and still links.
  await page.getByRole('button', { name: 'Contraer el menú' }).click();
  const expand = page.getByRole('button', { name: 'Expandir el menú' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(bar).toHaveAttribute('data-state', 'collapsed');
  await expect.poll(async () => (await bar.boundingBox())?.width).toBe(64);
  await expect(menu.getByRole('link', { name: 'Órdenes', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'back office with the side menu collapsed');
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-admin-menu-collapsed.png`,
  });

  // The next page comes from the server as it was left.
  await menu.getByRole('link', { name: 'Órdenes', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Órdenes' })).toBeVisible();
  await page.reload();
  await expect(bar).toHaveAttribute('data-state', 'collapsed');
  const html = await (await page.request.get('/tienda/demo/admin/ordenes')).text();
  expect(html).toContain('data-state="collapsed"');
  await page.getByRole('button', { name: 'Expandir el menú' }).click();
  await expect(bar).toHaveAttribute('data-state', 'expanded');
  await expect.poll(async () => (await bar.boundingBox())?.width).toBe(280);
});

test('each staff role gets the pages its role opens', async ({ browser }, testInfo) => {
  for (const [who, at, links] of [
    [
      ACCOUNTANT,
      '/tienda/demo/admin/facturas',
      [
        ['Órdenes', '/tienda/demo/admin/ordenes'],
        ['Devoluciones', '/tienda/demo/admin/solicitudes'],
        ['Facturas', '/tienda/demo/admin/facturas'],
        ['Reporte de órdenes', '/tienda/demo/admin/reportes/ordenes'],
      ],
    ],
    [READER, '/tienda/demo/admin/boletos', [['Lector de boletos', '/tienda/demo/admin/boletos']]],
  ] as const) {
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      extraHTTPHeaders: testInfo.project.use.extraHTTPHeaders,
    });
    const page = await context.newPage();
    await signInDemo(page.request, who);
    await page.goto(at);
    await expect(menuOf(page).getByRole('link').first()).toBeVisible();
    expect(await linksOf(page), who).toEqual(links);
    await context.close();
  }
});

test('without JavaScript the side menu reads, links and collapses', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: false,
    extraHTTPHeaders: testInfo.project.use.extraHTTPHeaders,
  });
  const page = await context.newPage();
  await signInDemo(page.request, OWNER);
  await page.goto('/tienda/demo/admin/contactos');
  expect(await linksOf(page)).toEqual(OWNER_LINKS);
  await menuOf(page).getByRole('link', { name: 'Reporte de órdenes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reporte de órdenes' })).toBeVisible();
  // The collapse button is a link to the API, which stores the choice and comes back.
  await page.getByRole('link', { name: 'Contraer el menú' }).click();
  await expect(page).toHaveURL(/\/tienda\/demo\/admin\/reportes\/ordenes$/);
  await expect(page.locator('[data-admin-menu]')).toHaveAttribute('data-state', 'collapsed');
  await expect(page.getByRole('link', { name: 'Expandir el menú' })).toBeVisible();
  await context.close();
});

test('a shopper gets no side menu on the back office', async ({ page }) => {
  await signInDemo(page.request, 'cliente@tienda.test');
  const res = await page.goto('/tienda/demo/admin/ordenes');
  expect(res?.status()).toBe(404);
  await expect(menuOf(page)).toHaveCount(0);
});

test('on a phone the side menu hides behind a button that Escape closes @phone-only', async ({
  page,
}, testInfo) => {
  await signInDemo(page.request, OWNER);
  await page.goto('/tienda/demo/admin/ordenes');
  await expect(page.getByRole('heading', { level: 1, name: 'Órdenes' })).toBeVisible();
  await expect(page.locator('[data-admin-menu]')).toBeHidden();
  await expect(menuOf(page)).toBeHidden();
  const disclosure = page.locator('[data-admin-menu-disclosure]');
  const button = disclosure.locator('summary');
  await expect(button).toHaveText('Administración');
  await expectFitsTheScreen(page);
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-admin-menu-closed.png`,
  });

  await button.click();
  const menu = menuOf(page);
  await expect(menu.getByRole('link', { name: 'Órdenes', exact: true })).toBeVisible();
  expect(await linksOf(page)).toEqual(OWNER_LINKS);
  await expect(menu.getByRole('button', { name: 'Agregar productos', exact: true })).toBeVisible();
  await expectFitsTheScreen(page);
  await expectNoSeriousA11yViolations(page, 'the side menu open on a phone');
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-admin-menu-open.png`,
    fullPage: true,
  });

  // Escape closes it and the focus is back on its button.
  await menu.getByRole('link', { name: 'Devoluciones' }).focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  // Choosing a page closes it.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Facturas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible();
  await expect(menu).toBeHidden();
});
