import { expect, test } from './support/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { demoItemsToBuy } from './support/demo-items';
import { expectFitsTheScreen } from './support/fits';
import { signUpShopper } from './support/fresh-shop';
import { lookAt } from './support/look-at';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

// The cart page `{base}carrito` (issue 20): a signed-in shopper reads and edits the cart without
// JavaScript — one order per supplier, quantity and remove by form posts — and pays from it.
test('a shopper edits the cart on /carrito without JavaScript and goes on to pay @phone', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: false,
    viewport: testInfo.project.use.viewport ?? undefined,
    extraHTTPHeaders: testInfo.project.use.extraHTTPHeaders,
  });
  const page = await context.newPage();
  await signUpShopper(page, 'carrito');
  const [first, second] = await demoItemsToBuy(page.request, 2);
  for (const item of [first!, second!]) {
    const added = await page.request.post('/api/shops/demo/cart/items', {
      data: { product_id: item.id, quantity: 1 },
      headers: SAME_ORIGIN,
    });
    expect(added.status(), await added.text()).toBe(201);
  }

  // Without JavaScript the nav bar's cart is a link to the cart page.
  await page.goto('/tienda/demo');
  await page.getByRole('banner').getByRole('link', { name: 'Ver carrito completo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible();
  const firstOrder = page.getByRole('region', { name: `Pedido de ${first!.supplier.name}` });
  const secondOrder = page.getByRole('region', { name: `Pedido de ${second!.supplier.name}` });
  await expect(firstOrder).toContainText(first!.name);
  await expect(secondOrder).toContainText(second!.name);
  await expectFitsTheScreen(page);
  await lookAt(page, {
    path: `test-results/cart-page-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // Two of the first item: the field and "Actualizar", a form post and a 303 back.
  await firstOrder.getByLabel(`Cantidad de ${first!.name}`).fill('2');
  await firstOrder.getByRole('button', { name: `Actualizar: ${first!.name}` }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Cantidad actualizada.');
  await expect(
    page
      .getByRole('region', { name: `Pedido de ${first!.supplier.name}` })
      .getByLabel(`Cantidad de ${first!.name}`),
  ).toHaveValue('2');

  // The second order goes.
  await secondOrder.getByRole('button', { name: `Quitar ${second!.name} del carrito` }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Producto quitado del carrito.',
  );
  await expect(
    page.getByRole('region', { name: `Pedido de ${second!.supplier.name}` }),
  ).toHaveCount(0);
  // axe runs in the page's JavaScript: the same cart, seen by a page that has it.
  const scripted = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    storageState: await context.storageState(),
    extraHTTPHeaders: testInfo.project.use.extraHTTPHeaders,
  });
  const withScript = await scripted.newPage();
  await withScript.goto('/tienda/demo/carrito');
  await expect(
    withScript.getByRole('region', { name: `Pedido de ${first!.supplier.name}` }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(withScript, 'cart page');
  await scripted.close();

  // Paying the order that is left opens its checkout.
  await page
    .getByRole('region', { name: `Pedido de ${first!.supplier.name}` })
    .getByRole('button', { name: 'Pagar', exact: true })
    .click();
  await expect(page).toHaveURL(/\/tienda\/demo\/comprar\/[A-Za-z0-9_-]+$/);
  await context.close();
});
