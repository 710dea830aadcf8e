import { expect, type Page, test } from './support/test';

import { lookAt } from './support/look-at';
import { expectNoSeriousA11yViolations } from './support/a11y';

// The nav bar, the search autocomplete, the dark-mode toggle and the language selector
// (spec 01 §2 "Navigation bar", "Search bar", §4 Theme).

const DEMO = '/tienda/demo';
/** axe runs on the nav bar (or the search bar): the whole pages are checked in themes and home-lists. */
const NAV_BAR = 'header';

const shot = (page: Page, project: string, name: string) =>
  lookAt(page, { path: `test-results/screens/${project}-${name}.png` });

/** Opens the theme04 search (a toggle in the nav bar) and types into it. */
async function searchFor(page: Page, text: string) {
  await page.getByRole('banner').locator('summary', { hasText: 'Buscar' }).click();
  const input = page.getByRole('combobox', { name: 'Buscar', exact: true });
  await expect(input).toBeFocused();
  await input.pressSequentially(text, { delay: 30 });
  return input;
}

const suggestions = (page: Page) =>
  page.getByRole('listbox', { name: 'Sugerencias' }).getByRole('option');

test('search: pick a suggestion with the keyboard → its item page', async ({ page }, testInfo) => {
  await page.goto(DEMO);
  const input = await searchFor(page, 'Ca');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  // Items come 400 ms after the last keystroke; the create option is there at once.
  await expect.poll(() => suggestions(page).count()).toBeGreaterThan(1);
  await expect(suggestions(page).last()).toHaveText('Buscar «ca» en Productos');
  await expectNoSeriousA11yViolations(page, 'nav 1', NAV_BAR);
  await shot(page, testInfo.project.name, 'nav-search-suggestions');

  await input.press('ArrowDown');
  const first = suggestions(page).first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  const name = (await first.textContent())!;
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${DEMO}/productos/[^/]+/[^/]+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // The search panel closed with the pick: the catalogue chips under the nav bar are in reach
  // again (a trial click waits until nothing covers its target).
  await expect(input).toBeHidden();
  await page
    .getByRole('navigation', { name: 'Catálogos de la tienda' })
    .getByRole('link', { name: 'Ver todos' })
    .click({ trial: true, timeout: 5_000 });
});

test('search: the create option opens the type list filtered by "text"*', async ({ page }) => {
  await page.goto(DEMO);
  await page.getByRole('banner').locator('summary', { hasText: 'Buscar' }).click();
  await page.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Servicios' });
  const input = page.getByRole('combobox', { name: 'Buscar', exact: true });
  await input.fill('Clase');
  const create = suggestions(page).filter({ hasText: 'Buscar «clase» en Servicios' });
  await expect(create).toBeVisible();
  await input.press('ArrowUp');
  await expect(create).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(page).toHaveURL(`${DEMO}/servicios?search=%22clase%22*`);
  await expect(page.getByRole('heading', { level: 1, name: 'Servicios' })).toBeVisible();
});

test('search without JavaScript is a GET form to the type list', async ({ browser }, testInfo) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: testInfo.project.use.baseURL,
  });
  const page = await context.newPage();
  await page.goto('/tienda/cafe');
  // theme05 shows the bar under the cover, not behind a toggle.
  await page.getByRole('combobox', { name: 'Buscar', exact: true }).fill('taza');
  await page
    .getByRole('search', { name: 'Buscar en la tienda' })
    .getByRole('button', { name: 'Buscar' })
    .click();
  await expect(page).toHaveURL(/\/tienda\/cafe\/productos\?search=taza$/);
  await context.close();
});

test('theme05 shows the search bar under the cover @phone', async ({ page }, testInfo) => {
  await page.goto('/tienda/cafe');
  const input = page.getByRole('combobox', { name: 'Buscar', exact: true });
  await expect(input).toBeVisible();
  await input.pressSequentially('caf', { delay: 30 });
  await expect.poll(() => suggestions(page).count()).toBeGreaterThan(1);
  await expectNoSeriousA11yViolations(page, 'nav 2', '[role="search"]');
  await shot(page, testInfo.project.name, 'nav-search-theme05');
});

test('the cart badge shows the count of the local cart', async ({ page }) => {
  await page.goto(DEMO);
  // A button that opens the cart side panel (e2e/cart.spec.ts).
  await expect(page.getByRole('button', { name: 'Carrito', exact: true })).toHaveAttribute(
    'aria-haspopup',
    'dialog',
  );
  await page.evaluate(() =>
    localStorage.setItem(
      'tienda:cart:demo',
      JSON.stringify([
        { productId: 'prd_000001', quantity: 2 },
        { productId: 'prd_000002', quantity: 1 },
      ]),
    ),
  );
  await page.reload();
  const cart = page.getByRole('button', { name: 'Carrito, 3 artículos' });
  await expect(cart).toBeVisible();
  await expect(cart).toHaveText('3');
});

test('desktop: login and create-store buttons in the bar', async ({ page }, testInfo) => {
  await page.goto(DEMO);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
    'href',
    `${DEMO}/login`,
  );
  // demo creates a store on sign-up.
  await expect(banner.getByRole('link', { name: 'Crear tienda' })).toHaveAttribute(
    'href',
    `${DEMO}/registro`,
  );
  await expect(banner.locator('summary', { hasText: 'Menú' })).toBeHidden();
  await expect(banner.getByRole('link', { name: 'Tienda Demo' })).toHaveAttribute('href', DEMO);
  await expectNoSeriousA11yViolations(page, 'nav 3', NAV_BAR);
  await shot(page, testInfo.project.name, 'nav-light');
  await page.goto('/tienda/moda');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Regístrate' })).toBeVisible();
  await shot(page, testInfo.project.name, 'nav-moda');
});

// A phone-wide window in both projects, so the hamburger layout is what every run checks.
test.describe('phone width', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test('login and sign-up are in the hamburger menu @phone', async ({ page }, testInfo) => {
    await page.goto(DEMO);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Iniciar sesión' })).toBeHidden();
    await banner.locator('summary', { hasText: 'Menú' }).click();
    await expect(banner.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Crear tienda' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'English' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'nav 4', NAV_BAR);
    await shot(page, testInfo.project.name, 'nav-menu-open');
    // Opening the search closes the menu (one panel at a time).
    await banner.locator('summary', { hasText: 'Buscar' }).click();
    await expect(banner.getByRole('link', { name: 'Iniciar sesión' })).toBeHidden();
    await page
      .getByRole('combobox', { name: 'Buscar', exact: true })
      .pressSequentially('ca', { delay: 30 });
    await expect.poll(() => suggestions(page).count()).toBeGreaterThan(1);
    await shot(page, testInfo.project.name, 'nav-search-open');
    // Escape closes the list, then the text, then the panel.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
    await expect(page.getByRole('combobox', { name: 'Buscar', exact: true })).toBeHidden();
    await expect(banner.locator('summary', { hasText: 'Buscar' })).toBeFocused();
    await banner.locator('summary', { hasText: 'Menú' }).click();
    await page.getByRole('heading', { level: 2 }).first().click();
    await expect(banner.getByRole('link', { name: 'Iniciar sesión' })).toBeHidden();
  });
});

test('dark mode: the toggle stores the cookie and the server renders dark next time @phone', async ({
  page,
  context,
}, testInfo) => {
  await page.goto(DEMO);
  const frame = page.locator('[data-scheme]').first();
  await page.getByRole('link', { name: 'Activar modo oscuro' }).click();
  await expect(frame).toHaveAttribute('data-scheme', 'dark');
  await expect(page.getByRole('link', { name: 'Activar modo claro' })).toBeFocused();
  const cookie = (await context.cookies()).find((c) => c.name === 'theme');
  expect(cookie?.value).toBe('dark');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

  const html = await (await page.request.get(`${DEMO}/productos`)).text();
  expect(html).toMatch(/data-scheme="dark"/);
  await page.reload();
  await expect(frame).toHaveAttribute('data-scheme', 'dark');
  await expectNoSeriousA11yViolations(page, 'nav 5', NAV_BAR);
  await shot(page, testInfo.project.name, 'nav-dark');
  if (testInfo.project.name === 'phone') {
    await page.getByRole('banner').locator('summary', { hasText: 'Menú' }).click();
    await shot(page, testInfo.project.name, 'nav-menu-open-dark');
  }

  await page.getByRole('link', { name: 'Activar modo claro' }).click();
  await expect(frame).toHaveAttribute('data-scheme', 'light');
  expect((await context.cookies()).find((c) => c.name === 'theme')?.value).toBe('light');
});

test('dark mode and language work without JavaScript', async ({ browser }, testInfo) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: testInfo.project.use.baseURL,
  });
  const page = await context.newPage();
  await page.goto(`${DEMO}/servicios`);
  await page.getByRole('link', { name: 'Activar modo oscuro' }).click();
  await expect(page).toHaveURL(`${DEMO}/servicios`);
  await expect(page.locator('[data-scheme]').first()).toHaveAttribute('data-scheme', 'dark');
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  // The same page at its English address (docs/decisions.md, English pages' own addresses).
  await expect(page).toHaveURL(`${DEMO}/en/servicios`);
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await context.close();
});

test('the language selector switches the texts to English and back', async ({ page }) => {
  await page.goto(DEMO);
  const banner = page.getByRole('banner');
  // Once in CI (a busy machine) a click landing while the nav was still hydrating changed
  // nothing: click until the page speaks the language (a repeat click on it is harmless).
  const switchTo = (name: string, lang: string) =>
    expect(async () => {
      await banner.getByRole('link', { name }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', lang, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  await switchTo('English', 'en');
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Create store' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'English' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect((await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');
  await switchTo('Español', 'es');
  await expect(banner.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
});
