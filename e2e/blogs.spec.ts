import sharp from 'sharp';

import { expect, type Page, test } from './support/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectFitsTheScreen } from './support/fits';

// The demo shop shows its blog (lib/db/seed/shop-specs.ts DEMO_SECTIONS has 'blogs').
const BLOG = '/tienda/demo/blogs';

async function logInAsDemoOwner(page: Page) {
  const res = await page.request.post('/api/auth/login', {
    data: { username: 'dueno.demo@tienda.test', password: 'Demo1234!' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A small real PNG of one colour (the gallery checks the bytes, not the name). */
function png(color: string): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 36, channels: 3, background: color } })
    .png()
    .toBuffer();
}

test('an owner writes and publishes a blog entry with an image, and a visitor reads it without JavaScript', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const title = `Diario de la tienda ${testInfo.project.name} ${Date.now()}`;
  const words = 'Abrimos una nueva sucursal en el centro.';
  await logInAsDemoOwner(page);

  // The blog page offers its admins to write an entry.
  await page.goto(BLOG);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await page.getByRole('link', { name: 'Escribir entrada' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva entrada' })).toBeVisible();

  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Título' }).fill(title);
  await main.getByRole('textbox', { name: /Resumen/ }).fill('Una noticia para nuestros clientes.');
  await main
    .getByLabel('Imagen de portada')
    .setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: await png('#b45309') });
  await expect(main.getByRole('img', { name: 'Portada de la entrada' })).toBeVisible();

  // The rich-text editor: a heading, the text in bold, an image from the gallery.
  const body = main.getByRole('textbox', { name: 'Contenido' });
  await expect(main.getByRole('toolbar', { name: 'Formato' })).toBeVisible();
  await body.click();
  await main.getByRole('button', { name: 'Título de sección' }).click();
  await expect(main.getByRole('button', { name: 'Título de sección' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.type('Novedades');
  await page.keyboard.press('Enter');
  await main.getByRole('button', { name: 'Negritas' }).click();
  await page.keyboard.type(words);
  await main
    .getByTestId('blog-body-image-input')
    .setInputFiles({ name: 'sucursal.png', mimeType: 'image/png', buffer: await png('#1d4ed8') });
  await expect(body.locator('img')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'blog editor', 'main');
  await expectFitsTheScreen(page);

  await main.getByRole('switch', { name: 'Publicado' }).click();
  await main.getByRole('button', { name: 'Guardar' }).click();
  await expect(main.getByText('Entrada guardada')).toBeVisible();
  await expect(page).toHaveURL(/\/tienda\/demo\/blogs\/diario-de-la-tienda-[^/]+\/editar$/);
  const entryUrl = page.url().replace(/\/editar$/, '');
  await expect(main.getByRole('link', { name: 'Ver entrada' })).toBeVisible();

  // The entry page, in a normal context: accessible, with its Article for crawlers.
  await page.goto(entryUrl);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar' })).toBeVisible();
  const article = JSON.stringify(
    await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}'))),
  );
  expect(article).toContain('"@type":"Article"');
  expect(article).toContain(title);
  await expectNoSeriousA11yViolations(page, 'blog entry');
  await expectFitsTheScreen(page);

  // A visitor without JavaScript: the card on the blog page, then the entry with its text and image.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  try {
    const reader = await visitor.newPage();
    await reader.goto(BLOG);
    const card = reader.getByRole('link', { name: title });
    await expect(card).toBeVisible();
    await expect(reader.getByRole('link', { name: 'Escribir entrada' })).toHaveCount(0);
    await card.click();
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(reader.getByRole('heading', { level: 2, name: 'Novedades' })).toBeVisible();
    await expect(reader.getByText(words)).toBeVisible();
    // The body's photo comes resized for the screen (the cover before it is resized too).
    const image = reader.locator('article img[srcset*="url=%2Fuploads%2F"]').last();
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('width', '64');
    const src = await image.getAttribute('src');
    const served = await visitor.request.get(new URL(src!, reader.url()).href);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
  } finally {
    await visitor.close();
  }
});

test('visitors get a 404 for the blog editor and for an unknown entry; signed-out writers log in first', async ({
  page,
}) => {
  await page.goto(`${BLOG}/crear`);
  await expect(page).toHaveURL(/\/tienda\/demo\/login\?next=/);
  const missing = await page.goto(`${BLOG}/no-existe-esta-entrada`);
  expect(missing?.status()).toBe(404);
});
