import { expect, type Page, test } from '@playwright/test';

import { expectNoSeriousA11yViolations } from './support/a11y';

const screen = (page: Page, project: string, name: string) =>
  page.screenshot({ path: `test-results/screens/${project}-${name}.png`, fullPage: true });

async function darkScheme(page: Page) {
  const { hostname } = new URL(page.url() === 'about:blank' ? 'http://localhost' : page.url());
  await page.context().addCookies([{ name: 'theme', value: 'dark', domain: hostname, path: '/' }]);
}

/**
 * Logs in through the API as a seeded user without a store: the entrepreneur (level 1) on the
 * desktop, the shopper (level 0) on the phone, since both projects run at once on one database.
 */
async function logInWithoutStore(page: Page, project: string) {
  const username = project === 'phone' ? 'cliente@tienda.test' : 'emprendedor@tienda.test';
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
      '/login',
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
