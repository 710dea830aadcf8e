import { type APIRequestContext, expect, test } from './support/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { demoItemsToBuy } from './support/demo-items';

// The supplier's side of an order (issue 5: "orders wait in their pending state until the
// supplier confirms payment"): a shopper places a pay-in-store pick-up order through the API; the
// supplier's owner signs in, finds it among the orders received, confirms the payment and moves it
// on; the shopper's order follows, and the shopper calls off another one still waiting. Suppliers
// no other spec buys from, and a shopper no other spec buys as, so parallel tests never share a
// cart.

const PASSWORD = 'Demo1234!';
/** A shopper no other spec buys as (a cart order has one open checkout). */
const SHOPPER = 'qr.demo@tienda.test';
const QUIET_SUPPLIERS = ['sup_tecno', 'sup_cafe', 'sup_bienestar'];
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

/** The shopper signs in, puts one unit in the cart and places the order for pick-up, paying in store. */
async function placePickUpOrder(
  request: APIRequestContext,
  shopper: string,
  productId: string,
  supplierId: string,
) {
  const post = (url: string, data: unknown, headers = {}) =>
    request.post(url, { data, headers: { ...SAME_ORIGIN, ...headers } });
  expect((await post('/api/auth/login', { username: shopper, password: PASSWORD })).status()).toBe(200);
  expect((await post('/api/shops/demo/cart/items', { product_id: productId, quantity: 1 })).ok()).toBe(true);
  const checkout = (await (
    await post('/api/shops/demo/checkouts', { supplier_id: supplierId, currency: 'MXN' })
  ).json()) as { checkout_id: string };
  const chosen = await request.patch(`/api/shops/demo/checkouts/${checkout.checkout_id}`, {
    data: { delivery_type: 'pickup_point', payment_type: 'pay_in_store' },
    headers: SAME_ORIGIN,
  });
  expect(chosen.status()).toBe(200);
  const placed = await post(
    '/api/orders',
    { checkout_id: checkout.checkout_id },
    { 'idempotency-key': `supplier-e2e-${checkout.checkout_id}` },
  );
  expect(placed.status()).toBe(201);
  return (await placed.json()) as { id: string; state: string };
}

test.describe.configure({ timeout: 90_000 });

test("the supplier confirms a shopper's payment and moves the order on; a shopper cancels a waiting one", async ({ page, request }, testInfo) => {
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
  await expect(page.getByText(item!.supplier.name)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'supplier orders');
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-supplier-orders.png`, fullPage: true });

  await page.locator(`a[href="/apps/me/store/orders/${order.id}"]`).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pedido a ${item!.supplier.name}` })).toBeVisible();
  await expect(page.getByText('Pendiente de pago').first()).toBeVisible();
  await expect(page.getByText(item!.name)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'supplier order');
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-supplier-order.png`, fullPage: true });

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
  await expect(mineActions.getByRole('status')).toHaveText('El pedido ahora está: Cancelado por el cliente.');
  await expect(mineActions.getByRole('button', { name: 'Cancelar compra' })).toHaveCount(0);
  const cancelled = (await (await request.get(`/api/orders/${second.id}`)).json()) as { state: string };
  expect(cancelled.state).toBe('canceled_by_customer');
  await asShopper.close();
});
