import { type Browser, expect, type Page, test, type TestInfo } from './support/test';

import { lookAt } from './support/look-at';
import { solidImage } from '../tests/support/gallery-images';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectFitsTheScreen } from './support/fits';
import { signUpWithFreshShop } from './support/fresh-shop';

// Shop settings and the inline logo/name/colour editors (issue 6). Edits happen on a fresh shop
// of a new owner (e2e/support/fresh-shop.ts), so specs reading the demo shops in parallel see
// them unchanged.

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await lookAt(page, {
    path: `test-results/screens-shop-settings/${testInfo.project.name}-${name}.png`,
    fullPage: true,
  });
}

async function preferLightSpanish(page: Page) {
  await page.context().addCookies([
    { name: 'theme', value: 'light', domain: 'localhost', path: '/' },
    { name: 'NEXT_LOCALE', value: 'es', domain: 'localhost', path: '/' },
  ]);
}

/** What an anonymous visitor's next load of the shop home shows. */
async function anonymousView(browser: Browser, slug: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const res = await page.goto(`/tienda/${slug}`);
  expect(res?.status()).toBe(200);
  const frame = page.locator('[data-theme]').first();
  const view = {
    theme: await frame.getAttribute('data-theme'),
    color1: await frame.evaluate((el) =>
      getComputedStyle(el).getPropertyValue('--shop-color1').trim(),
    ),
    color2: await frame.evaluate((el) =>
      getComputedStyle(el).getPropertyValue('--shop-color2').trim(),
    ),
    navName: (await page.locator('header a').first().innerText()).trim(),
    photos: await page.locator('img[src*="uploads"], img[srcset*="uploads"]').count(),
    tools: await page.getByRole('group', { name: 'Herramientas de la tienda' }).count(),
  };
  await context.close();
  return view;
}

// The journey runs at desktop width; the editors at phone width: 'the shop tools, … on a phone' below.
test('a shop owner changes logo, name, colours and theme; an anonymous visitor sees them on the next load', async ({
  page,
  browser,
}, testInfo) => {
  // Sign-up (password hashing), uploads, three saves and two axe runs on a loaded 2-core machine.
  test.setTimeout(240_000);
  await preferLightSpanish(page);
  const { slug } = await signUpWithFreshShop(page, `ajustes-${testInfo.project.name}`);
  const newName = `Ajustada ${Date.now().toString(36).slice(-5)}`;

  // Visitors never see the tools.
  const before = await anonymousView(browser, slug);
  expect(before.tools).toBe(0);
  expect(before.theme).toBe('theme04');

  await page.goto(`/tienda/${slug}`);
  const tools = page.getByRole('group', { name: 'Herramientas de la tienda' });
  await expect(tools).toBeVisible();
  await screenshot(page, testInfo, '1-storefront-admin');

  // Logo and name, inline.
  await tools.getByRole('button', { name: 'Editar logo y nombre' }).click();
  const identity = page.getByRole('dialog', { name: 'Editar logo y nombre' });
  await expect(
    identity.getByText('Tamaño recomendado: 1000x1000 px', { exact: false }),
  ).toBeVisible();
  // A file that is not what its name says is refused with the gallery's message and a red border.
  await identity.getByLabel('Logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('no soy una imagen'),
  });
  await expect(identity.getByRole('alert').filter({ hasText: 'Imagen rechazada' })).toBeVisible();
  await expect(identity.locator('[data-invalid="true"]')).toBeVisible();
  await identity.getByLabel('Logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await solidImage('png', { width: 200, height: 80, color: '#16a34a' }),
  });
  await expect(identity.getByRole('img', { name: 'Logo de la tienda' })).toBeVisible();
  await identity.getByRole('radio', { name: 'Rectángulo con borde' }).check();
  await expect(
    identity.getByText('Tamaño recomendado: 1000x400 px', { exact: false }),
  ).toBeVisible();
  await identity.getByLabel('Nombre de la tienda').fill('');
  await identity.getByRole('button', { name: 'Guardar' }).click();
  await expect(identity.getByText('Escribe el nombre de la tienda.')).toBeVisible();
  await identity.getByLabel('Nombre de la tienda').fill(newName);
  await screenshot(page, testInfo, '2-identity');
  await identity.getByRole('button', { name: 'Guardar' }).click();
  await expect(identity.getByText('Se guardaron los cambios.')).toBeVisible();
  await identity.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.locator('header').getByText(newName)).toBeVisible();

  // Colours: 'Editar colores', a palette pair, shown on the page while chosen.
  await tools.getByRole('button', { name: 'Editar colores' }).click();
  const colours = page.getByRole('dialog', { name: 'Editar colores' });
  await colours.getByRole('radio', { name: /Combinación 4/ }).check({ force: true });
  const frame = page.locator('[data-theme]').first();
  await expect
    .poll(() =>
      frame.evaluate((el) => getComputedStyle(el).getPropertyValue('--shop-color1').trim()),
    )
    .toBe('#b91c1c');
  // The custom picker starts at #0000ff.
  await colours.getByText('Personalizado').click();
  await expect(colours.getByLabel('Color principal')).toHaveValue('#0000ff');
  await colours.getByRole('radio', { name: /Combinación 4/ }).check({ force: true });
  await screenshot(page, testInfo, '3-colours');
  await colours.getByRole('button', { name: 'Guardar' }).click();
  await expect(colours.getByText('Se guardaron los cambios.')).toBeVisible();
  await colours.getByRole('button', { name: 'Cerrar' }).click();

  // The gear opens the settings page; the theme changes there.
  await tools.getByRole('link', { name: 'Configuración' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/tienda/${slug}/admin/configuracion\\?showCustomShopToggle=true$`),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configuración de la tienda' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Logo y nombre' }).getByLabel('Nombre de la tienda'),
  ).toHaveValue(newName);
  const appearance = page.getByRole('region', { name: 'Apariencia' });
  await appearance.getByRole('radio', { name: /Theme 05/ }).check();
  await appearance.getByRole('button', { name: 'Guardar' }).click();
  await expect(appearance.getByText('Se guardaron los cambios.')).toBeVisible();
  // A field rule from the API shows on its field.
  const contact = page.getByRole('region', { name: 'Contacto y WhatsApp' });
  await contact.getByLabel('Correo de contacto').fill('no-es-correo');
  await contact.getByRole('button', { name: 'Guardar' }).click();
  await expect(contact.getByText('Escribe un correo electrónico válido.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'settings page');
  await screenshot(page, testInfo, '4-settings');

  // An anonymous visitor's next load shows all of it (the shop's cache was expired).
  const after = await anonymousView(browser, slug);
  expect(after).toMatchObject({ theme: 'theme05', color1: '#b91c1c', color2: '#c2410c', tools: 0 });
  expect(after.navName).toContain(newName);
  expect(after.photos).toBeGreaterThan(0);

  await page.goto(`/tienda/${slug}`);
  await expect(page.getByRole('group', { name: 'Herramientas de la tienda' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'storefront with the admin tools');
  await screenshot(page, testInfo, '5-storefront-after');
});

// The owner's editors at phone width (the journeys above and in header-editor.spec.ts run at
// desktop width, with axe on each editor): the cafe's owner (theme 05, so the header editor too)
// opens each of them and the settings page, and saves nothing, so specs reading cafe in parallel
// see it unchanged.
test('the shop tools, their editors and the settings page on a phone @phone-only', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await preferLightSpanish(page);
  const login = await page.request.post('/api/auth/login', {
    data: { username: 'dueno.cafe@tienda.test', password: 'Demo1234!' },
  });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto('/tienda/cafe');
  const tools = page.getByRole('group', { name: 'Herramientas de la tienda' });
  await expect(tools).toBeVisible();
  await expectFitsTheScreen(page);
  await screenshot(page, testInfo, 'phone-1-storefront-admin');

  await tools.getByRole('button', { name: 'Editar logo y nombre' }).click();
  const identity = page.getByRole('dialog', { name: 'Editar logo y nombre' });
  await expect(identity.getByLabel('Nombre de la tienda')).toHaveValue(/\S/);
  await expect(identity.getByRole('button', { name: 'Guardar' })).toBeVisible();
  await expectFitsTheScreen(page, identity);
  await screenshot(page, testInfo, 'phone-2-identity');
  await identity.getByRole('button', { name: 'Cerrar' }).click();
  await expect(identity).toBeHidden();

  await tools.getByRole('button', { name: 'Editar colores' }).click();
  const colours = page.getByRole('dialog', { name: 'Editar colores' });
  await expect(colours.getByRole('radio', { name: /Combinación 4/ })).toBeAttached();
  await expect(colours.getByRole('button', { name: 'Guardar' })).toBeVisible();
  await expectFitsTheScreen(page, colours);
  await screenshot(page, testInfo, 'phone-3-colours');
  await colours.getByRole('button', { name: 'Cerrar' }).click();
  await expect(colours).toBeHidden();

  await page.getByRole('button', { name: 'Editar header' }).click();
  const headers = page.getByRole('dialog', { name: 'Headers de la tienda' });
  await headers.getByRole('button', { name: 'Nuevo header' }).click();
  await expect(headers.getByLabel('Título', { exact: true })).toBeVisible();
  await expect(headers.getByRole('button', { name: 'Guardar' })).toBeVisible();
  await expectFitsTheScreen(page, headers);
  await screenshot(page, testInfo, 'phone-4-header-form');
  await headers.getByRole('button', { name: 'Cerrar' }).click();
  await expect(headers).toBeHidden();

  await tools.getByRole('link', { name: 'Configuración' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configuración de la tienda' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Apariencia' }).getByRole('button', { name: 'Guardar' }),
  ).toBeVisible();
  await expectFitsTheScreen(page);
  await expectNoSeriousA11yViolations(page, 'settings page on a phone');
  await screenshot(page, testInfo, 'phone-5-settings');
});

test('the settings page is only for the shop admins: visitors log in first, others get a 404', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await preferLightSpanish(page);
  const anonymous = await page.goto('/tienda/demo/admin/configuracion?showCustomShopToggle=true');
  expect(anonymous?.status()).toBe(200);
  await expect(page).toHaveURL(/\/tienda\/demo\/login\?next=/);
  expect(decodeURIComponent(page.url())).toContain(
    'next=/tienda/demo/admin/configuracion?showCustomShopToggle=true',
  );

  const login = await page.request.post('/api/auth/login', {
    data: { username: 'cliente@tienda.test', password: 'Demo1234!' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const customer = await page.goto('/tienda/demo/admin/configuracion');
  expect(customer?.status()).toBe(404);
  await expect(page.getByLabel('Nombre de la tienda')).toHaveCount(0);
  // Signed in but not an admin: the storefront shows no admin tools (once the visitor is known).
  await page.goto('/tienda/demo/info');
  await expect(page.getByRole('button', { name: /^Alertas/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Herramientas de la tienda' })).toHaveCount(0);
});
