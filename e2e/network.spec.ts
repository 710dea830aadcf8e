import { type BrowserContext, expect, type Page, test, type TestInfo } from './support/test';

import { lookAt } from './support/look-at';
import { expectNoSeriousA11yViolations } from './support/a11y';

// The user side menu's network: the root network store, my collaborators (loaded on first open),
// the advisor modal with the online badge, and the setup-tour switch, for the seeded owner of
// `demo` (an affiliate store in the `cafe` network).

async function usePreferences(context: BrowserContext) {
  await context.addCookies([
    { name: 'theme', value: 'light', domain: 'localhost', path: '/' },
    { name: 'NEXT_LOCALE', value: 'es', domain: 'localhost', path: '/' },
  ]);
}

async function logIn(page: Page, email: string) {
  await page.goto('/tienda/demo/login');
  await page.getByRole('textbox', { name: 'Correo electrónico o teléfono' }).fill(email);
  await page.getByLabel('Contraseña').fill('Demo1234!');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/tienda\/demo$/);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Menú de tu cuenta' }),
  ).toBeVisible();
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await lookAt(page, {
    path: `test-results/screens-network/${testInfo.project.name}-${name}.png`,
  });
}

test('an affiliate owner finds the root store, collaborators and the advisor in the side menu @phone', async ({
  page,
  context,
  browser,
}, testInfo) => {
  // The advisor has the app open (a signed-in page sends the heartbeat), so shows online.
  const advisorContext = await browser.newContext();
  await usePreferences(advisorContext);
  const advisorPage = await advisorContext.newPage();
  const beat = advisorPage.waitForResponse((res) => res.url().endsWith('/api/me/heartbeat'));
  await logIn(advisorPage, 'asesora@tienda.test');
  expect((await beat).status()).toBe(204);
  await advisorContext.close();

  await usePreferences(context);
  await logIn(page, 'dueno.demo@tienda.test');
  await page.getByRole('banner').getByRole('button', { name: 'Menú de tu cuenta' }).click();
  const menu = page.getByRole('dialog', { name: 'Hola, Daniela Ortega' });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveCSS('width', '280px');

  await expect(menu.getByRole('link', { name: 'Ir a la tienda raíz de la red' })).toHaveAttribute(
    'href',
    '/tienda/cafe',
  );

  const collaborators = menu.getByRole('button', { name: 'Mis colaboradores' });
  await collaborators.click();
  await expect(collaborators).toHaveAttribute('aria-expanded', 'true');
  const list = menu.getByRole('list', { name: 'Mis colaboradores' });
  // The seed gives `demo` six collaborating stores, newest first: five, then 'show more'.
  await expect(list.getByRole('link')).toHaveText([
    'Moda Mexicana',
    'Café de Altura',
    'Café Norteño Franquicias',
    'Artesanías Básicas',
    'Espejo Demo',
  ]);
  await expect(list.getByRole('link', { name: 'Moda Mexicana' })).toHaveAttribute(
    'href',
    /^http:\/\/moda\.localhost:\d+\/$/,
  );
  await menu.getByRole('button', { name: 'Ver más' }).click();
  await expect(list.getByRole('link')).toHaveCount(6);
  await expect(list.getByRole('link').nth(5)).toHaveText('Mi Tienda Nueva');
  // Everything is there: no more 'show more'.
  await expect(menu.getByRole('button', { name: 'Ver más' })).toHaveCount(0);
  await expect(menu.locator('[id$="-panel"]')).toHaveCSS('max-height', '300px');
  await expect(menu.getByRole('switch', { name: 'Recorrido de configuración' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'user side menu');
  await screenshot(page, testInfo, 'side-menu');

  await menu.getByRole('button', { name: 'Mi asesor' }).click();
  const modal = page.getByRole('dialog', { name: 'Mi asesor' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Valeria Montes')).toBeVisible();
  await expect(modal.getByText('En línea')).toBeVisible();
  await expect(modal.getByRole('link', { name: 'asesora@tienda.test' })).toBeVisible();
  await expect(modal.getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/525587654321',
  );
  await expect(modal.getByText('De 9:00 a 18:00')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'advisor modal');
  await screenshot(page, testInfo, 'advisor-modal');

  // Escape closes the modal first, then the side menu.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('the setup-tour switch is saved for the next visit', async ({ page, context }) => {
  await usePreferences(context);
  await logIn(page, 'dueno.moda@tienda.test');
  const open = async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Menú de tu cuenta' }).click();
    return page.getByRole('dialog', { name: 'Hola, Mariana Fuentes' });
  };
  const tour = (await open()).getByRole('switch', { name: 'Recorrido de configuración' });
  await expect(tour).toHaveAttribute('aria-checked', 'true');
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/me/tour'));
  await tour.click();
  expect((await saved).status()).toBe(200);
  await page.reload();
  const again = (await open()).getByRole('switch', { name: 'Recorrido de configuración' });
  await expect(again).toHaveAttribute('aria-checked', 'false');
  await again.click();
  await expect(again).toHaveAttribute('aria-checked', 'true');
});
