import { expect, type Page, test } from './support/test';

import { lookAt } from './support/look-at';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { pinFromOutbox } from './support/outbox';

const screen = (page: Page, project: string, name: string) =>
  lookAt(page, { path: `test-results/screens/${project}-${name}.png`, fullPage: true });

async function darkScheme(page: Page) {
  const { hostname } = new URL(page.url() === 'about:blank' ? 'http://localhost' : page.url());
  await page.context().addCookies([{ name: 'theme', value: 'dark', domain: hostname, path: '/' }]);
}

/**
 * Logs in through the API as a seeded user without a store: a supplier owner (level 1) on the
 * desktop, the shopper (level 0) on the phone, since both projects run at once on one database.
 * Not the entrepreneur: the levels spec needs them still at level one, without a store.
 */
async function logInWithoutStore(page: Page, project: string) {
  const username = project === 'phone' ? 'cliente@tienda.test' : 'proveedor.academia@tienda.test';
  const res = await page.request.post('/api/auth/login', {
    data: { username, password: 'Demo1234!' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('store creation', () => {
  test('anonymous visitors are asked to log in or sign up @phone', async ({ page }, testInfo) => {
    await page.goto('/crear-tienda');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Inicia sesión para crear tu tienda' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcrear-tienda',
    );
    await expect(page.getByRole('link', { name: 'Regístrate' })).toHaveAttribute(
      'href',
      '/registro',
    );
    await expectNoSeriousA11yViolations(page, 'store creation, anonymous');
    await screen(page, testInfo.project.name, 'store-creation-anonymous');
  });

  test('the slug check says "demo" is taken and offers 5 free suggestions', async ({ page }) => {
    const res = await page.request.post('/api/stores/slug/exists', {
      data: { slug: 'demo', name: 'Demo' },
    });
    const body = (await res.json()) as { exists: boolean; suggestions: string[] };
    expect(body.exists).toBe(true);
    expect(body.suggestions).toHaveLength(5);
  });

  test('store creation rejects a taken slug with suggestions, then creates the store @phone', async ({
    page,
  }, testInfo) => {
    await logInWithoutStore(page, testInfo.project.name);
    await page.goto('/crear-tienda');
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu tienda' })).toBeVisible();

    await page.getByLabel('Nombre de la tienda').fill('Demo');
    await expect(page.getByLabel('Dominio', { exact: true })).toHaveValue('demo');
    await expect(page.getByText('Este dominio no está disponible')).toBeVisible();
    const suggestions = page
      .getByRole('group', { name: 'Dominios disponibles:' })
      .getByRole('button');
    await expect(suggestions).toHaveCount(5);
    await expect(page.getByTestId('store-address-preview')).toContainText('demo.localhost');
    await expectNoSeriousA11yViolations(page, 'store creation, slug taken');
    await screen(page, testInfo.project.name, 'store-creation-taken');

    // Submitting anyway is refused, and the suggestions stay.
    await page.getByRole('button', { name: 'Crear tienda' }).click();
    await expect(page.getByText('Este dominio no está disponible')).toBeVisible();
    await expect(suggestions).toHaveCount(5);

    const chosen = (await suggestions.nth(1).textContent())!.trim();
    await suggestions.nth(1).click();
    await expect(page.getByLabel('Dominio', { exact: true })).toHaveValue(chosen);
    await expect(page.getByText('Dominio disponible')).toBeVisible();
    await darkScheme(page);
    await page.getByRole('button', { name: 'Crear tienda' }).click();
    await page.waitForURL(`**/tienda/${chosen}`);
    await expect(page.getByRole('main').first()).toBeVisible();
    await screen(page, testInfo.project.name, 'store-creation-created');

    // The form now says the store exists, in dark mode.
    await page.goto('/crear-tienda');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ya tienes una tienda' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir a mi tienda' })).toHaveAttribute(
      'href',
      `/tienda/${chosen}`,
    );
    await expectNoSeriousA11yViolations(page, 'store creation, has a store (dark)');
    await screen(page, testInfo.project.name, 'store-creation-has-store-dark');
  });
});

test.describe('store creation without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts, comes back with the error and suggestions, then creates the store', async ({
    page,
  }, testInfo) => {
    const res = await page.request.post('/api/auth/login', {
      data: { username: 'proveedor.textiles@tienda.test', password: 'Demo1234!' },
    });
    expect(res.status(), await res.text()).toBe(200);
    await page.goto('/crear-tienda');
    await page.getByLabel('Nombre de la tienda').fill('Demo');
    await page.getByLabel('Dominio', { exact: true }).fill('demo');
    await page.getByRole('button', { name: 'Crear tienda' }).click();
    await expect(page.getByText('Este dominio no está disponible')).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Dominios disponibles:' }).getByRole('button'),
    ).toHaveCount(5);
    await expect(page.getByLabel('Nombre de la tienda')).toHaveValue('Demo');
    await screen(page, testInfo.project.name, 'store-creation-taken-nojs');

    await page.getByLabel('Dominio', { exact: true }).fill('textiles-sin-js');
    await page.getByRole('button', { name: 'Crear tienda' }).click();
    await page.waitForURL('**/tienda/textiles-sin-js');
  });
});

/** Screenshots of store creation on sign-up, one folder for this part. */
const signupShot = (page: Page, project: string, name: string) =>
  lookAt(page, {
    path: `test-results/screens-signupstore/${project}-${name}.png`,
    fullPage: true,
  });

const stampOf = (project: string) => `${project}-${`${Date.now()}`.slice(-7)}`;

/** Fills the account part of the sign-up form (the store part is the test's business). */
async function fillAccount(page: Page, email: string) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Nombre completo' }).fill('Rosa Díaz');
  await main.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(email);
  await main.getByLabel('Contraseña').filter({ visible: true }).fill('Segura1234!');
  await main.getByRole('checkbox', { name: /Acepto los términos/ }).check();
}

test.describe('store creation on sign-up', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([
      { name: 'theme', value: 'light', domain: 'localhost', path: '/' },
      { name: 'NEXT_LOCALE', value: 'es', domain: 'localhost', path: '/' },
    ]);
  });

  test('a visitor signs up on demo with a store: a taken slug gets suggestions, the PIN activates, the new store opens', async ({
    page,
    context,
  }, testInfo) => {
    const project = testInfo.project.name;
    const stamp = stampOf(project);
    const slug = `rosa-${stamp}`;
    const email = `rosa.${stamp}@ejemplo.mx`;
    await page.goto('/tienda/demo/registro');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Crea tu tienda' })).toBeVisible();

    await main.getByLabel('Nombre de la tienda').fill('Demo');
    const domain = main.getByLabel('Dominio', { exact: true });
    await expect(domain).toHaveValue('demo');
    await expect(main.getByText('Este dominio no está disponible')).toBeVisible();
    const suggestions = main
      .getByRole('group', { name: 'Dominios disponibles:' })
      .getByRole('button');
    await expect(suggestions).toHaveCount(5);
    await expectNoSeriousA11yViolations(page, 'sign-up with a store, slug taken');
    await signupShot(page, project, 'signup-store-taken');

    const chosen = (await suggestions.first().textContent())!.trim();
    await suggestions.first().click();
    await expect(domain).toHaveValue(chosen);
    await expect(domain).toBeFocused();
    // Both projects run at once: each takes a slug of its own.
    await domain.fill(slug);
    await expect(main.getByText('Dominio disponible')).toBeVisible();
    await expect(main.getByTestId('store-address-preview')).toContainText(`${slug}.localhost`);
    await fillAccount(page, email);
    await signupShot(page, project, 'signup-store-filled');
    await main.getByRole('button', { name: 'Crear tienda' }).click();

    await expect(page).toHaveURL(/\/tienda\/demo\/register\/activate\?type=email&code=/);
    await page.getByLabel('PIN de 6 dígitos').fill(await pinFromOutbox(context, email));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(new RegExp(`/tienda/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Demo' })).toBeAttached();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Menú de tu cuenta' }),
    ).toBeVisible();
    await signupShot(page, project, 'signup-store-created');

    // The platform knows the store is theirs.
    await page.goto('/crear-tienda');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ya tienes una tienda' }),
    ).toBeVisible();
  });

  test('a slug taken between sign-up and activation: activated, then /crear-tienda offers suggestions', async ({
    page,
    context,
    browser,
  }, testInfo) => {
    const project = testInfo.project.name;
    const stamp = stampOf(project);
    const slug = `carrera-${stamp}`;
    const email = `carrera.${stamp}@ejemplo.mx`;
    await page.goto('/tienda/demo/registro');
    const main = page.getByRole('main');
    await main.getByLabel('Nombre de la tienda').fill(`Carrera ${stamp}`);
    await expect(main.getByLabel('Dominio', { exact: true })).toHaveValue(slug);
    await fillAccount(page, email);
    await main.getByRole('button', { name: 'Crear tienda' }).click();
    await expect(page).toHaveURL(/register\/activate/);

    // Meanwhile someone else creates a store with that slug.
    const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const login = await other.request.post('/api/auth/login', {
      data: { username: 'contador.demo@tienda.test', password: 'Demo1234!' },
    });
    expect(login.status(), await login.text()).toBe(200);
    const created = await other.request.post('/api/stores/affiliate', {
      data: { slug, name: 'Otra tienda' },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(created.status(), await created.text()).toBe(201);
    await other.close();

    await page.getByLabel('PIN de 6 dígitos').fill(await pinFromOutbox(context, email));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/\/crear-tienda\?error=slug_taken&/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Tu cuenta ya está activa' }),
    ).toContainText(slug);
    await expect(page.getByLabel('Dominio', { exact: true })).toHaveValue(slug);
    await expect(page.getByText('Este dominio no está disponible')).toBeVisible();
    const suggestions = page
      .getByRole('group', { name: 'Dominios disponibles:' })
      .getByRole('button');
    await expect(suggestions).toHaveCount(5);
    await expectNoSeriousA11yViolations(page, 'store creation after a lost slug');
    await signupShot(page, project, 'signup-store-slug-lost');

    const chosen = (await suggestions.first().textContent())!.trim();
    await suggestions.first().click();
    await expect(page.getByText('Dominio disponible')).toBeVisible();
    await page.getByRole('button', { name: 'Crear tienda' }).click();
    await page.waitForURL(`**/tienda/${chosen}`);
  });
});
