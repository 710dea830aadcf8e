import { expect, type Page, test, type TestInfo } from './support/test';

import { lookAt } from './support/look-at';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { demoItemsToBuy } from './support/demo-items';
import { DEMO_PASSWORD, placePickUpOrder } from './support/pick-up-order';

// A supplier's staff (spec 02 §1 roles, §6): the seed makes despacho.demo the dispatcher of
// Textiles del Bajío. A shopper no other spec buys as places a pay-in-store pick-up order of it
// through the API; the dispatcher finds it under "Pedidos recibidos" and may move it on only once
// the owner confirmed the payment. The owner manages the team on its page.

const SHOPPER = 'dueno.basica@tienda.test';
const SUPPLIER = { id: 'sup_textiles', name: 'Textiles del Bajío' };
const OWNER = 'proveedor.textiles@tienda.test';
const DISPATCHER = 'despacho.demo@tienda.test';
/** An account no other spec signs in as: added to the team and removed again. */
const NEWCOMER = { email: 'soporte@tienda.test', name: 'Sofía Pineda' };
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

test.describe.configure({ timeout: 120_000 });

async function signIn(page: Page, path: string, email: string) {
  await page.goto(path);
  await page.getByRole('textbox', { name: 'Correo electrónico o teléfono' }).fill(email);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-${name}.png`,
    fullPage: true,
  });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 412, height: 915 });
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-${name}-412.png`,
    fullPage: true,
  });
  if (size) await page.setViewportSize(size);
}

test("the supplier's dispatcher sees its orders and moves one on only after the owner confirmed the payment", async ({
  page,
  request,
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  const [item] = await demoItemsToBuy(request, 1, (id) => id === SUPPLIER.id);
  const order = await placePickUpOrder(request, SHOPPER, item!.id, SUPPLIER.id);
  expect(order.state).toBe('pending_payment');

  // The dispatcher signs in on a shop and opens "Pedidos recibidos" from the account menu.
  await signIn(page, '/tienda/demo/login', DISPATCHER);
  await expect(page).toHaveURL(/\/tienda\/demo$/, { timeout: 30_000 });
  await page.getByRole('banner').getByRole('button', { name: 'Menú de tu cuenta' }).click();
  await page.getByRole('link', { name: 'Pedidos recibidos' }).click();
  await expect(page).toHaveURL(/\/apps\/me\/store\/reports\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos recibidos' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(SUPPLIER.name, { exact: true })).toBeVisible();
  await expect(page.getByText('Tu papel: Despachador')).toBeVisible();
  // Only the owner manages the team.
  await expect(page.getByRole('link', { name: 'Equipo' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'orders received, as the dispatcher');

  await page.locator(`a[href="/apps/me/store/orders/${order.id}"]`).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Pedido a ${SUPPLIER.name}` }),
  ).toBeVisible();
  await expect(page.getByText('Pendiente de pago').first()).toBeVisible();
  // Confirming money is not the dispatcher's: no button at all while the order waits for it.
  await expect(page.getByRole('button', { name: 'Confirmar pago' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Marcar en proceso' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);

  // The owner confirms the payment through the API.
  const owner = await browser.newContext({ baseURL: new URL(page.url()).origin, extraHTTPHeaders });
  const login = await owner.request.post('/api/auth/login', {
    data: { username: OWNER, password: DEMO_PASSWORD },
    headers: SAME_ORIGIN,
  });
  expect(login.status()).toBe(200);
  const confirmed = await owner.request.post(`/api/orders/${order.id}/next`, {
    headers: SAME_ORIGIN,
  });
  expect(((await confirmed.json()) as { state: string }).state).toBe('paid');
  await owner.close();

  await page.reload();
  const actions = page.getByRole('region', { name: 'Acciones del pedido' });
  await expect(actions.getByRole('button', { name: 'Marcar en proceso' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  // Receipts are the owner's, admins' and accountants' to issue.
  await expect(page.getByRole('button', { name: 'Generar recibo' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'paid order, as the dispatcher');
  await screenshots(page, testInfo, 'staff-order');
  await actions.getByRole('button', { name: 'Marcar en proceso' }).click();
  await expect(actions.getByRole('status')).toHaveText('El pedido ahora está: En proceso.');
  await expect(actions.getByRole('button', { name: 'Marcar listo para entregar' })).toBeVisible();
});

test('the owner adds a member to the team by e-mail and removes them', async ({
  page,
}, testInfo) => {
  await signIn(page, '/login?next=%2Fapps%2Fme%2Fstore%2Freports%2Forders', OWNER);
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos recibidos' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: 'Equipo' }).click();
  await expect(page).toHaveURL(/\/apps\/me\/store\/team$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Equipo de ${SUPPLIER.name}` }),
  ).toBeVisible();

  const team = page.getByRole('region', { name: 'Personas en el equipo' });
  await expect(team.getByRole('listitem').filter({ hasText: 'Diego Salinas' })).toContainText(
    'Despachador',
  );
  await expect(team.getByRole('listitem').filter({ hasText: 'Claudia Navarro' })).toContainText(
    'Contador',
  );
  await expect(page.getByRole('region', { name: 'Qué puede hacer cada papel' })).toContainText(
    'Despachador',
  );

  const form = page.getByRole('form', { name: 'Agregar a alguien' });
  const role = form.getByRole('combobox', { name: 'Papel' });
  await expect(role).toHaveValue('dispatcher');
  // An e-mail without an account is refused on its field.
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill('nadie.aqui@tienda.test');
  await form.getByRole('button', { name: 'Agregar' }).click();
  await expect(
    form.getByRole('textbox', { name: 'Correo electrónico' }),
  ).toHaveAccessibleDescription(/No hay ninguna cuenta con ese correo electrónico/);

  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(NEWCOMER.email);
  await role.selectOption({ label: 'Contador' });
  await form.getByRole('button', { name: 'Agregar' }).click();
  await expect(form.getByRole('status')).toHaveText(
    `${NEWCOMER.name} ahora está en el equipo como Contador.`,
  );
  const newcomer = team.getByRole('listitem').filter({ hasText: NEWCOMER.name });
  await expect(newcomer).toContainText('Contador');
  await expectNoSeriousA11yViolations(page, 'supplier team');
  await screenshots(page, testInfo, 'supplier-team');

  await team.getByRole('button', { name: `Quitar a ${NEWCOMER.name} del equipo` }).click();
  await expect(team.getByRole('status')).toHaveText(`${NEWCOMER.name} ya no está en el equipo.`);
  await expect(newcomer).toHaveCount(0);
  await expect(team.getByRole('listitem')).toHaveCount(2);
});
