import { expect, type Page, test } from './support/test';

import { lookAt } from './support/look-at';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectFitsTheScreen } from './support/fits';

// The footer in both styles, the social links bar, the floating chat button, the returns-policy
// and technical-query modals, the shop's information pages and their contact form, the breadcrumb.

async function useScheme(page: Page, scheme: 'light' | 'dark', locale: 'es' | 'en' = 'es') {
  await page.context().addCookies([
    { name: 'theme', value: scheme, domain: 'localhost', path: '/' },
    { name: 'NEXT_LOCALE', value: locale, domain: 'localhost', path: '/' },
  ]);
}

/** moda on its own sub-domain, where its live chat and pixel run. */
const MODA = `http://moda.localhost:${process.env.E2E_PORT ?? 3100}`;

/** Nothing leaves for the live-chat provider or Meta during a test. */
async function blockThirdParties(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.route(/livechatinc\.com|connect\.facebook\.net/, (route) => {
    blocked.push(route.request().url());
    return route.abort();
  });
  return blocked;
}

// Each scheme at one width (light on a phone here, dark on a phone for the form below; the other
// on a desktop): the width changes the layout, not the colours.
for (const scheme of ['light', 'dark'] as const) {
  test(`demo: 3cols1col footer with 5 categories and the language selector, social bar (${scheme})${scheme === 'light' ? ' @phone-only' : ''}`, async ({
    page,
  }, testInfo) => {
    await useScheme(page, scheme);
    await page.goto('/tienda/demo');
    const footer = page.getByRole('contentinfo');
    await expect(
      footer
        .getByRole('navigation', { name: 'La tienda' })
        .getByRole('link', { name: 'Acerca de' }),
    ).toHaveAttribute('href', '/tienda/demo/acerca');
    await expect(
      footer.getByRole('region', { name: 'Categorías' }).getByRole('listitem'),
    ).toHaveCount(5);
    await expect(footer.getByRole('list', { name: 'Idioma' })).toBeVisible();
    await expect(footer.getByRole('region', { name: 'Contacto' })).toContainText(
      'contacto.demo@tienda.test',
    );

    const social = page.getByRole('region', { name: 'Tienda Demo en redes sociales' });
    await expect(social.getByRole('link', { name: 'Tienda Demo en Twitch' })).toHaveAttribute(
      'href',
      'https://twitch.tv/tiendademo',
    );
    await expect(social.getByRole('link', { name: 'Tienda Demo en Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.com/tiendademo',
    );
    await expect(social.getByRole('link', { name: 'Tienda Demo en Discord' })).toHaveAttribute(
      'href',
      'https://discord.gg/tiendademo',
    );

    await expectFitsTheScreen(page);
    // The footer: the whole page is checked in themes.spec.ts.
    await expectNoSeriousA11yViolations(page, `demo footer ${scheme}`, 'footer');
    await footer.scrollIntoViewIfNeeded();
    await lookAt(page, {
      path: `test-results/screens/${testInfo.project.name}-footer-demo-${scheme}.png`,
      fullPage: false,
    });
  });
}

test('the share button shows the shop address with copiar → copiado', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/tienda/demo');
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.getByRole('button', { name: 'Compartir' }).click();
  const popover = page.getByRole('dialog', { name: 'Comparte Tienda Demo' });
  await expect(popover.getByLabel('Dirección de la tienda')).toHaveValue(
    /^http:\/\/demo\.localhost:\d+\/$/,
  );
  await popover.getByRole('button', { name: 'copiar' }).click();
  await expect(popover.getByRole('button', { name: 'copiado' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
});

test('the returns-policy modal opens and closes with the keyboard @phone', async ({
  page,
}, testInfo) => {
  await page.goto('/tienda/demo');
  const trigger = page.getByRole('button', { name: 'Política de devoluciones' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Política de devoluciones' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('72 horas');
  // Focus moved into the modal.
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectNoSeriousA11yViolations(page, 'returns dialog', 'dialog[open], [role="dialog"]');
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-footer-returns-dialog.png`,
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  // The close button works too.
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
});

test('moda: the default footer with the technical query, and no social bar (theme03)', async ({
  page,
}) => {
  await page.goto('/tienda/moda');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Información de la tienda' })).toBeVisible();
  await expect(footer).toContainText('Hecho con Tienda');
  await expect(footer.getByRole('region', { name: 'Categorías' })).toHaveCount(0);
  await expect(footer.getByRole('button', { name: 'Consulta técnica' })).toBeVisible();
  await expect(page.getByRole('region', { name: /en redes sociales/ })).toHaveCount(0);
});

test('WhatsApp button on the cafe home and products, not on catalogues @phone', async ({
  page,
}, testInfo) => {
  const whatsapp = page.getByRole('link', { name: 'Escríbenos por WhatsApp' });
  await page.goto('/tienda/cafe');
  await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/529611234567');
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-footer-cafe-whatsapp.png`,
  });
  await page.goto('/tienda/cafe/productos');
  await expect(whatsapp).toBeVisible();
  await page.goto('/tienda/cafe/catalogos');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(whatsapp).toHaveCount(0);
});

test("the WhatsApp button leaves a product row's arrows uncovered @phone", async ({ page }) => {
  await page.goto('/tienda/cafe');
  const whatsapp = page.getByRole('link', { name: 'Escríbenos por WhatsApp' });
  const row = page.getByRole('region', { name: 'Productos' });
  const next = row.getByRole('button', { name: 'Siguiente' });
  await expect(next).toBeVisible();
  await expect(whatsapp).toBeVisible();
  // The row's cards end at the bottom of the screen, where the button floats.
  await row.getByRole('list').evaluate((list) => list.scrollIntoView({ block: 'end' }));
  await expect(next).toBeInViewport();
  const [arrow, button] = [await next.boundingBox(), await whatsapp.boundingBox()];
  const apart =
    arrow!.x + arrow!.width <= button!.x ||
    button!.x + button!.width <= arrow!.x ||
    arrow!.y + arrow!.height <= button!.y ||
    button!.y + button!.height <= arrow!.y;
  expect(apart, `arrow ${JSON.stringify(arrow)} under button ${JSON.stringify(button)}`).toBe(true);
});

test("moda's live-chat button adds the provider script with the licence only on click", async ({
  page,
}) => {
  const blocked = await blockThirdParties(page);
  // Outside scripts run on the shop's own host only (decisions.md, "Content-Security-Policy").
  await page.goto(`${MODA}/catalogos`);
  const button = page.getByRole('button', { name: 'Chat en vivo' });
  await expect(button).toBeVisible();
  await page.waitForLoadState('load');
  expect(await page.locator('script[src*="livechatinc"]').count()).toBe(0);
  await button.click();
  await expect(
    page.locator('script[src="https://cdn.livechatinc.com/tracking.js"]'),
  ).toHaveAttribute('data-license', '12345678');
  expect(
    await page.evaluate(() => (window as unknown as { __lc?: { license?: number } }).__lc?.license),
  ).toBe(12345678);
  await expect.poll(() => blocked.some((url) => url.includes('livechatinc'))).toBe(true);
});

test("a shop's Meta pixel loads after the page with its id; a shop without one loads none", async ({
  page,
}) => {
  const blocked = await blockThirdParties(page);
  await page.goto(`${MODA}/`);
  await expect
    .poll(() =>
      blocked.some((url) => url.includes('connect.facebook.net') && url.endsWith('/fbevents.js')),
    )
    .toBe(true);
  const queued = await page.evaluate(() =>
    (window as unknown as { fbq?: { queue: unknown[][] } }).fbq?.queue.map((call) =>
      Array.from(call),
    ),
  );
  expect(queued).toEqual([
    ['init', '1234567890123456'],
    ['track', 'PageView'],
  ]);

  // Neither on a shop without one, nor on moda's pages under the platform's address.
  for (const address of ['/tienda/demo/', '/tienda/moda/']) {
    blocked.length = 0;
    await page.goto(address);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe(
      'undefined',
    );
    expect(blocked.filter((url) => url.includes('connect.facebook.net'))).toEqual([]);
  }
});

test('the information pages render with the shop name and their own metadata', async ({ page }) => {
  const pages = [
    ['acerca', 'Acerca de Café de Altura'],
    ['contacto', 'Contacto'],
    ['info', 'Ayuda y soporte'],
    ['copyright', 'Derechos de autor'],
    ['terms', 'Términos y condiciones'],
    ['privacidad', 'Aviso de privacidad'],
  ] as const;
  for (const [path, title] of pages) {
    const response = await page.goto(`/tienda/cafe/${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`cafe\\.localhost:\\d+/${path}$`),
    );
  }
  await expect(page.getByRole('main')).toContainText('contacto.cafe@tienda.test');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`moda info: breadcrumb and the technical-query form sends with JavaScript (${scheme})${scheme === 'dark' ? ' @phone-only' : ''}`, async ({
    page,
  }, testInfo) => {
    await useScheme(page, scheme);
    await page.goto('/tienda/moda/info');
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(crumbs.getByRole('link', { name: 'Marketplace' })).toHaveAttribute(
      'href',
      /\/\/localhost:\d+\/marketplace$/,
    );
    await expect(crumbs.getByText('Ayuda y soporte')).toHaveAttribute('aria-current', 'page');
    const form = page.getByRole('main').getByRole('form', { name: 'Consulta técnica' });
    await form.getByLabel('Nombre').fill('Ana López');
    await form.getByLabel('Correo electrónico').fill('ana@example.mx');
    await form
      .getByLabel('Mensaje')
      .fill(`El pago no avanza (${testInfo.project.name}, ${scheme}).`);
    await expectNoSeriousA11yViolations(page, `moda info ${scheme}`);
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(form.getByRole('status')).toHaveText(
      '¡Gracias! Tu mensaje se envió a Moda Mexicana.',
    );
    await expect(page).toHaveURL(/\/tienda\/moda\/info$/);
    await lookAt(page, {
      path: `test-results/screens/${testInfo.project.name}-footer-moda-info-${scheme}.png`,
      fullPage: true,
    });
  });
}

test('the technical-query modal in the theme03 footer sends too', async ({ page }) => {
  await page.goto('/tienda/moda');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Consulta técnica' }).click();
  const dialog = page.getByRole('dialog', { name: 'Consulta técnica' });
  // The form's script comes when the modal is reached for (a deferred island): until then it is
  // the server's form, which posts without JavaScript.
  await expect(dialog.locator('[data-live]')).toHaveCount(1);
  await dialog.getByLabel('Nombre').fill('Luis');
  await dialog.getByLabel('Correo electrónico').fill('luis@example.mx');
  await dialog.getByLabel('Mensaje').fill('No veo mis compras.');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByRole('status')).toContainText('¡Gracias!');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The share popover's body and theme 03's technical-query form are deferred islands (their
  // script comes when the visitor reaches for them): the server's HTML of them is in the page.
  test("the share popover shows the shop's address", async ({ page }) => {
    await page.goto('/tienda/demo');
    await page.getByRole('button', { name: 'Compartir' }).click();
    const popover = page.getByRole('dialog', { name: 'Comparte Tienda Demo' });
    await expect(popover.getByLabel('Dirección de la tienda')).toHaveValue(
      /^http:\/\/demo\.localhost:\d+\/$/,
    );
  });

  test("the theme03 footer's technical query is a form that posts", async ({ page }) => {
    await page.goto('/tienda/moda');
    const form = page.getByRole('form', { name: 'Consulta técnica', includeHidden: true });
    await expect(form).toHaveAttribute('action', '/tienda/moda/info/enviar');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form.getByLabel('Mensaje')).toHaveCount(1);
  });

  test('the contact form posts and lands on a result page', async ({ page }) => {
    await page.goto('/tienda/cafe/contacto');
    const form = page.getByRole('main').getByRole('form', { name: 'Envíanos un mensaje' });
    await form.getByLabel('Nombre').fill('Sin Script');
    await form.getByLabel('Correo electrónico').fill('sin.script@example.mx');
    await form.getByLabel('Mensaje').fill('Hola desde un navegador sin JavaScript.');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(page).toHaveURL(/\/tienda\/cafe\/info\/enviado\?estado=sent&desde=contacto$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mensaje enviado' })).toBeVisible();
    await page.getByRole('link', { name: /Volver a/ }).click();
    await expect(page).toHaveURL(/\/tienda\/cafe\/contacto$/);
  });
});

test('the marketplace lists the demo shops', async ({ page }) => {
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Moda/ })).toBeVisible();
});
