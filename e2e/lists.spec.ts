import { expect, type Page, test } from './support/test';

import { lookAt } from './support/look-at';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectFitsTheScreen } from './support/fits';

const PORT = Number(process.env.E2E_PORT ?? 3100);

// Every list must work on both addresses of a shop, with links that keep the visitor on it. The
// first test runs on both; each other one on one address, half on each (the rules behind them are
// the same on both, and the address-specific part, the links, is the first test's).
const ADDRESSES = [
  {
    name: 'path',
    url: (slug: string, path: string) => `/tienda/${slug}/${path}`,
    prefix: (slug: string) => `/tienda/${slug}/`,
  },
  {
    name: 'sub-domain',
    url: (slug: string, path: string) => `http://${slug}.localhost:${PORT}/${path}`,
    prefix: () => '/',
  },
] as const;

/** The cards of a list page: the list its heading names. */
const cards = (page: Page, heading: string) =>
  page.getByRole('list', { name: heading, exact: true }).getByRole('listitem');

async function cardHrefs(page: Page, heading: string): Promise<string[]> {
  return cards(page, heading)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

/** The shown price of each card with one (free items and hidden prices have none), in minor units. */
async function cardPrices(page: Page, heading: string): Promise<number[]> {
  const texts = await cards(page, heading).allTextContents();
  return texts.flatMap((text) => {
    const match = /[$€£]([\d,]+)\.(\d{2})/.exec(text);
    return match ? [Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2])] : [];
  });
}

/** The number in the page's count line ("1,234 productos", "30 resultados para …"). */
function countIn(text: string | null): number {
  const match = /(\d[\d,.]*)/.exec(text ?? '');
  return match ? Number(match[1]!.replace(/[,.]/g, '')) : Number.NaN;
}

for (const address of ADDRESSES) {
  test.describe(`lists by ${address.name}`, () => {
    test('a type list shows 36 cards a page, page 2 differs, and links stay on the address', async ({
      page,
    }) => {
      const response = await page.goto(address.url('demo', 'productos'));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(/\d+ productos · página 1 de \d+/);
      await expect(cards(page, 'Productos')).toHaveCount(36);
      const first = await cardHrefs(page, 'Productos');
      for (const href of first)
        expect(href.startsWith(`${address.prefix('demo')}productos/`)).toBe(true);

      const pagination = page.getByRole('navigation', { name: 'Paginación' });
      await expect(pagination.getByRole('link', { name: 'Página 1', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(pagination.getByRole('link', { name: 'Anterior' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await pagination.getByRole('link', { name: 'Siguiente' }).click();
      await expect(page).toHaveURL(/\/productos\?page=2$/);
      await expect(pagination.getByRole('link', { name: 'Página 2', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(cards(page, 'Productos')).toHaveCount(36);
      const second = await cardHrefs(page, 'Productos');
      expect(second.filter((href) => first.includes(href))).toEqual([]);
    });

    if (address.name === 'path')
      test('sorting by higher price gives non-increasing prices and pages keep the sort', async ({
        page,
      }) => {
        await page.goto(address.url('demo', 'productos?page=3'));
        await page.getByLabel('Ordenar por').selectOption({ label: 'Mayor precio' });
        await page.getByRole('button', { name: 'Ordenar' }).click();
        // A new order starts from the first page.
        await expect(page).toHaveURL(/\/productos\?sort=-list_price$/);
        await expect(page.getByLabel('Ordenar por')).toHaveValue('-list_price');
        const prices = await cardPrices(page, 'Productos');
        expect(prices.length).toBeGreaterThan(20);
        expect(prices).toEqual([...prices].sort((a, b) => b - a));

        await page
          .getByRole('navigation', { name: 'Paginación' })
          .getByRole('link', { name: 'Siguiente' })
          .click();
        await expect(page).toHaveURL(/\/productos\?sort=-list_price&page=2$/);
        const next = await cardPrices(page, 'Productos');
        expect(next[0]).toBeLessThanOrEqual(prices.at(-1)!);
        expect(next).toEqual([...next].sort((a, b) => b - a));

        await page.getByLabel('Ordenar por').selectOption('list_price');
        await page.getByRole('button', { name: 'Ordenar' }).click();
        const ascending = await cardPrices(page, 'Productos');
        expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      });

    if (address.name === 'sub-domain')
      test('the services list shows 18 a page', async ({ page }) => {
        await page.goto(address.url('demo', 'servicios'));
        await expect(page.getByRole('heading', { level: 1, name: 'Servicios' })).toBeVisible();
        await expect(cards(page, 'Servicios')).toHaveCount(18);
        for (const href of await cardHrefs(page, 'Servicios'))
          expect(href).toContain('/servicios/');
      });

    if (address.name === 'path')
      test('unknown and disabled sections are 404; odd pages never fail', async ({ page }) => {
        expect((await page.goto(address.url('moda', 'servicios')))?.status()).toBe(404);
        expect((await page.goto(address.url('demo', 'ofertas')))?.status()).toBe(404);
        expect((await page.goto(address.url('basica', 'experiencias')))?.status()).toBe(404);

        for (const odd of ['abc', '-3', '0', '2.5', '99999999']) {
          const response = await page.goto(address.url('demo', `digitales?page=${odd}&sort=nope`));
          expect(response?.status()).toBe(200);
          await expect(page.getByRole('link', { name: 'Página 1', exact: true })).toHaveAttribute(
            'aria-current',
            'page',
          );
        }

        expect((await page.goto(address.url('demo', 'experiencias?page=9000')))?.status()).toBe(
          200,
        );
        await expect(page.getByText('La página 9000 no existe en esta lista.')).toBeVisible();
        await page.getByRole('link', { name: 'Ir a la primera página' }).click();
        await expect(cards(page, 'Experiencias').first()).toBeVisible();
      });

    if (address.name === 'sub-domain')
      test('catalogue list → catalogue → search narrows the count → clear restores it', async ({
        page,
      }) => {
        await page.goto(address.url('demo', ''));
        await page
          .getByRole('navigation', { name: 'Secciones de la tienda' })
          .getByRole('link', { name: 'Catálogos' })
          .click();
        await expect(page.getByRole('heading', { level: 1, name: 'Catálogos' })).toBeVisible();
        const catalogues = cards(page, 'Catálogos');
        expect(await catalogues.count()).toBeGreaterThanOrEqual(3);
        await expect(catalogues.first()).toContainText(/\d+ productos?/);

        await catalogues.filter({ hasText: 'Ropa y calzado' }).getByRole('link').click();
        await expect(page).toHaveURL(address.url('demo', 'catalogos/ropa-y-calzado'));
        await expect(page.getByRole('heading', { level: 1, name: 'Ropa y calzado' })).toBeVisible();
        const summary = page.getByRole('main').locator('h1 + p');
        const total = countIn(await summary.textContent());
        expect(total).toBeGreaterThan(1);
        await expect(cards(page, 'Ropa y calzado')).toHaveCount(Math.min(total, 30));

        // The longest word of the first card's name: present in some names, not in all.
        const name =
          (await cards(page, 'Ropa y calzado').first().getByRole('heading').textContent()) ?? '';
        const word = name
          .split(/\s+/)
          .filter((w) => /^\p{L}+$/u.test(w))
          .sort((a, b) => b.length - a.length)[0]!;
        await page.getByRole('searchbox', { name: 'Buscar en este catálogo' }).fill(word);
        await page.getByRole('button', { name: 'Buscar' }).click();
        const bar = page.getByRole('status');
        await expect(bar).toContainText(`para «${word}»`);
        const found = countIn(await bar.textContent());
        expect(found).toBeGreaterThanOrEqual(1);
        expect(found).toBeLessThan(total);
        await expect(cards(page, 'Ropa y calzado')).toHaveCount(found);

        await bar.getByRole('link', { name: 'Limpiar búsqueda' }).click();
        await expect(page.getByRole('status')).toHaveCount(0);
        await expect(page.getByRole('searchbox', { name: 'Buscar en este catálogo' })).toHaveValue(
          '',
        );
        await expect.poll(async () => countIn(await summary.textContent())).toBe(total);
        await expect(cards(page, 'Ropa y calzado')).toHaveCount(Math.min(total, 30));
      });

    if (address.name === 'sub-domain')
      test('an unknown catalogue is 404 and a search without matches says so', async ({ page }) => {
        expect((await page.goto(address.url('demo', 'catalogos/no-existe')))?.status()).toBe(404);
        await page.goto(address.url('demo', 'catalogos/ropa-y-calzado?search=zzzqqq'));
        await expect(page.getByRole('status')).toContainText('0 resultados para «zzzqqq»');
        await expect(page.getByText('No se encontraron productos para «zzzqqq»')).toBeVisible();
      });
  });
}

test('the shop menu links only the enabled sections', async ({ page }) => {
  await page.goto('/tienda/moda/');
  const menu = page.getByRole('navigation', { name: 'Secciones de la tienda' });
  await expect(menu.getByRole('link')).toHaveText(['Productos', 'Blogs', 'Catálogos']);
  await page.goto('/tienda/demo/');
  await expect(menu.getByRole('link')).toHaveText([
    'Productos',
    'Servicios',
    'Experiencias',
    'Digitales',
    'Blogs',
    'Catálogos',
  ]);
});

test('lists speak English with the English cookie', async ({ page, context }) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: `http://localhost:${PORT}` }]);
  await page.goto('/tienda/demo/servicios');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(page.getByLabel('Sort by')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }),
  ).toBeVisible();
  await page.goto('/tienda/demo/catalogos/ropa-y-calzado?search=zzzqqq');
  await expect(page.getByRole('status')).toContainText('0 results for “zzzqqq”');
});

test('a type list and a catalogue have no serious accessibility violations', async ({ page }) => {
  for (const path of [
    '/tienda/demo/productos?page=2',
    '/tienda/demo/catalogos',
    '/tienda/demo/catalogos/ropa-y-calzado?search=a',
  ]) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page, path);
  }
});

// Issue 24 walk: at desktop width the list's search and its sort sit on one line beside the title
// (they had wrapped onto two lines floating mid-page).
test("a list's search and sort share one line at desktop width", async ({ page }) => {
  await page.goto('/tienda/demo/productos');
  const search = await page.getByRole('searchbox', { name: 'Buscar en esta lista' }).boundingBox();
  const sort = await page.getByRole('combobox', { name: 'Ordenar por' }).boundingBox();
  expect(search && sort).toBeTruthy();
  const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
  expect(Math.abs(middle(search!) - middle(sort!))).toBeLessThan(8);
});

// Screenshots for people to look at (test-results/screens), and nothing spills sideways.
test.describe('list pages fit the screen @phone', () => {
  const SCREENS = [
    { name: 'list-products', path: '/tienda/demo/productos?sort=-list_price&page=2' },
    { name: 'list-services', path: '/tienda/demo/servicios' },
    { name: 'list-catalogues', path: '/tienda/demo/catalogos' },
    { name: 'list-catalogue-search', path: '/tienda/demo/catalogos/ropa-y-calzado?search=playera' },
    { name: 'list-out-of-range', path: '/tienda/demo/productos?page=9000' },
  ];
  for (const { name, path } of SCREENS) {
    test(`${name} has no horizontal overflow`, async ({ page }, testInfo) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectFitsTheScreen(page);
      const shot = `test-results/screens/${testInfo.project.name}-${name}`;
      await lookAt(page, { path: `${shot}.png` });
      // The end of the list (the pagination) as well: a full page of 36 cards is too tall to look at.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await lookAt(page, { path: `${shot}-end.png` });
    });
  }
});

test('a list on its way shows skeleton cards in place of the page: 10 on desktops, 4 on phones @phone', async ({
  page,
}, testInfo) => {
  await page.goto('/tienda/demo');
  // The router takes the click only once the page is hydrated (the carousel's controls show it).
  await expect(page.getByRole('button', { name: 'Pausar el carrusel' }).first()).toBeVisible();
  // Hold the list's server answer back a moment, so the wait is there to see.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/tienda\/demo\/productos\?_rsc=/, async (route) => {
    await held;
    await route.continue();
  });
  const skeleton = page.locator('[data-list-skeleton]');
  await expect(skeleton).toBeHidden();
  await page
    .getByRole('navigation', { name: 'Secciones de la tienda' })
    .getByRole('link', { name: 'Productos' })
    .click();
  await expect(skeleton).toBeVisible();
  await expect(page.locator('main#main')).toBeHidden();
  await expect(skeleton.locator('li:visible')).toHaveCount(
    testInfo.project.name === 'phone' ? 4 : 10,
  );
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-list-skeleton.png`,
  });
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
  await expect(skeleton).toBeHidden();
});
