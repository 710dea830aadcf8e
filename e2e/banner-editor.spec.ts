import { type Browser, expect, type Locator, type Page, test, type TestInfo } from './support/test';

import { lookAt } from './support/look-at';
import sharp from 'sharp';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectFitsTheScreen } from './support/fits';
import { signUpWithFreshShop } from './support/fresh-shop';

// The banner editor (issue 6): a shop owner uploads a banner pair (desktop and mobile images),
// edits it and deletes it in the modal next to the carousel; an anonymous visitor sees each
// change on the next load. The shop is a fresh one of the spec's own (theme04, where the button
// is 'Editar fondo'), so the seeded shops other specs read stay as they are.

const sameOrigin = { 'sec-fetch-site': 'same-origin' };

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await lookAt(page, {
    path: `test-results/screens-banners/${testInfo.project.name}-${name}.png`,
  });
}

/** A real PNG of one colour with the banner's proportions. */
function pngFile(name: string, width: number, height: number, color: string) {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/png', buffer }));
}

async function preferSpanishLight(page: Page) {
  await page.context().addCookies([
    { name: 'theme', value: 'light', domain: 'localhost', path: '/' },
    { name: 'NEXT_LOCALE', value: 'es', domain: 'localhost', path: '/' },
  ]);
}

async function openEditor(page: Page, shopPath: string): Promise<Locator> {
  await page.goto(shopPath);
  await page.getByRole('button', { name: 'Editar fondo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Banners del carrusel' });
  await expect(dialog.getByText(/ banners? de 10$/)).toBeVisible();
  return dialog;
}

/** What an anonymous visitor's next load of the shop's home shows of its banners. */
async function visitorBanners(browser: Browser, shopPath: string, shopName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const res = await page.goto(shopPath);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Editar fondo' })).toHaveCount(0);
  const region = page.getByRole('region', { name: `Promociones de ${shopName}` });
  const seen = {
    count: await region.count(),
    images: await region
      .locator('img')
      .evaluateAll((imgs) =>
        imgs.map((img) => (img as HTMLImageElement).currentSrc || img.getAttribute('src') || ''),
      ),
    links: await region
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')),
  };
  await context.close();
  return seen;
}

test('a shop owner uploads, edits and deletes a banner; visitors see each change on the next load', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await preferSpanishLight(page);
  const { slug, name } = await signUpWithFreshShop(page, 'banners');
  const shopPath = `/tienda/${slug}/`;

  expect((await visitorBanners(browser, shopPath, name)).count).toBe(0);

  // A product of a dropshipping supplier, put in the store, for a product link later.
  const offer = await page.request.get('/api/shops/demo/products?type=product&limit=100');
  const found = (await offer.json()) as {
    results: Array<{
      id: string;
      name: string;
      is_dropshipping: boolean;
      list_state: string;
      hiden: boolean;
    }>;
  };
  const product = found.results.find(
    (item) => item.is_dropshipping && item.list_state === 'published' && !item.hiden,
  )!;
  expect(product, 'a dropshipping product in demo').toBeTruthy();
  const listed = await page.request.put(`/api/shops/${slug}/listings/${product.id}`, {
    headers: sameOrigin,
    data: {},
  });
  expect(listed.status(), await listed.text()).toBeLessThan(300);

  // The empty editor, keyboard and screen reader ready.
  const dialog = await openEditor(page, shopPath);
  await expect(dialog.getByText('Aún no tienes banners.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'banner editor list');
  await screenshot(page, testInfo, '1-empty');

  // The form: a bad link is refused on its field; then both images and a web link.
  await dialog.getByRole('button', { name: 'Agregar banner' }).click();
  await expect(dialog.getByRole('heading', { name: 'Nuevo banner' })).toBeFocused();
  await dialog.getByLabel('Dirección web del enlace (opcional)').fill('no es un enlace');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Sube una imagen.')).toHaveCount(2);
  await expect(dialog.getByText(/El enlace no parece una dirección web/)).toBeVisible();

  await dialog
    .getByLabel('Imagen horizontal (computadora)')
    .setInputFiles(await pngFile('escritorio.png', 1100, 982, '#1d4ed8'));
  await expect(dialog.getByRole('img', { name: 'Imagen horizontal del banner 1' })).toBeVisible();
  await dialog
    .getByLabel('Imagen vertical (celular)')
    .setInputFiles(await pngFile('celular.png', 1000, 450, '#f59e0b'));
  await expect(dialog.getByRole('img', { name: 'Imagen vertical del banner 1' })).toBeVisible();
  await dialog.getByLabel('Dirección web del enlace (opcional)').fill('www.ejemplo.mx/ofertas');
  await dialog.getByLabel('Abrir en una pestaña nueva').check();
  await expectNoSeriousA11yViolations(page, 'banner form');
  await screenshot(page, testInfo, '2-form');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Se creó el banner correctamente')).toBeVisible();
  // The banner list's rows (the toast is an item of the toaster's own list).
  await expect(dialog.locator('[data-banner-row]')).toHaveCount(1);
  await expect(dialog.getByText('Dirección web: www.ejemplo.mx/ofertas')).toBeVisible();
  await screenshot(page, testInfo, '3-created');

  // The page behind was read again: the carousel shows the banner at once.
  await expect(page.getByRole('region', { name: `Promociones de ${name}` })).toHaveCount(1);
  const created = await visitorBanners(browser, shopPath, name);
  expect(created.count).toBe(1);
  expect(created.links).toEqual(['https://www.ejemplo.mx/ofertas']);
  expect(created.images.join(' ')).toContain(encodeURIComponent('/uploads/'));

  // Edit: link it to the product, for registered users and everyone alike (target stays all).
  await dialog.getByRole('button', { name: 'Editar banner 1' }).click();
  await expect(dialog.getByRole('heading', { name: 'Editar banner 1' })).toBeFocused();
  await expect(dialog.getByLabel('Dirección web del enlace (opcional)')).toHaveValue(
    'www.ejemplo.mx/ofertas',
  );
  await dialog.getByRole('radio', { name: 'Producto' }).check();
  await dialog.getByLabel('Buscar producto').fill(product.name.slice(0, 12));
  await dialog.getByRole('button', { name: `Elegir ${product.name}` }).click();
  await expect(dialog.getByText(`Producto elegido: ${product.name}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Se actualizó el banner correctamente')).toBeVisible();
  await expect(dialog.getByText(`Producto: ${product.name}`)).toBeVisible();

  const edited = await visitorBanners(browser, shopPath, name);
  expect(edited.links).toHaveLength(1);
  expect(edited.links[0]).toContain(product.id);

  // Closing the modal mid-form returns to the list on the next opening.
  await dialog.getByRole('button', { name: 'Editar banner 1' }).click();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Editar fondo' }).click();
  await expect(dialog.getByRole('button', { name: 'Agregar banner' })).toBeVisible();

  // Delete, with a second press; its images leave the gallery.
  const imageUrl = (await dialog
    .getByRole('img', { name: 'Imagen horizontal del banner 1' })
    .getAttribute('src'))!;
  expect((await page.request.get(imageUrl)).status()).toBe(200);
  await dialog.getByRole('button', { name: 'Eliminar banner 1' }).click();
  await expect(
    dialog.getByText('¿Eliminar el banner 1? Sus imágenes también se borrarán.'),
  ).toBeVisible();
  await screenshot(page, testInfo, '4-confirm-delete');
  await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(dialog.getByText('Se borró el banner correctamente')).toBeVisible();
  await expect(dialog.locator('[data-banner-row]')).toHaveCount(0);
  expect((await page.request.get(imageUrl)).status()).toBe(404);
  expect((await visitorBanners(browser, shopPath, name)).count).toBe(0);
});

test('the banner editor on a phone @phone-only', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await preferSpanishLight(page);
  const { slug } = await signUpWithFreshShop(page, 'banners-phone');
  const dialog = await openEditor(page, `/tienda/${slug}/`);
  await screenshot(page, testInfo, 'list');
  await dialog.getByRole('button', { name: 'Agregar banner' }).click();
  await dialog
    .getByLabel('Imagen horizontal (computadora)')
    .setInputFiles(await pngFile('escritorio.png', 1100, 982, '#0f766e'));
  await expect(dialog.getByRole('img', { name: 'Imagen horizontal del banner 1' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'banner form on a phone');
  await screenshot(page, testInfo, 'form');
  await expectFitsTheScreen(page);
});
