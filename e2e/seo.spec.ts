import { expect, test, type Page } from './support/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const subdomain = (slug: string, path = '/') => `http://${slug}.localhost:${PORT}${path}`;
/** Shop URLs are canonical on the shop's sub-domain, whichever address served the page. */
const CANONICAL_HOME = subdomain('demo');

type Thing = Record<string, unknown> & { '@type'?: string };

/** Every JSON-LD script of the page, parsed (a script may hold an array of things). */
async function jsonLd(page: Page): Promise<{ scripts: number; things: Thing[] }> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const things = texts.flatMap((text) => {
    const data = JSON.parse(text) as Thing | Thing[];
    return Array.isArray(data) ? data : [data];
  });
  return { scripts: texts.length, things };
}

/** The English address of a page's (Spanish) canonical URL: `en` right after the shop base. */
function englishOf(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}/en${pathname === '/' ? '' : pathname}`;
}

/** A Spanish page: its canonical, hreflang es and x-default name it, en its English address. */
async function expectCanonicalAndHreflang(page: Page, url: string) {
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
  for (const [lang, href] of [
    ['es', url],
    ['en', englishOf(url)],
    ['x-default', url],
  ] as const) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
      'href',
      href,
    );
  }
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
}

test.describe('crawler data in the server HTML', () => {
  test('the shop home has one Store JSON-LD, its canonical address and hreflang on both addresses', async ({
    page,
  }) => {
    for (const url of [subdomain('demo'), '/tienda/demo/']) {
      await page.goto(url);
      const { scripts, things } = await jsonLd(page);
      expect(scripts).toBe(1);
      const stores = things.filter((t) => t['@type'] === 'Store');
      expect(stores).toHaveLength(1);
      expect(stores[0]).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Tienda Demo',
        url: CANONICAL_HOME,
      });
      expect(String(stores[0]!.logo)).toMatch(new RegExp(`^${CANONICAL_HOME}`));
      expect(stores[0]!.sameAs).toContain('https://facebook.com/tiendademo');
      await expectCanonicalAndHreflang(page, CANONICAL_HOME);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /Tienda Demo/,
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
    }
  });

  test('an item page has one Product with its Offer price and currency, and a breadcrumb', async ({
    page,
    request,
  }) => {
    await page.goto('/tienda/demo/');
    const href = await page
      .getByRole('main')
      .getByRole('listitem')
      .first()
      .getByRole('link')
      .first()
      .getAttribute('href');
    const [, owner, id] = /^\/tienda\/demo\/productos\/([^/]+)\/([^/]+)$/.exec(href ?? '') ?? [];
    expect(id, `item link ${href}`).toBeTruthy();
    const product = await (await request.get(`/api/shops/demo/products/${id}`)).json();

    await page.goto(href!);
    const canonical = `${CANONICAL_HOME}productos/${owner}/${id}`;
    const { scripts, things } = await jsonLd(page);
    expect(scripts).toBe(2); // the Product, then the BreadcrumbList
    const products = things.filter((t) => t['@type'] === 'Product');
    expect(products).toHaveLength(1);
    const minor = product.is_free ? 0 : product.list_price;
    expect(products[0]).toMatchObject({
      name: product.name,
      sku: id,
      url: canonical,
      offers: {
        '@type': 'Offer',
        price: `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`,
        priceCurrency: product.currency,
        availability: expect.stringMatching(
          /^https:\/\/schema\.org\/(InStock|OutOfStock|MadeToOrder)$/,
        ),
      },
    });
    expect((products[0]!.image as string[])[0]).toMatch(/^http:\/\/demo\.localhost:\d+\/.+/);
    const crumbs = things.filter((t) => t['@type'] === 'BreadcrumbList');
    expect(crumbs).toHaveLength(1);
    const list = crumbs[0]!.itemListElement as Array<{
      position: number;
      name: string;
      item: string;
    }>;
    expect(list.map((c) => c.item)).toEqual([
      CANONICAL_HOME,
      `${CANONICAL_HOME}productos`,
      canonical,
    ]);
    expect(list.map((c) => c.position)).toEqual([1, 2, 3]);
    await expectCanonicalAndHreflang(page, canonical);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^http:\/\/demo\.localhost:\d+\//,
    );
  });
});

test.describe('breadcrumbs', () => {
  const MODA = subdomain('moda');

  /** The page's BreadcrumbList as [name, url] pairs. */
  async function crumbs(page: Page): Promise<string[][]> {
    const lists = (await jsonLd(page)).things.filter((t) => t['@type'] === 'BreadcrumbList');
    expect(lists).toHaveLength(1);
    return (lists[0]!.itemListElement as Array<{ name: string; item: string }>).map((c) => [
      c.name,
      c.item,
    ]);
  }

  test('type lists, catalogues and info pages have a BreadcrumbList; theme 03 shows the same trail', async ({
    page,
  }) => {
    await page.goto('/tienda/moda/productos');
    expect(await crumbs(page)).toEqual([
      ['Moda Mexicana', MODA],
      ['Productos', `${MODA}productos`],
    ]);
    const trail = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(trail.getByRole('link', { name: 'Moda Mexicana' })).toHaveAttribute(
      'href',
      '/tienda/moda',
    );
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Productos');

    await page.goto('/tienda/moda/catalogos');
    expect(await crumbs(page)).toEqual([
      ['Moda Mexicana', MODA],
      ['Catálogos', `${MODA}catalogos`],
    ]);
    await page.getByRole('main').getByRole('listitem').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/tienda\/moda\/catalogos\/.+/);
    const name = await page.getByRole('heading', { level: 1 }).innerText();
    const catalogue = await crumbs(page);
    expect(catalogue.slice(0, 2)).toEqual([
      ['Moda Mexicana', MODA],
      ['Catálogos', `${MODA}catalogos`],
    ]);
    expect(catalogue[2]![0]).toBe(name);
    await expect(trail.getByRole('link', { name: 'Catálogos' })).toHaveAttribute(
      'href',
      '/tienda/moda/catalogos',
    );

    await page.goto('/tienda/demo/acerca');
    expect(await crumbs(page)).toEqual([
      ['Tienda Demo', CANONICAL_HOME],
      [await page.getByRole('heading', { level: 1 }).innerText(), `${CANONICAL_HOME}acerca`],
    ]);
    // Theme 04 shows no breadcrumb; its crawler data is the same.
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toHaveCount(0);
  });
});

test.describe('robots.txt and sitemap.xml', () => {
  for (const [form, base] of [
    ['sub-domain', subdomain('demo')],
    ['path', `http://localhost:${PORT}/tienda/demo/`],
  ] as const) {
    test(`a shop's robots.txt on its ${form} address`, async ({ page }) => {
      const response = await page.goto(`${base}robots.txt`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toMatch(/^text\/plain/);
      expect(response?.headers()['cache-control']).toBe('public, max-age=3600');
      const text = await response!.text();
      expect(text).toMatch(/^User-agent: \*$/m);
      const prefix = form === 'path' ? '/tienda/demo/' : '/';
      for (const path of ['admin', 'carrito', 'mis-compras']) {
        expect(text).toContain(`Disallow: ${prefix}${path}\n`);
        expect(text).toContain(`Disallow: ${prefix}en/${path}\n`);
      }
      expect(text).toContain(`Sitemap: ${CANONICAL_HOME}sitemap.xml`);
    });

    test(`a shop's sitemap.xml on its ${form} address lists its pages and items`, async ({
      page,
    }) => {
      const response = await page.goto(`${base}sitemap.xml`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toMatch(/^application\/xml/);
      expect(response?.headers()['cache-control']).toBe('public, max-age=3600');
      const xml = await response!.text();
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toContain(CANONICAL_HOME);
      expect(locs).toContain(`${CANONICAL_HOME}productos`);
      // Every page in English too, at its own address.
      expect(locs).toContain(`${CANONICAL_HOME}en`);
      expect(locs).toContain(`${CANONICAL_HOME}en/productos`);
      const items = locs.filter((loc) =>
        /\/(productos|servicios|experiencias|digitales)\/[^/]+\/[^/]+$/.test(loc ?? ''),
      );
      expect(items.length).toBeGreaterThan(100);
      expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
    });
  }

  test('an unknown shop has no crawler files, and sitemap pages past the end are 404', async ({
    request,
  }) => {
    const missing = await request.get('/tienda/no-existe/robots.txt');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toBe('Página no encontrada!\n');
    expect((await request.get('/tienda/no-existe/sitemap.xml')).status()).toBe(404);
    expect((await request.get('/tienda/demo/sitemap.xml?page=9')).status()).toBe(404);
  });

  test('the platform robots.txt allows crawling and keeps shop private pages out', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('Allow: /\n');
    expect(text).toContain('Disallow: /tienda/*/carrito\n');
  });
});
