import { type Browser, expect, type Page, test, type TestInfo } from './support/test';

import { lookAt } from './support/look-at';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signUpWithFreshShop } from './support/fresh-shop';

// Header editor and social networks form (issue 6): a shop owner (a fresh one, so the seeded shops
// other specs read stay as they are) edits the header and its colour on a theme 05 storefront,
// and the social links of a theme04 one; an anonymous visitor sees both on the next load.

const sameOrigin = { 'sec-fetch-site': 'same-origin' };

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await lookAt(page, {
    path: `test-results/screens-headers/${testInfo.project.name}-${name}.png`,
  });
}

async function preferLightSpanish(page: Page) {
  await page.context().addCookies([
    { name: 'theme', value: 'light', domain: 'localhost', path: '/' },
    { name: 'NEXT_LOCALE', value: 'es', domain: 'localhost', path: '/' },
  ]);
}

/** The shop's home in a new context without a session: what an anonymous visitor gets. */
async function asVisitor(browser: Browser, slug: string, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const res = await page.goto(`/tienda/${slug}`);
  expect(res?.status()).toBe(200);
  await check(page);
  await context.close();
}

// At desktop width; the header form at phone width: shop-settings.spec.ts, 'the shop tools, … on a phone'.
test('an owner creates and edits the header and its colour; a visitor sees it on the next load', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const { slug } = await signUpWithFreshShop(page, 'headers');
  const themed = await page.request.patch(`/api/shops/${slug}`, {
    headers: sameOrigin,
    data: { theme: 'theme05' },
  });
  expect(themed.status(), await themed.text()).toBe(200);
  await preferLightSpanish(page);

  // Visitors never see the entry, and the new shop has no header yet.
  await asVisitor(browser, slug, async (visitor) => {
    await expect(visitor.locator('[data-theme="theme05"]')).toHaveCount(1);
    await expect(visitor.getByRole('button', { name: 'Editar header' })).toHaveCount(0);
    await expect(visitor.locator('[data-header-info]')).toHaveCount(0);
  });

  await page.goto(`/tienda/${slug}`);
  await page.getByRole('button', { name: 'Editar header' }).click();
  const dialog = page.getByRole('dialog', { name: 'Headers de la tienda' });
  await expect(
    dialog.getByText('Aún no tienes headers. Crea el primero con «Nuevo header».'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'header editor list');

  // A new header with a web-address action: the action section opens only for an action.
  await dialog.getByRole('button', { name: 'Nuevo header' }).click();
  await expect(dialog.getByRole('group', { name: 'Botón de acción' })).toHaveCount(0);
  await dialog.getByLabel('Título', { exact: true }).fill('Bienvenidos a la tienda');
  await dialog.getByLabel('Subtítulo').fill('Envíos a todo México');
  await dialog.getByLabel('Descripción').fill('Elegimos cada producto para ti.');
  await dialog.getByLabel('Acción', { exact: true }).selectOption('url');
  const action = dialog.getByRole('group', { name: 'Botón de acción' });
  await expect(action).toBeVisible();
  await action.getByLabel('Dirección web').fill('no es una dirección');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    dialog.getByText('Escribe una dirección web válida, por ejemplo ejemplo.com/ofertas.'),
  ).toBeVisible();
  await expect(dialog.getByText('Este campo es obligatorio.')).toBeVisible();
  await action.getByLabel('Dirección web').fill('ejemplo.com/ofertas');
  await action.getByLabel('Texto del botón').selectOption({ label: 'Ver más' });
  await screenshot(page, testInfo, '1-form');
  await expectNoSeriousA11yViolations(page, 'header form');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Se creó el header correctamente')).toBeVisible();
  await expect(dialog.getByText('Se muestra en la tienda')).toBeVisible();
  // The page behind the modal shows it (refreshed from the server).
  await expect(page.locator('[data-header-info] h2')).toHaveText('Bienvenidos a la tienda');

  // Edit it.
  await dialog.getByRole('button', { name: 'Editar Bienvenidos a la tienda' }).click();
  await dialog.getByLabel('Título', { exact: true }).fill('Hola de nuevo');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Se actualizó el header correctamente')).toBeVisible();
  await expect(page.locator('[data-header-info] h2')).toHaveText('Hola de nuevo');

  // Its background: a palette pair (chosen with the keyboard) shows live on the page.
  await dialog.getByRole('button', { name: 'Color de fondo de Hola de nuevo' }).click();
  const shopColours = dialog.getByRole('radio', { name: 'Colores de la tienda' });
  await expect(shopColours).toBeChecked();
  await shopColours.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'De #0f766e a #0369a1' })).toBeChecked();
  await expect
    .poll(() =>
      page
        .locator('[data-header-info]')
        .evaluate((el) => (el as HTMLElement).style.backgroundImage),
    )
    .toContain('rgb(15, 118, 110)');
  await screenshot(page, testInfo, '2-palette');
  await expectNoSeriousA11yViolations(page, 'header background colour');

  // The custom picker, without alpha; saved.
  await dialog.getByRole('button', { name: 'Color personalizado' }).click();
  await dialog.getByLabel(/Color inicial/).fill('#00aa55');
  await dialog.getByLabel(/Color final/).fill('#003366');
  await expect
    .poll(() =>
      page
        .locator('[data-header-info]')
        .evaluate((el) => (el as HTMLElement).style.backgroundImage),
    )
    .toContain('rgb(0, 51, 102)');
  await screenshot(page, testInfo, '3-custom');
  await expectNoSeriousA11yViolations(page, 'header custom colour');
  await dialog.getByRole('button', { name: 'Guardar color' }).click();
  await expect(dialog.getByText('Se actualizó el header correctamente')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
  await screenshot(page, testInfo, '4-page');

  // An anonymous visitor gets it on the next load: text, colours and the button's address.
  await asVisitor(browser, slug, async (visitor) => {
    const block = visitor.locator('[data-header-info]');
    await expect(block.getByRole('heading', { name: 'Hola de nuevo' })).toBeVisible();
    await expect(block.getByText('Envíos a todo México')).toBeVisible();
    await expect(block.getByRole('link', { name: 'Ver más' })).toHaveAttribute(
      'href',
      'https://ejemplo.com/ofertas',
    );
    expect(await block.evaluate((el) => (el as HTMLElement).style.backgroundImage)).toContain(
      'rgb(0, 170, 85)',
    );
    await expect(visitor.getByRole('button', { name: 'Editar header' })).toHaveCount(0);
  });
});

test('an owner adds social links from the social links bar; a visitor sees them on the next load', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { slug, name } = await signUpWithFreshShop(page, 'social');
  await preferLightSpanish(page);
  await page.goto(`/tienda/${slug}`);
  const bar = page.getByRole('region', { name: `${name} en redes sociales` });
  await bar.getByRole('button', { name: 'Editar redes sociales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redes sociales' });
  await dialog.getByLabel('Facebook').fill('mitienda');
  await dialog.getByLabel('Instagram').fill('@mi.tienda');
  await dialog.getByLabel('Twitch').fill('https://www.twitch.tv/mi_canal');
  await dialog.getByLabel('Discord').fill('mi servidor');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    dialog.getByText(
      'Escribe un enlace de invitación de Discord, por ejemplo https://discord.gg/tu-servidor.',
    ),
  ).toBeVisible();
  await screenshot(page, testInfo, 'social-1-error');
  await expectNoSeriousA11yViolations(page, 'social networks form');
  await dialog.getByLabel('Discord').fill('https://discord.gg/mitienda');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Se guardaron las redes sociales')).toBeVisible();
  await expect(dialog.getByLabel('Twitch')).toHaveValue('mi_canal');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(bar.getByRole('link', { name: `${name} en Facebook` })).toBeVisible();
  await screenshot(page, testInfo, 'social-2-bar');

  await asVisitor(browser, slug, async (visitor) => {
    const links = visitor.getByRole('region', { name: `${name} en redes sociales` });
    await expect(links.getByRole('link', { name: `${name} en Facebook` })).toHaveAttribute(
      'href',
      'https://facebook.com/mitienda',
    );
    await expect(links.getByRole('link', { name: `${name} en Instagram` })).toHaveAttribute(
      'href',
      'https://instagram.com/mi.tienda',
    );
    await expect(links.getByRole('link', { name: `${name} en Twitch` })).toHaveAttribute(
      'href',
      'https://twitch.tv/mi_canal',
    );
    await expect(links.getByRole('link', { name: `${name} en Discord` })).toHaveAttribute(
      'href',
      'https://discord.gg/mitienda',
    );
    await expect(links.getByRole('button', { name: 'Editar redes sociales' })).toHaveCount(0);
  });

  // Emptied fields are removed.
  await bar.getByRole('button', { name: 'Editar redes sociales' }).click();
  await dialog.getByLabel('Facebook').fill('');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Se guardaron las redes sociales')).toBeVisible();
  await asVisitor(browser, slug, async (visitor) => {
    const links = visitor.getByRole('region', { name: `${name} en redes sociales` });
    await expect(links.getByRole('link', { name: `${name} en Instagram` })).toBeVisible();
    await expect(links.getByRole('link', { name: `${name} en Facebook` })).toHaveCount(0);
  });
});
