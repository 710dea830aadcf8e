import { expect, test } from './support/test';

import { lookAt } from './support/look-at';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { demoItemsToBuy } from './support/demo-items';

// Courier to a branch (spec 02 §3 agency_id, province_*, §8 "branches unavailable", §9): a
// shopper chooses 'Envío a sucursal', a state without branches (told so), then Jalisco and one
// of its branches, pays by transfer and finds the branch on the order's page, also without
// JavaScript. Desktop only, as a shopper no other spec buys as, so no parallel test shares the
// cart; the phone-width screenshot comes from the same page resized.

const SHOPPER = 'dueno.espejo@tienda.test';
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

test.describe.configure({ timeout: 90_000 });

test('a shopper sends an order to a courier branch and sees the branch on the order', async ({
  page,
  browser,
}, testInfo) => {
  const request = page.request;
  // The supplier must take transfers: a branch order is paid ahead (bienestar has no account).
  const [item] = await demoItemsToBuy(request, 1, (supplier) => supplier !== 'sup_bienestar');
  const post = (url: string, data: unknown) => request.post(url, { data, headers: SAME_ORIGIN });
  expect(
    (await post('/api/auth/login', { username: SHOPPER, password: 'Demo1234!' })).status(),
  ).toBe(200);
  expect(
    (await post('/api/shops/demo/cart/items', { product_id: item!.id, quantity: 1 })).ok(),
  ).toBe(true);
  const started = await post('/api/shops/demo/checkouts', {
    supplier_id: item!.supplier.id,
    currency: 'MXN',
  });
  const { checkout_id } = (await started.json()) as { checkout_id: string };

  await page.goto(`/tienda/demo/comprar/${checkout_id}`);
  await page.getByRole('radio', { name: 'Envío a sucursal' }).check();
  const state = page.getByRole('combobox', { name: 'Estado' });
  await expect(state).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agregar dirección' })).toHaveCount(0);

  await state.selectOption({ label: 'Oaxaca' });
  await expect(
    page.getByText('No hay sucursales disponibles en este estado.', { exact: false }),
  ).toBeVisible();
  await state.selectOption({ label: 'Jalisco' });
  const branch = page.getByRole('radio', { name: /Estafeta · Guadalajara Centro/ });
  await branch.check();
  await expect(branch).toBeChecked();
  await expect(page.getByText('Para confirmar falta elegir: forma de pago')).toBeVisible();
  await page.getByRole('radio', { name: /Transferencia electrónica/ }).check();
  await expect(page.getByRole('button', { name: 'Confirmar pedido' })).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Resumen' })).toContainText('$69.00');
  await expectNoSeriousA11yViolations(page, 'checkout with a courier branch');
  const step = page.getByRole('region', { name: 'Entrega' });
  await lookAt(step, {
    path: `test-results/screens/${testInfo.project.name}-branch-step-desktop.png`,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(step, {
    path: `test-results/screens/${testInfo.project.name}-branch-step-phone.png`,
  });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Reloaded, the page shows the saved state and branch as the server read them.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('JAL');
  await expect(page.getByRole('radio', { name: /Estafeta · Guadalajara Centro/ })).toBeChecked();

  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/tienda\/demo\/mis-compras\/ord_/);
  const delivery = page.getByRole('region', { name: 'Entrega' });
  await expect(delivery.getByText('Envío a sucursal')).toBeVisible();
  await expect(delivery).toContainText('Estafeta · Guadalajara Centro');
  await expect(delivery).toContainText('Av. Juárez 638, Centro, 44100');
  await expect(delivery).toContainText('Guadalajara, Jalisco');
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-branch-order.png`,
    fullPage: true,
  });

  // The order page reads without JavaScript too.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies(await page.context().cookies());
  const plain = await noScript.newPage();
  await plain.goto(new URL(page.url()).pathname);
  await expect(plain.getByRole('region', { name: 'Entrega' })).toContainText(
    'Estafeta · Guadalajara Centro',
  );
  await noScript.close();
});
