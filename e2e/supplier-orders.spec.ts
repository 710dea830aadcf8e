import { expect, test } from './support/test';

import { lookAt } from './support/look-at';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { demoItemsToBuy } from './support/demo-items';
import { DEMO_PASSWORD as PASSWORD, placePickUpOrder, signInDemo } from './support/pick-up-order';

// The supplier's side of an order (issue 5: "orders wait in their pending state until the
// supplier confirms payment"): a shopper places a pay-in-store pick-up order through the API; the
// supplier's owner signs in, finds it among the orders received, confirms the payment and moves it
// on; the shopper's order follows, and the shopper calls off another one still waiting. Suppliers
// no other spec buys from, and a shopper no other spec buys as, so parallel tests never share a
// cart.

/** A shopper no other spec buys as (a cart order has one open checkout). */
const SHOPPER = 'qr.demo@tienda.test';
const QUIET_SUPPLIERS = ['sup_tecno', 'sup_cafe', 'sup_bienestar'];

test.describe.configure({ timeout: 90_000 });

test("the supplier confirms a shopper's payment and moves the order on; a shopper cancels a waiting one", async ({
  page,
  request,
}, testInfo) => {
  const [item] = await demoItemsToBuy(request, 1, (id) => QUIET_SUPPLIERS.includes(id));
  const shopper = SHOPPER;
  const order = await placePickUpOrder(request, shopper, item!.id, item!.supplier.id);
  expect(order.state).toBe('pending_payment');
  // One more for the shopper to call off (placed now: each login starts a new session).
  const second = await placePickUpOrder(request, shopper, item!.id, item!.supplier.id);

  // Signed out, the orders page asks for a login and comes back.
  await page.goto('/apps/me/store/reports/orders');
  await expect(page).toHaveURL(/\/login\?next=%2Fapps%2Fme%2Fstore%2Freports%2Forders$/);
  await page
    .getByRole('textbox', { name: 'Correo electrónico o teléfono' })
    .fill(`proveedor.${item!.supplier.id.slice('sup_'.length)}@tienda.test`);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/apps\/me\/store\/reports\/orders$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos recibidos' })).toBeVisible();
  // The header names the supplier, once, and leads home (this supplier's owner works in no shop).
  const header = page.getByRole('banner');
  await expect(header).toContainText(item!.supplier.name);
  await expect(page.getByText(item!.supplier.name, { exact: true })).toHaveCount(1);
  await expect(header.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page, 'supplier orders');
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-supplier-orders.png`,
    fullPage: true,
  });

  await page.locator(`a[href="/apps/me/store/orders/${order.id}"]`).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Pedido a ${item!.supplier.name}` }),
  ).toBeVisible();
  await expect(page.getByText('Pendiente de pago').first()).toBeVisible();
  await expect(page.getByText(item!.name)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'supplier order');
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-supplier-order.png`,
    fullPage: true,
  });

  const actions = page.getByRole('region', { name: 'Acciones del pedido' });
  await actions.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(actions.getByRole('status')).toHaveText('El pedido ahora está: Pagado.');
  await actions.getByRole('button', { name: 'Marcar en proceso' }).click();
  await expect(actions.getByRole('status')).toHaveText('El pedido ahora está: En proceso.');
  await expect(actions.getByRole('button', { name: 'Marcar listo para entregar' })).toBeVisible();
  await expect(page.getByText('En proceso', { exact: true }).first()).toBeVisible();

  // The shopper sees it move.
  const mine = (await (await request.get(`/api/orders/${order.id}`)).json()) as { state: string };
  expect(mine.state).toBe('in_process');

  // The shopper's own order is not theirs to manage here.
  const asShopper = await page.context().browser()!.newContext();
  await asShopper.addCookies(await request.storageState().then((s) => s.cookies));
  const shopperPage = await asShopper.newPage();
  expect((await shopperPage.goto(`/apps/me/store/orders/${order.id}`))?.status()).toBe(404);

  // A shopper may call off a purchase still waiting for payment, from its page.
  await shopperPage.goto(`/tienda/demo/mis-compras/${second.id}`);
  const mineActions = shopperPage.getByRole('region', { name: '¿Ya no quieres esta compra?' });
  await mineActions.getByRole('button', { name: 'Cancelar compra' }).click();
  await mineActions.getByRole('button', { name: 'Confirmar cancelación' }).click();
  await expect(mineActions.getByRole('status')).toHaveText(
    'El pedido ahora está: Cancelado por el cliente.',
  );
  await expect(mineActions.getByRole('button', { name: 'Cancelar compra' })).toHaveCount(0);
  const cancelled = (await (await request.get(`/api/orders/${second.id}`)).json()) as {
    state: string;
  };
  expect(cancelled.state).toBe('canceled_by_customer');
  await asShopper.close();
});

test("the supplier pages' header leads back to the owner's shop @phone", async ({ page }) => {
  await signInDemo(page.request, 'dueno.basica@tienda.test');
  await page.goto('/apps/me/store/reports/orders');
  const header = page.getByRole('banner');
  await expect(header).toContainText('Artesanías Oaxaca');
  const back = header.getByRole('link', { name: 'Volver a Artesanías Básicas' });
  await expect(back).toBeVisible();
  await page.goto('/apps/me/store/team');
  await expect(page.getByRole('banner')).toContainText('Artesanías Oaxaca');
  await page.getByRole('banner').getByRole('link', { name: 'Volver a Artesanías Básicas' }).click();
  await expect(page).toHaveURL(/\/tienda\/basica$/);
  await expect(page.getByText('Artesanías Básicas', { exact: true }).first()).toBeVisible();
});
