import { expect, test } from './support/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { demoItemsToBuy } from './support/demo-items';
import { signUpShopper } from './support/fresh-shop';
import { lookAt } from './support/look-at';
import { DEMO_PASSWORD, placeSignedInPickUpOrder } from './support/pick-up-order';

// The shop's back office of orders (issue 18, spec 02 §2 `/admin/ordenes`): a fresh shopper buys
// on `demo`; its owner opens the order from the bell's alert, goes back to the shop's orders,
// narrows them to that order by its number and state, and opens it, read only (its supplier
// moves it on). The shopper cannot open the page.
// Counts are not asserted: other specs buy on `demo` on the same server.

const OWNER = 'dueno.demo@tienda.test';
const QUIET_SUPPLIERS = ['sup_tecno', 'sup_cafe', 'sup_bienestar'];
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

test.describe.configure({ timeout: 120_000 });

test("the shop's owner filters the orders placed in the shop and opens a shopper's, read only", async ({
  page,
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  const [item] = await demoItemsToBuy(page.request, 1, (id) => QUIET_SUPPLIERS.includes(id));

  // A new shopper buys one unit, for pick-up, paying in the store.
  const shopperContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders,
  });
  const shopperPage = await shopperContext.newPage();
  await signUpShopper(shopperPage, 'ordenes');
  const order = await placeSignedInPickUpOrder(shopperPage.request, item!.id, item!.supplier.id);
  // The back office is not theirs: the same 404 as an unknown page.
  const refused = await shopperPage.goto('/tienda/demo/admin/ordenes');
  expect(refused?.status()).toBe(404);
  await shopperContext.close();

  // The owner opens the shop's orders.
  expect(
    (
      await page.request.post('/api/auth/login', {
        data: { username: OWNER, password: DEMO_PASSWORD },
        headers: SAME_ORIGIN,
      })
    ).status(),
  ).toBe(200);

  // The shop's toolbar leads to the orders.
  await page.goto('/tienda/demo/');
  await expect(
    // Exact: 'Reporte de órdenes' sits beside it.
    page.getByRole('group', { name: 'Herramientas de la tienda' }).getByRole('link', {
      name: 'Órdenes',
      exact: true,
    }),
  ).toHaveAttribute('href', '/tienda/demo/admin/ordenes');

  // The alert of the new order leads to its page in the back office, and from there to the list.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Alertas: / })
    .click({ timeout: 20_000 });
  const alert = page.getByRole('dialog', { name: 'Alertas' }).getByRole('link', {
    name: new RegExp(`Nuevo pedido ${order.number} para ${item!.supplier.name}`),
  });
  await expect(alert).toHaveAttribute('href', `/tienda/demo/admin/ordenes/${order.id}`);
  await alert.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Orden de Comprador ordenes' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Volver a las órdenes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Órdenes' })).toBeVisible();
  await expect(
    page.getByText('Solo lectura: el proveedor confirma el pago, prepara y entrega el pedido.'),
  ).toBeVisible();

  // Narrowed to the shopper's order by its number and its state.
  const filters = page.getByRole('search', { name: 'Filtrar pedidos' });
  await filters.getByRole('searchbox', { name: 'Buscar' }).fill(order.number);
  await filters.getByText('Más filtros').click();
  await filters
    .getByRole('combobox', { name: 'Estado' })
    .selectOption({ label: 'Pendiente de pago' });
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/\/tienda\/demo\/admin\/ordenes\?.*\bstate=pending_payment\b/);
  await expect(page.getByText('1 pedido coincide')).toBeVisible();
  const listed = page.getByRole('listitem').filter({ hasText: 'Comprador ordenes' });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(order.number);
  await expect(listed).toContainText(item!.supplier.name);
  await expect(listed).toContainText('Pendiente de pago');
  await expectNoSeriousA11yViolations(page, 'shop orders, filtered');
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-shop-orders.png`,
    fullPage: true,
  });

  // Its page: who bought from whom, what, and no button to move it on.
  await listed.getByRole('link', { name: /Comprador ordenes/ }).click();
  await expect(page).toHaveURL(`/tienda/demo/admin/ordenes/${order.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Orden de Comprador ordenes' }),
  ).toBeVisible();
  await expect(page.getByText(order.number, { exact: true })).toBeVisible();
  await expect(page.getByText(item!.supplier.name)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Productos' })).toContainText(item!.name);
  await expect(page.getByRole('button', { name: 'Confirmar pago' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'shop order');
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-shop-order.png`,
    fullPage: true,
  });
  await page.setViewportSize({ width: 412, height: 915 });
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-shop-order-narrow.png`,
    fullPage: true,
  });
  await page.goto(`/tienda/demo/admin/ordenes?text=${order.number}`);
  await expect(page.getByText('1 pedido coincide')).toBeVisible();
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-shop-orders-narrow.png`,
    fullPage: true,
  });
});
