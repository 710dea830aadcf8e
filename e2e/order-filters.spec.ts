import { expect, test } from './support/test';

import { lookAt } from './support/look-at';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { demoItemsToBuy } from './support/demo-items';
import { placePickUpOrder } from './support/pick-up-order';

// The filters of "Mis compras" (spec 02 §7 "List orders"), a plain GET form: a shopper with a
// waiting order and a cancelled one narrows the list by state, by a product's name and by hiding
// cancelled orders, then clears the filters; the filtered list also reads without JavaScript. The shopper buys in no other spec; counts are not
// asserted, since a retry places more orders on the same server.

const SHOPPER = 'dueno.franquicia@tienda.test';
const QUIET_SUPPLIERS = ['sup_tecno', 'sup_cafe', 'sup_bienestar'];

test.describe.configure({ timeout: 90_000 });

test('a shopper filters their purchases by state and text, hides cancelled ones and clears the filters', async ({
  page,
  browser,
}, testInfo) => {
  const request = page.request;
  const [kept, dropped] = await demoItemsToBuy(request, 2, (id) => QUIET_SUPPLIERS.includes(id));
  const waiting = await placePickUpOrder(request, SHOPPER, kept!.id, kept!.supplier.id);
  const cancelled = await placePickUpOrder(request, SHOPPER, dropped!.id, dropped!.supplier.id);
  const cancel = await request.post(`/api/orders/${cancelled.id}/cancel`, {
    data: { reason: 'requested_by_client' },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(cancel.status()).toBe(200);
  const linkTo = (order: { id: string }) =>
    page.locator(`a[href="/tienda/demo/mis-compras/${order.id}"]`);

  await page.goto('/tienda/demo/mis-compras');
  const filters = page.getByRole('search', { name: 'Filtrar pedidos' });
  await expect(linkTo(waiting)).toBeVisible();
  await expect(linkTo(cancelled)).toBeVisible();

  // By state, behind the fold (a <details>).
  await filters.getByText('Más filtros').click();
  await filters
    .getByRole('combobox', { name: 'Estado' })
    .selectOption({ label: 'Cancelado por el cliente' });
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/\/tienda\/demo\/mis-compras\?.*\bstate=canceled_by_customer\b/);
  await expect(linkTo(cancelled)).toBeVisible();
  await expect(linkTo(waiting)).toHaveCount(0);
  await expect(page.getByText(/pedidos? coincid/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'filtered purchases');

  // Clearing starts over.
  await filters.getByRole('link', { name: 'Quitar filtros' }).click();
  await expect(page).toHaveURL(/\/tienda\/demo\/mis-compras$/);
  await expect(linkTo(waiting)).toBeVisible();

  // By a product's name, cancelled ones hidden.
  await filters.getByRole('searchbox', { name: 'Buscar' }).fill(kept!.name);
  await filters.getByText('Más filtros').click();
  await filters.getByRole('checkbox', { name: 'Ocultar cancelados' }).check();
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/include_canceled=false/);
  await expect(linkTo(waiting)).toBeVisible();
  await expect(linkTo(cancelled)).toHaveCount(0);
  await expect(filters.getByRole('searchbox', { name: 'Buscar' })).toHaveValue(kept!.name);
  await expect(filters.getByRole('checkbox', { name: 'Ocultar cancelados' })).toBeChecked();
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-purchases-filtered.png`,
    fullPage: true,
  });
  await page.setViewportSize({ width: 412, height: 915 });
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-purchases-filtered-narrow.png`,
    fullPage: true,
  });

  // Nothing matches: say so, and offer the way back.
  await page.goto('/tienda/demo/mis-compras?text=ninguna-compra-se-llama-asi');
  await expect(page.getByText('Ningún pedido coincide con estos filtros.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Quitar filtros' }).first()).toHaveAttribute(
    'href',
    '/tienda/demo/mis-compras',
  );

  // Without JavaScript the form and the filtered list are the same HTML.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.1' },
  });
  const plain = await noScript.newPage();
  await plain.goto('/tienda/demo/mis-compras?text=&state=canceled_by_customer&payment_type=');
  await expect(plain.locator(`a[href="/tienda/demo/mis-compras/${cancelled.id}"]`)).toBeVisible();
  await expect(plain.locator(`a[href="/tienda/demo/mis-compras/${waiting.id}"]`)).toHaveCount(0);
  await expect(plain.getByRole('combobox', { name: 'Estado' })).toHaveValue('canceled_by_customer');
  await noScript.close();
});
