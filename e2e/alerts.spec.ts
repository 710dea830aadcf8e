import { type Page } from '@playwright/test';

import { expect, test } from './support/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { demoItemsToBuy } from './support/demo-items';
import { signUpShopper } from './support/fresh-shop';
import { lookAt } from './support/look-at';
import { DEMO_PASSWORD, placeSignedInPickUpOrder } from './support/pick-up-order';

// Alerts that reach people (issue 18): a shopper buys on `demo`; a person who works for the
// supplier sees the bell count it without a reload and opens the order from it; the supplier
// confirms the payment and the shopper's bell tells them. Both are new accounts (the staff member
// joins the supplier for this test), so the counts start at zero whatever other tests did; the
// supplier is one the other buying specs leave alone.

/** Suppliers other specs buy from or manage staff of. */
const BUSY_SUPPLIERS = ['sup_tecno', 'sup_cafe', 'sup_bienestar', 'sup_textiles'];
/** The owners' demo logins (lib/db/seed/demo-accounts.ts). */
const OWNERS: Record<string, string> = {
  sup_franquicia: 'dueno.franquicia@tienda.test',
  sup_academia: 'proveedor.academia@tienda.test',
};
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

test.describe.configure({ timeout: 150_000 });

/** The signed-in shopper (on `request`) buys one unit on `demo`, for pick-up, paying in store. */
const bell = (page: Page, name: string | RegExp = /^Alertas: /) =>
  page.getByRole('banner').getByRole('button', { name, exact: typeof name === 'string' });

/** The count the bell names ('Alertas: ninguna nueva' is 0). */
async function pendingOn(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/\d+/.exec(label)?.[0] ?? 0);
}

test('a new order reaches the supplier’s bell, and its new state the shopper’s, without a reload', async ({
  page,
  browser,
  request,
  extraHTTPHeaders,
}, testInfo) => {
  const [item] = await demoItemsToBuy(
    request,
    1,
    (id) => !BUSY_SUPPLIERS.includes(id) && id in OWNERS,
  );
  const supplier = item!.supplier;

  // The cached page of the shop tells a visitor nothing about anyone's alerts.
  const anonymous = await (await request.get('/tienda/demo/')).text();
  expect(anonymous).not.toContain('data-alerts-badge');
  expect(anonymous).not.toContain('Alertas:');

  // A new member of the supplier's staff, added by its owner.
  const staffContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders,
  });
  const staffPage = await staffContext.newPage();
  const member = await signUpShopper(staffPage, 'despacho');
  const owner = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders,
  });
  expect(
    (
      await owner.request.post('/api/auth/login', {
        data: { username: OWNERS[supplier.id], password: DEMO_PASSWORD },
        headers: SAME_ORIGIN,
      })
    ).status(),
  ).toBe(200);
  const added = await owner.request.post(`/api/suppliers/${supplier.id}/members`, {
    data: { email: member.email, role: 'admin' },
    headers: SAME_ORIGIN,
  });
  expect(added.status(), await added.text()).toBe(201);
  await owner.close();

  // Both sit on the shop: the shopper with nothing new; the staff member with what other tests'
  // orders from this supplier may have brought since joining.
  await signUpShopper(page, 'alertas');
  await page.goto('/tienda/demo/');
  await expect(bell(page, 'Alertas: ninguna nueva')).toBeVisible({ timeout: 20_000 });
  await staffPage.goto('/tienda/demo/');
  await expect(bell(staffPage)).toBeVisible({ timeout: 20_000 });
  const before = await pendingOn(staffPage);

  // The shopper buys; the staff member's open page counts it (1 when no other test bought there).
  const order = await placeSignedInPickUpOrder(page.request, item!.id, supplier.id);
  const { number } = order;
  await expect.poll(() => pendingOn(staffPage), { timeout: 40_000 }).toBeGreaterThan(before);
  const staffBell = bell(staffPage);
  await expect(staffBell).toHaveText(/^\d+$/);

  await lookAt(staffPage.getByRole('banner'), {
    path: `test-results/screens/${testInfo.project.name}-alerts-bell.png`,
  });
  await staffBell.click();
  const panel = staffPage.getByRole('dialog', { name: 'Alertas' });
  const placedAlert = panel.getByRole('link', {
    name: new RegExp(`Nuevo pedido ${number} para ${supplier.name}`),
  });
  await expect(placedAlert).toBeVisible();
  await expect(placedAlert).toContainText('Nueva');
  await expectNoSeriousA11yViolations(staffPage, 'alerts panel', 'dialog[open]');
  for (const size of [
    { width: 412, height: 915 },
    { width: 1280, height: 800 },
  ]) {
    await staffPage.setViewportSize(size);
    await lookAt(staffPage, {
      path: `test-results/screens/${testInfo.project.name}-alerts-panel-${size.width}.png`,
    });
  }
  await placedAlert.click();
  await expect(staffPage).toHaveURL(new RegExp(`/apps/me/store/orders/${order.id}$`));
  await expect(
    staffPage.getByRole('heading', { level: 1, name: `Pedido a ${supplier.name}` }),
  ).toBeVisible();

  // Opened: back on the shop, it is no longer new.
  await staffPage.goto('/tienda/demo/');
  await bell(staffPage).click({ timeout: 20_000 });
  await expect(placedAlert).toBeVisible();
  await expect(placedAlert).not.toContainText('Nueva');

  // The supplier confirms the payment; the shopper's open page tells them.
  await staffPage.goto(`/apps/me/store/orders/${order.id}`);
  const actions = staffPage.getByRole('region', { name: 'Acciones del pedido' });
  await actions.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(actions.getByRole('status')).toHaveText('El pedido ahora está: Pagado.');

  const shopperBell = bell(page, 'Alertas: 1 nueva');
  await expect(shopperBell).toBeVisible({ timeout: 40_000 });
  await shopperBell.click();
  const shopperPanel = page.getByRole('dialog', { name: 'Alertas' });
  const paidAlert = shopperPanel.getByRole('link', {
    name: new RegExp(`Tu compra a ${supplier.name} \\(${number}\\) ahora está: Pagado`),
  });
  await expect(paidAlert).toHaveAttribute('href', `/tienda/demo/mis-compras/${order.id}`);
  await paidAlert.click();
  await expect(page).toHaveURL(new RegExp(`/tienda/demo/mis-compras/${order.id}$`));
  await expect(page.getByText('Pagado').first()).toBeVisible();
  await staffContext.close();
});
