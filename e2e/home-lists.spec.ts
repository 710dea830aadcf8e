import { type BrowserContext, expect, type Page, test } from './support/test';

import { lookAt } from './support/look-at';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectFitsTheScreen } from './support/fits';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const CANONICAL = `http://demo.localhost:${PORT}/`;

type Thing = Record<string, unknown> & { '@type'?: string };

/** Every JSON-LD thing of the page, parsed (a script may hold an array). */
async function jsonLdThings(page: Page): Promise<Thing[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const data = JSON.parse(text) as Thing | Thing[];
    return Array.isArray(data) ? data : [data];
  });
}

function itemListUrls(things: Thing[]): string[] {
  const lists = things.filter((t) => t['@type'] === 'ItemList');
  expect(lists).toHaveLength(1);
  const list = lists[0] as {
    numberOfItems: number;
    itemListElement: Array<{ position: number; url: string }>;
  };
  expect(list.itemListElement.map((e) => e.position)).toEqual(
    list.itemListElement.map((_, i) => i + 1),
  );
  expect(list.numberOfItems).toBe(list.itemListElement.length);
  return list.itemListElement.map((e) => e.url);
}

/** The number in a count line ("1,234 productos", "30 resultados para …"). */
function countIn(text: string | null): number {
  const match = /(\d[\d,.]*)/.exec(text ?? '');
  return match ? Number(match[1]!.replace(/[,.]/g, '')) : Number.NaN;
}

const cards = (page: Page, list: string) =>
  page.getByRole('list', { name: list, exact: true }).getByRole('listitem');

async function setScheme(context: BrowserContext, scheme: 'light' | 'dark') {
  await context.addCookies([{ name: 'theme', value: scheme, domain: 'localhost', path: '/' }]);
}

test.describe('shop home', () => {
  test('demo shows one slider per enabled type, in menu order, each heading linking to its list, then the catalogues', async ({
    page,
  }) => {
    await page.goto('/tienda/demo/');
    const main = page.getByRole('main');
    const headings = main.getByRole('heading', { level: 2 });
    await expect(headings).toHaveText([
      /Productos/,
      /Servicios/,
      /Experiencias/,
      /Digitales/,
      /Catálogos/,
    ]);
    const expected = ['productos', 'servicios', 'experiencias', 'digitales', 'catalogos'];
    for (const [i, segment] of expected.entries()) {
      await expect(headings.nth(i).getByRole('link')).toHaveAttribute(
        'href',
        `/tienda/demo/${segment}`,
      );
    }
    for (const name of ['Productos', 'Servicios', 'Experiencias', 'Digitales']) {
      const region = main.getByRole('region', { name });
      await expect(region).toHaveAttribute('data-layout', 'slider');
      await expect(region.getByRole('listitem')).toHaveCount(10);
    }
    await expect(cards(page, 'Catálogos').first()).toContainText(/\d+ productos?/);

    // Store and an ItemList of what the home links, in one script.
    const things = await jsonLdThings(page);
    expect(things.filter((t) => t['@type'] === 'Store')).toHaveLength(1);
    const urls = itemListUrls(things);
    expect(urls.length).toBeGreaterThan(40);
    expect(urls[0]).toMatch(new RegExp(`^${CANONICAL}productos/`));
    expect(urls.some((url) => url.startsWith(`${CANONICAL}catalogos/`))).toBe(true);
  });

  test('the structured data is in the HTML once, not again in the flight data', async ({
    request,
  }) => {
    const html = await (await request.get('/tienda/demo/')).text();
    // In the HTML a crawler reads…
    expect(html.match(/<script type="application\/ld\+json"[^>]*>/g)).toHaveLength(1);
    expect(html.split('"@type":"Store"')).toHaveLength(2);
    // …and nowhere else (a script React renders is in the flight data too, quotes escaped).
    expect(html).not.toContain('\\"@type\\":\\"Store\\"');
    expect(html).not.toContain('@type\\":\\"ItemList');
  });

  test('the product slider moves with its buttons and can be paused', async ({ page }) => {
    await page.goto('/tienda/demo/');
    const region = page.getByRole('main').getByRole('region', { name: 'Productos' });
    const row = region.getByRole('list');
    const next = region.getByRole('button', { name: 'Siguiente' });
    await expect(next).toBeEnabled();
    await expect(region.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await region.getByRole('button', { name: 'Pausar' }).click();
    await expect(region.getByRole('button', { name: 'Reanudar' })).toBeVisible();
    await next.click();
    await expect(row).toHaveAttribute('style', /translate3d\(-\d/);
    await expect(region.getByRole('button', { name: 'Anterior' })).toBeEnabled();
  });

  test('without JavaScript the sliders are scrollable strips with every card', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/tienda/demo/');
    const region = page.getByRole('main').getByRole('region', { name: 'Productos' });
    await expect(region.getByRole('listitem')).toHaveCount(10);
    await expect(region.getByRole('button')).toHaveCount(0);
    const overflow = await region
      .getByRole('list')
      .evaluate((ul) => getComputedStyle(ul.parentElement!).overflowX);
    expect(overflow).toBe('auto');
    // The strips scroll inside themselves: the page itself never gets wider than the screen.
    await expectFitsTheScreen(page);
    await context.close();
  });

  test('no autoplay with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/tienda/demo/');
    const region = page.getByRole('main').getByRole('region', { name: 'Productos' });
    await expect(region.getByRole('button', { name: 'Reanudar' })).toBeVisible();
  });

  test('a shop with few items of a type shows them as a plain grid', async ({ page }) => {
    await page.goto('/tienda/moda/');
    const sections = page.getByRole('main').locator('section[data-layout]');
    expect(await sections.count()).toBeGreaterThanOrEqual(1);
    for (const section of await sections.all()) {
      const layout = await section.getAttribute('data-layout');
      const count = await section.locator('ul > li').count();
      expect(layout).toBe(count < 6 ? 'grid' : 'slider');
    }
  });
});

test.describe('type list search', () => {
  test('the nav search\'s "text"* filters the list, and the clear link resets it', async ({
    page,
  }) => {
    await page.goto('/tienda/demo/productos');
    const total = countIn(await page.getByRole('main').locator('h1 + p').textContent());

    const response = await page.goto('/tienda/demo/productos?search=%22playera%22*');
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const bar = page.getByRole('status').filter({ hasText: 'resultados para' });
    await expect(bar).toContainText('para «playera»');
    const found = countIn(await bar.textContent());
    expect(found).toBeGreaterThanOrEqual(1);
    expect(found).toBeLessThan(total);
    await expect(cards(page, 'Productos')).toHaveCount(Math.min(found, 36));
    await expect(cards(page, 'Productos').first()).toContainText(/playera/i);
    await expect(page.getByRole('searchbox', { name: 'Buscar en esta lista' })).toHaveValue(
      'playera',
    );
    // Search results come in the shop's order: no sort form while searching.
    await expect(page.getByLabel('Ordenar por')).toHaveCount(0);

    await bar.getByRole('link', { name: 'Limpiar búsqueda' }).click();
    await expect(page).toHaveURL(/\/tienda\/demo\/productos$/);
    await expect(page.getByRole('status').filter({ hasText: 'resultados para' })).toHaveCount(0);
    await expect
      .poll(async () => countIn(await page.getByRole('main').locator('h1 + p').textContent()))
      .toBe(total);
    await expect(cards(page, 'Productos')).toHaveCount(36);
  });

  test('the list search form searches, pages keep the search, and nothing found says so', async ({
    page,
  }) => {
    await page.goto('/tienda/demo/productos');
    await page.getByRole('searchbox', { name: 'Buscar en esta lista' }).fill('azul');
    await page
      .getByRole('search', { name: 'Buscar en esta lista' })
      .getByRole('button', { name: 'Buscar' })
      .click();
    await expect(page).toHaveURL(/\/productos\?search=azul$/);
    const pagination = page.getByRole('navigation', { name: 'Paginación' });
    await pagination.getByRole('link', { name: 'Siguiente' }).click();
    // A search page is rendered per request: give a busy machine time.
    await expect(page).toHaveURL(/\/productos\?search=azul&page=2$/, { timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: 'para «azul»' })).toBeVisible();

    await page.goto('/tienda/demo/servicios?search=%22sombrero%22*');
    await expect(page.getByText('No se encontraron resultados para «sombrero»')).toBeVisible();
  });

  test('a type list carries an ItemList JSON-LD of its cards', async ({ page }) => {
    await page.goto('/tienda/demo/productos?page=2');
    const urls = itemListUrls(await jsonLdThings(page));
    const hrefs = await cards(page, 'Productos')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(urls).toEqual(hrefs.map((href) => `${CANONICAL}${href.replace('/tienda/demo/', '')}`));
  });
});

test.describe('resale info', () => {
  const PATH = '/tienda/demo/catalogos/ropa-y-calzado';

  // Resale info is for level-two users (spec 03 §6): the owner of another shop reads demo's.
  async function logInLevelTwo(page: Page) {
    const res = await page.request.post('/api/auth/login', {
      data: { username: 'dueno.moda@tienda.test', password: 'Demo1234!' },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  test('the switch hides and shows the earnings on catalogue cards, and the choice survives a reload', async ({
    page,
  }) => {
    await logInLevelTwo(page);
    await page.goto(PATH);
    const toggle = page.getByRole('switch', { name: 'Información de reventa' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    const margins = page.getByRole('main').getByText(/^Ganancia: \$/);
    await expect(margins.first()).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(margins).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Información de reventa' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(margins).toHaveCount(0);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'resale_info');
    expect(cookie?.value).toBe('false');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);

    await page.getByRole('switch', { name: 'Información de reventa' }).click();
    await expect(margins.first()).toBeVisible();
    await page.goto('/tienda/demo/catalogos');
    await expect(page.getByRole('switch', { name: 'Información de reventa' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  test('visitors get neither the switch nor an earning', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Información de reventa' })).toHaveCount(0);
    await expect(page.getByRole('main').getByText(/Ganancia/)).toHaveCount(0);
  });

  test('catalogue pages carry an ItemList JSON-LD', async ({ page }) => {
    await page.goto(PATH);
    expect(itemListUrls(await jsonLdThings(page))[0]).toMatch(
      new RegExp(`^${CANONICAL}productos/`),
    );
    await page.goto('/tienda/demo/catalogos');
    expect(itemListUrls(await jsonLdThings(page))[0]).toMatch(
      new RegExp(`^${CANONICAL}catalogos/`),
    );
  });

  test('English labels', async ({ page, context }) => {
    await context.addCookies([
      { name: 'NEXT_LOCALE', value: 'en', domain: 'localhost', path: '/' },
    ]);
    await logInLevelTwo(page);
    await page.goto(PATH);
    await expect(page.getByRole('switch', { name: 'Resale info' })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByText(/^You earn: \$/)
        .first(),
    ).toBeVisible();
    await page.goto('/tienda/demo/productos?search=zzzqqq');
    await expect(page.getByText('No results for “zzzqqq”')).toBeVisible();
  });
});

test('home, search and catalogue pages have no serious accessibility violations', async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const path of [
    '/tienda/demo/',
    '/tienda/cafe/',
    '/tienda/demo/productos?search=%22playera%22*',
    '/tienda/demo/catalogos/ropa-y-calzado',
  ]) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page, path);
  }
});

// Screenshots for people to look at (test-results/screens), light and dark; nothing spills sideways.
// On a phone each page runs once, in one scheme each (the width changes the layout, not the
// colours). (Shop homes: themes.spec.ts.)
test.describe('search and catalogue pages fit the screen', () => {
  // `focus`: the part of the page to look at, scrolled to the top of the screen for a second shot.
  const SCREENS = [
    { name: 'list-search', path: '/tienda/demo/productos?search=%22playera%22*', focus: 'main h1' },
    { name: 'catalogue-resale', path: '/tienda/demo/catalogos/ropa-y-calzado', focus: 'main h1' },
  ];
  for (const [index, { name, path, focus }] of SCREENS.entries()) {
    for (const [turn, scheme] of (['light', 'dark'] as const).entries()) {
      const phone = index % 2 === turn ? ' @phone' : '';
      test(`${name} (${scheme}) has no horizontal overflow${phone}`, async ({
        page,
        context,
      }, testInfo) => {
        await setScheme(context, scheme);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expectFitsTheScreen(page);
        const shot = `test-results/screens/${testInfo.project.name}-${name}-${scheme}`;
        await lookAt(page, { path: `${shot}.png` });
        await page
          .locator(focus)
          .first()
          .evaluate((el) =>
            window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 8),
          );
        await lookAt(page, { path: `${shot}-content.png` });
        await expectNoSeriousA11yViolations(page, `${path} (${scheme})`);
      });
    }
  }
});
