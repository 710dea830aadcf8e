import { expect, type Page, test } from './support/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { signUpWithFreshShop } from './support/fresh-shop';
import { pinFromOutbox } from './support/outbox';
import { DEMO_PASSWORD } from './support/pick-up-order';

// One login across a shop's hosts (issue 15; spec 02 §7 authorize / allow): the session cookie is
// host-only, so a link to another of the platform's hosts goes through that host's hand-off, which
// asks the host the visitor comes from for a one-time code. Logging out on any host ends it on all.

const PORT = Number(process.env.E2E_PORT ?? 3100);
const PLATFORM = `http://localhost:${PORT}`;
const on = (slug: string) => `http://${slug}.localhost:${PORT}`;
const SUPPLIER = { email: 'proveedor.tecno@tienda.test', name: 'TecnoMayoreo MX' };
const ORDERS_PATH = '/apps/me/store/reports/orders';

test.describe.configure({ timeout: 90_000 });

async function logInOnDemo(page: Page, email: string) {
  await page.goto(`${on('demo')}/login`);
  await page.getByRole('textbox', { name: 'Correo electrónico o teléfono' }).fill(email);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(`${on('demo')}/`, { timeout: 30_000 });
}

/** Opens "Pedidos recibidos" from the account menu of a shop page. */
async function openReceivedOrders(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Menú de tu cuenta' }).click();
  await page.getByRole('link', { name: 'Pedidos recibidos' }).click();
  await expect(page).toHaveURL(`${PLATFORM}${ORDERS_PATH}`, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos recibidos' })).toBeVisible();
  await expect(page.getByText(SUPPLIER.name).first()).toBeVisible();
}

test('a new store owner signs up on demo’s sub-domain and arrives signed in on the new store’s', async ({
  page,
  context,
}, testInfo) => {
  const stamp = `${testInfo.repeatEachIndex}${`${Date.now()}`.slice(-7)}`;
  const slug = `paso-${stamp}`;
  const email = `paso.${stamp}@ejemplo.mx`;
  await page.goto(`${on('demo')}/registro`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Crea tu tienda' })).toBeVisible();
  await main.getByLabel('Nombre de la tienda').fill(`Paso ${stamp}`);
  await main.getByLabel('Dominio', { exact: true }).fill(slug);
  await expect(main.getByText('Dominio disponible')).toBeVisible();
  await main.getByRole('textbox', { name: 'Nombre completo' }).fill('Paola Soto');
  await main.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(email);
  await main.getByLabel('Contraseña').filter({ visible: true }).fill('Segura1234!');
  await main.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await main.getByRole('button', { name: 'Crear tienda' }).click();

  await expect(page).toHaveURL(/^http:\/\/demo\.localhost:\d+\/register\/activate\?/);
  await page.getByLabel('PIN de 6 dígitos').fill(await pinFromOutbox(context, email));
  await page.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page).toHaveURL(`${on(slug)}/`, { timeout: 30_000 });
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Menú de tu cuenta' }),
  ).toBeVisible();
  // A session cookie of the new store's own host, not shared with its siblings.
  const cookies = await context.cookies(on(slug));
  expect(cookies.find((cookie) => cookie.name === 'tienda_session')?.domain).toBe(
    `${slug}.localhost`,
  );
});

test('a supplier signs in on a shop and opens "Pedidos recibidos" on the platform without a second login; signing off on the shop ends it there too', async ({
  page,
}) => {
  await logInOnDemo(page, SUPPLIER.email);
  await openReceivedOrders(page);

  // Back on the shop, sign off from the account menu.
  await page.goto(`${on('demo')}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Menú de tu cuenta' }).click();
  await page.getByRole('link', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(`${on('demo')}/`);

  // The platform asks for a login again.
  await page.goto(`${PLATFORM}${ORDERS_PATH}`);
  await expect(page).toHaveURL(`${PLATFORM}/login?next=${encodeURIComponent(ORDERS_PATH)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
});

test('signing off on the platform ends the session on the shop it came from', async ({ page }) => {
  await logInOnDemo(page, SUPPLIER.email);
  await openReceivedOrders(page);

  await page.goto(`${PLATFORM}/logout?next=/`);
  await expect(page).toHaveURL(`${PLATFORM}/`);

  // The shop's own pages for signed-in people ask for a login now.
  await page.goto(`${on('demo')}/mis-compras`);
  await expect(page).toHaveURL(`${on('demo')}/login?next=%2Fmis-compras`);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
});

test("a shop's own domain gets the session only after the person says yes", async ({ page }) => {
  const { slug } = await signUpWithFreshShop(page, 'dominio');
  const domain = `${slug}.example`;
  const saved = await page.request.patch(`/api/shops/${slug}`, {
    headers: { 'sec-fetch-site': 'same-origin' },
    data: { canonical_domain: domain },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The domain's hand-off asks the platform, where this person is signed in.
  const state = 'estado-del-dominio-propio';
  const allow = `https://${domain}/auth/allow?next=%2F`;
  await page.goto(
    `${PLATFORM}/auth/authorize?${new URLSearchParams({ redirect_uri: allow, state })}`,
  );
  await expect(page).toHaveURL(/\/auth\/confirm\?/);
  await expect(
    page.getByRole('heading', { level: 1, name: `¿Entrar en ${domain}?` }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'hand-off to a shop domain, confirm');
  // The domain is the shop owner's server, not this test's: the browser asks for it (a redirect, which
  // no route intercepts) and finds no such host; the address it asked is what matters.
  const arrival = page.waitForRequest((request) => request.url().startsWith(`https://${domain}/`));
  await page.getByRole('button', { name: 'Continuar con mi cuenta' }).click();

  const url = new URL((await arrival).url());
  expect(url.searchParams.get('code')).toMatch(/^[\w-]{40,}$/);
  expect(`${url.origin}${url.pathname}`).toBe(`https://${domain}/auth/allow`);
  expect(url.searchParams.get('state')).toBe(state);
  expect(url.searchParams.get('next')).toBe('/');
});
