import { expect, test } from './support/test';

import { lookAt } from './support/look-at';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { demoItemsToBuy } from './support/demo-items';
import { DEMO_PASSWORD, placePickUpOrder } from './support/pick-up-order';

// Receipts (spec 02 §7 "Generate receipt"): a shopper places a pay-in-store pick-up order
// through the API; the supplier's owner confirms the payment on the order's page, issues the
// receipt and opens it; the shopper finds the receipt on their purchase and opens it too. A
// shopper no other spec buys as, so no other test shares the cart.

const SHOPPER = 'coordinador@tienda.test';
const QUIET_SUPPLIERS = ['sup_tecno', 'sup_cafe', 'sup_bienestar'];

test.describe.configure({ timeout: 120_000 });

test('the supplier issues the receipt of a paid order and both parties open it', async ({
  page,
  request,
}, testInfo) => {
  const [item] = await demoItemsToBuy(request, 1, (id) => QUIET_SUPPLIERS.includes(id));
  const order = await placePickUpOrder(request, SHOPPER, item!.id, item!.supplier.id);
  const supplierReceipt = `/apps/me/store/orders/${order.id}/recibo`;

  // The supplier's owner signs in on the order's page.
  await page.goto(`/login?next=${encodeURIComponent(`/apps/me/store/orders/${order.id}`)}`);
  await page
    .getByRole('textbox', { name: 'Correo electrónico o teléfono' })
    .fill(`proveedor.${item!.supplier.id.slice('sup_'.length)}@tienda.test`);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Pedido a ${item!.supplier.name}` }),
  ).toBeVisible({
    timeout: 30_000,
  });
  // No receipt while the order waits for payment.
  await expect(page.getByRole('button', { name: 'Generar recibo' })).toHaveCount(0);

  const actions = page.getByRole('region', { name: 'Acciones del pedido' });
  await actions.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(actions.getByRole('status')).toHaveText('El pedido ahora está: Pagado.');

  const receiptBlock = page.getByRole('region', { name: 'Recibo' });
  await receiptBlock.getByRole('button', { name: 'Generar recibo' }).click();
  await expect(receiptBlock.getByRole('status')).toHaveText('Recibo generado.');
  await receiptBlock.getByRole('link', { name: 'Ver recibo' }).click();

  await expect(page).toHaveURL(new RegExp(`${supplierReceipt}$`));
  const title = page.getByRole('heading', { level: 1, name: /^Recibo n\.º \d+$/ });
  await expect(title).toBeVisible();
  const heading = await title.innerText();
  await expect(page.getByRole('cell', { name: item!.name })).toBeVisible();
  await expect(page.getByText(order.number, { exact: true })).toBeVisible();
  await expect(page.getByText('Pago en tienda')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'supplier receipt');
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-receipt.png`,
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-receipt-phone.png`,
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 720 });

  // On paper: the receipt alone, without the way back or the print button.
  await page.emulateMedia({ media: 'print' });
  await expect(title).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Volver al pedido' })).toBeHidden();
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-receipt-print.png`,
    fullPage: true,
  });
  await page.emulateMedia({ media: 'screen' });

  // Back on the order, the receipt is there to open again (issued once).
  await page.getByRole('link', { name: 'Volver al pedido' }).click();
  await expect(
    page.getByRole('region', { name: 'Recibo' }).getByRole('link', { name: 'Ver recibo' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generar recibo' })).toHaveCount(0);

  // The shopper finds the receipt on the purchase's page and opens it.
  const asShopper = await page.context().browser()!.newContext();
  await asShopper.addCookies(await request.storageState().then((s) => s.cookies));
  const shopperPage = await asShopper.newPage();
  await shopperPage.goto(`/tienda/demo/mis-compras/${order.id}`);
  const mine = shopperPage.getByRole('region', { name: 'Recibo' });
  await expect(mine).toContainText(heading);
  await mine.getByRole('link', { name: 'Ver recibo' }).click();
  await expect(shopperPage).toHaveURL(new RegExp(`/tienda/demo/mis-compras/${order.id}/recibo$`));
  await expect(shopperPage.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(shopperPage.getByRole('cell', { name: item!.name })).toBeVisible();
  await expectNoSeriousA11yViolations(shopperPage, 'customer receipt');
  await lookAt(shopperPage, {
    path: `test-results/screens/${testInfo.project.name}-receipt-customer.png`,
    fullPage: true,
  });
  // On paper the shop's frame (nav bar, menus, footer) is left out.
  await shopperPage.emulateMedia({ media: 'print' });
  await expect(shopperPage.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(shopperPage.getByRole('navigation').first()).toBeHidden();
  await lookAt(shopperPage, {
    path: `test-results/screens/${testInfo.project.name}-receipt-customer-print.png`,
    fullPage: true,
  });
  // The supplier's receipt page is not the shopper's.
  expect((await shopperPage.goto(supplierReceipt))?.status()).toBe(404);
  await asShopper.close();
});
