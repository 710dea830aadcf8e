import { expect, test } from './support/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { demoItemsToBuy } from './support/demo-items';
import { expectFitsTheScreen } from './support/fits';
import { signUpShopper } from './support/fresh-shop';
import { lookAt } from './support/look-at';
import { DEMO_PASSWORD, placeSignedInPickUpOrder } from './support/pick-up-order';

// Reviews (issue 21): a new shopper's pick-up order is moved on to delivered by its supplier
// through the API; the shopper rates its line 5 stars with a title, a text and a photo on the
// purchase's page, sees 'Calificación guardada correctamente', and the item's page shows the
// review (the reviewer by first name and initial) with its photo, and its Product JSON-LD carries
// an aggregateRating and the review. The supplier's owner answers it on the order's page and the
// answer shows on the item page too.

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const QUIET_SUPPLIERS = ['sup_tecno', 'sup_cafe', 'sup_bienestar'];
// A 2×2 PNG (the gallery checks the bytes, not the name).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWM4w8BwhgGMzzAwAAAZjgMx8FJdJAAAAABJRU5ErkJggg==',
  'base64',
);

type Thing = Record<string, unknown>;

test.describe.configure({ timeout: 150_000 });

test('a delivered order gets a review with a photo that shows on the item page and in its JSON-LD', async ({
  page,
  browser,
  request,
  extraHTTPHeaders,
}, testInfo) => {
  // Unique per run: the item may carry reviews of earlier runs.
  const title = `Justo lo que buscaba ${Date.now().toString(36)}`;
  const [item] = await demoItemsToBuy(request, 1, (id) => QUIET_SUPPLIERS.includes(id));
  const supplierLogin = `proveedor.${item!.supplier.id.slice('sup_'.length)}@tienda.test`;
  await signUpShopper(page, 'resena');
  const order = await placeSignedInPickUpOrder(page.request, item!.id, item!.supplier.id);

  // The supplier confirms the payment and moves the pick-up order on to delivered.
  const supplier = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders,
  });
  const login = await supplier.request.post('/api/auth/login', {
    data: { username: supplierLogin, password: DEMO_PASSWORD },
    headers: SAME_ORIGIN,
  });
  expect(login.status()).toBe(200);
  // Paid, in process, ready, delivered.
  for (let step = 0; step < 4; step++) {
    const moved = await supplier.request.post(`/api/orders/${order.id}/next`, {
      headers: SAME_ORIGIN,
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  // The shopper rates the line on the purchase's page.
  await page.goto(`/mis-compras/${order.id}`);
  const reviews = page.getByRole('region', { name: 'Califica tus productos' });
  await expect(reviews.getByText('Sin calificación todavía.')).toBeVisible({ timeout: 30_000 });
  await reviews.getByRole('button', { name: /^Calificar/ }).click();
  const form = reviews.getByRole('form', { name: /^Calificar / });
  // The stars are a radio group: the arrows choose, from the first star to the fifth.
  const first = form.getByRole('radio', { name: '1 estrella' });
  await first.focus();
  await page.keyboard.press('End');
  await expect(form.getByRole('radio', { name: '5 estrellas' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Opinión').fill('Llegó a tiempo y funciona muy bien.');
  await form
    .getByLabel('Fotos')
    .setInputFiles({ name: 'producto.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Foto 1 de la opinión' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'review form');
  await page.setViewportSize({ width: 360, height: 800 });
  await expectFitsTheScreen(page);
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-review-form-360.png`,
    fullPage: true,
  });
  await form.getByRole('button', { name: 'Guardar calificación' }).click();
  await expect(page.getByText('Calificación guardada correctamente')).toBeVisible();
  // The saved review reads on the page (server-rendered after the refresh).
  await expect(reviews.getByRole('heading', { name: title })).toBeVisible();
  await expect(reviews.getByRole('img', { name: '5 de 5 estrellas' })).toBeVisible();

  // The supplier's owner answers it on the order's page.
  const supplierPage = await supplier.newPage();
  await supplierPage.goto(`/apps/me/store/orders/${order.id}`);
  const rated = supplierPage.getByRole('region', { name: 'Calificaciones de esta orden' });
  await expect(rated.getByText(title)).toBeVisible({ timeout: 30_000 });
  await rated.getByRole('button', { name: 'Responder' }).click();
  await rated.getByLabel('Tu respuesta').fill('¡Gracias por tu compra!');
  await expectNoSeriousA11yViolations(supplierPage, 'review reply form');
  await rated.getByRole('button', { name: 'Responder' }).click();
  await expect(supplierPage.getByText('Respuesta guardada')).toBeVisible();
  await expect(rated.getByText('¡Gracias por tu compra!')).toBeVisible();

  // The item's page shows the average, the review with its photo and the answer, at once.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/tienda/demo/productos/${item!.owner}/${item!.id}`);
  const section = page.getByRole('region', { name: 'Opiniones' });
  await expect(section.getByText(/de 5 · \d+ opini(ón|ones)/)).toBeVisible();
  const review = section.getByRole('article').filter({ hasText: title });
  await expect(review.getByText('Llegó a tiempo y funciona muy bien.')).toBeVisible();
  await expect(review.getByText(/^Comprador R\. · /)).toBeVisible();
  await expect(review.getByRole('img', { name: 'Foto 1 de la opinión' })).toBeVisible();
  await expect(review.getByText('¡Gracias por tu compra!')).toBeVisible();
  await expect(section.getByText('@tienda.test')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'item reviews');

  const things = (
    await page.locator('script[type="application/ld+json"]').allTextContents()
  ).flatMap((text) => [JSON.parse(text) as Thing | Thing[]].flat());
  const product = things.find((thing) => thing['@type'] === 'Product');
  expect(product?.aggregateRating).toMatchObject({
    '@type': 'AggregateRating',
    bestRating: 5,
    reviewCount: expect.any(Number),
  });
  expect(product?.review).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        '@type': 'Review',
        name: title,
        reviewRating: expect.objectContaining({ ratingValue: 5 }),
      }),
    ]),
  );
  await page.setViewportSize({ width: 360, height: 800 });
  await expectFitsTheScreen(page);
});
