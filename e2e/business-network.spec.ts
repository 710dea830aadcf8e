import { expect, test } from './support/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectFitsTheScreen } from './support/fits';

// Demo shops of the seed (lib/db/seed/demo-accounts.ts).
const CAFE = 'Café de Altura';
const MODA = 'Moda Mexicana';
const SUPPLIER = 'Academia Creativa';

test('the business network lists shops and products and searches them', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/marketplace');
  await page.getByRole('link', { name: /red comercial|business network/i }).click();
  await expect(page).toHaveURL(/\/red-comercial$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Red comercial' })).toBeVisible();
  // Sorted by name, the demo shops starting with A–C are on the first page whatever else exists.
  await expect(page.getByRole('link', { name: CAFE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Marketplace' })).toHaveAttribute(
    'href',
    '/marketplace',
  );
  await expectNoSeriousA11yViolations(page, 'business network');
  await expectFitsTheScreen(page);

  // A part of a name, without its accent: the plain GET form keeps it in the address.
  await page.getByRole('searchbox', { name: 'Nombre' }).fill('cafe de alt');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/red-comercial\?text=cafe\+de\+alt/);
  await expect(page.getByRole('link', { name: CAFE })).toBeVisible();
  await expect(page.getByRole('link', { name: MODA })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Nombre' }).fill('qwxzy-nada');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(
    page.getByText('No hay negocios dentro de los parámetros de búsqueda'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Productos', exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Productos de la red comercial' }),
  ).toBeVisible();
  // A word of an item the network sells (the seed's names are drawn at random).
  const listed = (await (await page.request.get('/api/network/products?limit=1')).json()) as {
    results: Array<{ name: string }>;
  };
  const word = listed.results[0]!.name.split(/\s+/).find((part) => part.length >= 4)!;
  await page.getByRole('searchbox', { name: 'Nombre' }).fill(word);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(new RegExp(`/products\\?text=${encodeURIComponent(word)}`));
  // Name matches come first: the first card's name holds the word.
  const first = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(word, 'i') })
    .first();
  await expect(first).toBeVisible();
  const href = await first.getAttribute('href');
  expect(href).toMatch(
    /^\/tienda\/[^/]+\/(productos|servicios|experiencias|digitales)\/[^/]+\/[^/]+$/,
  );
  await expectNoSeriousA11yViolations(page, 'network products');
  await expectFitsTheScreen(page);

  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(word, 'i') })).toBeVisible();
});

test('the network pages work without JavaScript and are in the sitemap', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/red-comercial?type=supplier');
  await expect(page.getByRole('combobox', { name: 'Tipo' })).toHaveValue('supplier');
  await expect(page.getByRole('heading', { name: SUPPLIER })).toBeVisible();
  await expect(page.getByRole('link', { name: CAFE })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Tipo' }).selectOption('shop');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/type=shop/);
  await expect(page.getByRole('link', { name: CAFE })).toBeVisible();
  await context.close();

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('/red-comercial</loc>');
  expect(xml).toContain('/products</loc>');
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: .*\/sitemap\.xml/);
});
