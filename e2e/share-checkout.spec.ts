import { expect, test } from './support/test';

import { lookAt } from './support/look-at';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { demoItemsToBuy } from './support/demo-items';

// Share checkout (issue 5; spec 02 §7, §8): a shopper shares the checkout of a cart order from
// its page, asks again and is told the link exists (with the link still shown), and someone
// without a session or JavaScript opens the shared page. Desktop only, as a shopper no other
// spec buys as, so no parallel test shares the cart.

const SHOPPER = 'admin.demo@tienda.test';
const SHOPPER_NAME = 'Andrés Morales';
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

test.describe.configure({ timeout: 90_000 });

test('a shopper shares a checkout; anyone opens it read-only without JavaScript', async ({
  page,
  browser,
}, testInfo) => {
  const request = page.request;
  const [item] = await demoItemsToBuy(request, 1);
  const post = (url: string, data: unknown) => request.post(url, { data, headers: SAME_ORIGIN });
  expect(
    (await post('/api/auth/login', { username: SHOPPER, password: 'Demo1234!' })).status(),
  ).toBe(200);
  expect(
    (await post('/api/shops/demo/cart/items', { product_id: item!.id, quantity: 2 })).ok(),
  ).toBe(true);
  const started = await post('/api/shops/demo/checkouts', {
    supplier_id: item!.supplier.id,
    currency: 'MXN',
  });
  const { checkout_id } = (await started.json()) as { checkout_id: string };

  await page.goto(`/tienda/demo/comprar/${checkout_id}`);
  await page.getByRole('button', { name: 'Compartir esta compra' }).click();
  // A retried run finds the link of the first try (the 409 shows it too).
  const link = page.getByRole('link', {
    name: /\/tienda\/demo\/comprar\/compartido\/[A-Za-z0-9_-]{22}$/,
  });
  await expect(link).toBeVisible();
  const shared = (await link.getAttribute('href'))!;

  await page.getByRole('button', { name: 'Compartir esta compra' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'el slug publico ya fue generado' }),
  ).toBeVisible();
  await expect(link).toHaveAttribute('href', shared);
  await expect(
    page.getByRole('alert').filter({ hasText: 'el slug publico ya fue generado' }),
  ).toBeHidden({
    timeout: 10_000,
  });

  const stranger = await browser.newContext({ javaScriptEnabled: false });
  const publicPage = await stranger.newPage();
  const answer = await publicPage.goto(new URL(shared).pathname);
  expect(answer?.status()).toBe(200);
  await expect(
    publicPage.getByRole('heading', { level: 1, name: 'Compra compartida' }),
  ).toBeVisible();
  await expect(publicPage.getByText(item!.name)).toBeVisible();
  await expect(
    publicPage.getByRole('heading', { name: `Pedido de ${item!.supplier.name}` }),
  ).toBeVisible();
  await expect(publicPage.getByText('Total', { exact: true })).toBeVisible();
  await expect(publicPage.getByRole('link', { name: 'Ir a la tienda' })).toHaveAttribute(
    'href',
    '/tienda/demo',
  );
  await expect(publicPage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(publicPage.locator('body')).not.toContainText(SHOPPER_NAME);

  // The add-all button needs JavaScript: the page without it shows none.
  await expect(publicPage.getByRole('button', { name: 'Agregar todo a mi carrito' })).toHaveCount(
    0,
  );
  const unknown = await publicPage.goto('/tienda/demo/comprar/compartido/xxxxxxxxxxxxxxxxxxxxxx');
  expect(unknown?.status()).toBe(404);
  await stranger.close();

  // A visitor with JavaScript (no session) adds every line to their own local cart: the panel opens.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(new URL(shared).pathname);
  await visitorPage.getByRole('button', { name: 'Agregar todo a mi carrito' }).click();
  await expect(
    visitorPage.getByRole('status').filter({ hasText: 'Artículos agregados a tu carrito: 2.' }),
  ).toBeVisible();
  const panel = visitorPage.getByRole('dialog');
  await expect(panel).toBeVisible();
  await expect(panel.getByText(item!.name, { exact: true })).toBeVisible();
  await expect(visitorPage.getByRole('button', { name: 'Carrito, 2 artículos' })).toBeVisible();
  await visitor.close();

  // axe needs a script in the page: the same page with JavaScript.
  await page.goto(new URL(shared).pathname);
  await expectNoSeriousA11yViolations(page, 'shared checkout');
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-shared-checkout.png`,
    fullPage: true,
  });
});
