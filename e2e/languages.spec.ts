import { expect, type Page, test } from './support/test';

import { lookAt } from './support/look-at';

// English pages have their own addresses (issue 20; docs/decisions.md): `en/` right after the shop
// base or the platform root. A crawler (no cookie) reads English there; hreflang and the sitemaps
// name both addresses; the language switch goes to the other address; links inside an English
// page stay English; the NEXT_LOCALE cookie keeps the visitor's choice.

const PORT = Number(process.env.E2E_PORT ?? 3100);
const ORIGIN = `http://localhost:${PORT}`;
const DEMO_HOME = `http://demo.localhost:${PORT}/`;

async function expectAlternates(page: Page, es: string, en: string) {
  for (const [lang, href] of [
    ['es', es],
    ['en', en],
    ['x-default', es],
  ] as const) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
      'href',
      href,
    );
  }
}

test.describe('crawlers', () => {
  test('read the English shop at its own address, without any cookie', async ({ playwright }) => {
    // A fresh client per read: no cookie jar carries one answer's cookie into the next request.
    const read = async (path: string, cookie?: string) => {
      const client = await playwright.request.newContext({
        baseURL: ORIGIN,
        extraHTTPHeaders: cookie ? { cookie } : {},
      });
      const response = await client.get(path, { maxRedirects: 0 });
      const result = { status: response.status(), html: await response.text() };
      await client.dispose();
      return result;
    };
    for (const path of ['/tienda/demo/en', '/tienda/demo/en/servicios']) {
      const english = await read(path);
      expect(english.status, path).toBe(200);
      expect(english.html).toContain('<html lang="en"');
      expect(english.html).toMatch(/>\s*Products\s*</);
    }
    // Each address keeps its own cached page: the Spanish address is Spanish right after, and the
    // English one English even for a visitor whose cookie says Spanish.
    const spanish = await read('/tienda/demo');
    expect(spanish.status).toBe(200);
    expect(spanish.html).toContain('<html lang="es"');
    expect(spanish.html).toMatch(/>\s*Productos\s*</);
    const englishForSpanish = await read('/tienda/demo/en', 'NEXT_LOCALE=es');
    expect(englishForSpanish.html).toContain('<html lang="en"');
    // The platform too.
    const platform = await read('/en');
    expect(platform.status).toBe(200);
    expect(platform.html).toContain('<html lang="en"');
    expect(platform.html).toContain('Tienda — your online shop');
  });

  test('find es, en and x-default at distinct addresses on a shop page and the platform home', async ({
    page,
  }) => {
    for (const url of ['/tienda/demo', `${DEMO_HOME}en`]) {
      await page.goto(url);
      await expectAlternates(page, DEMO_HOME, `${DEMO_HOME}en`);
    }
    // Each version is its own canonical.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${DEMO_HOME}en`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${DEMO_HOME}en`,
    );

    await page.goto('/tienda/demo/en/servicios');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${DEMO_HOME}en/servicios`,
    );
    await expectAlternates(page, `${DEMO_HOME}servicios`, `${DEMO_HOME}en/servicios`);

    for (const url of ['/', '/en']) {
      await page.goto(url);
      await expectAlternates(page, `${ORIGIN}/`, `${ORIGIN}/en`);
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/en`);
    await page.goto('/en/proveedores');
    await expectAlternates(page, `${ORIGIN}/proveedores`, `${ORIGIN}/en/proveedores`);
  });

  test('find both languages in the shop and platform sitemaps', async ({ request }) => {
    const shop = await (await request.get('/tienda/demo/sitemap.xml')).text();
    expect(shop).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const loc of [DEMO_HOME, `${DEMO_HOME}en`, `${DEMO_HOME}en/servicios`])
      expect(shop).toContain(`<loc>${loc}</loc>`);
    expect(shop).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${DEMO_HOME}en/servicios"/>`,
    );
    // As many English addresses as Spanish ones.
    const locs = [...shop.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const english = locs.filter((loc) => /^http:\/\/demo\.localhost:\d+\/en(\/|$)/.test(loc));
    expect(english.length * 2).toBe(locs.length);

    const platform = await (await request.get('/sitemap.xml')).text();
    for (const loc of [`${ORIGIN}/`, `${ORIGIN}/en`, `${ORIGIN}/en/proveedores`])
      expect(platform).toContain(`<loc>${loc}</loc>`);
  });
});

test.describe('visitors', () => {
  test('the switch goes to the English address, whose links stay English, and back', async ({
    page,
    context,
  }, testInfo) => {
    await page.goto('/tienda/demo/servicios');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const banner = page.getByRole('banner');
    // A click landing while the nav still hydrates may do nothing: click until the page moves.
    await expect(async () => {
      await banner.getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(/\/tienda\/demo\/en\/servicios$/, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');
    await lookAt(page, { path: `test-results/screens-lang/${testInfo.project.name}-english.png` });

    // The shop's own links carry the English address.
    const products = page.getByRole('link', { name: 'Products', exact: true }).first();
    await expect(products).toHaveAttribute('href', '/tienda/demo/en/productos');
    await page.goto('/tienda/demo/en');
    const item = page.getByRole('main').getByRole('listitem').first().getByRole('link').first();
    await expect(item).toHaveAttribute('href', /^\/tienda\/demo\/en\/productos\/[^/]+\/[^/]+$/);
    await item.click();
    await expect(page).toHaveURL(/\/tienda\/demo\/en\/productos\/[^/]+\/[^/]+$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Back to Spanish: the Spanish address, and the cookie says so.
    await expect(async () => {
      await page.getByRole('banner').getByRole('link', { name: 'Español' }).click();
      await expect(page).toHaveURL(/\/tienda\/demo\/productos\/[^/]+\/[^/]+$/, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('es');
  });

  test('without JavaScript: the switch, the saved choice and the way back', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: testInfo.project.use.baseURL,
    });
    const page = await context.newPage();
    await page.goto('/tienda/demo/servicios?utm_source=e2e');
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/tienda\/demo\/en\/servicios\?utm_source=e2e$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();

    // The saved English takes an address without a language to its English twin.
    await page.goto('/tienda/demo/catalogos');
    await expect(page).toHaveURL(/\/tienda\/demo\/en\/catalogos$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('banner').getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/tienda\/demo\/catalogos$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goto('/tienda/demo');
    await expect(page).toHaveURL(/\/tienda\/demo$/);
    await context.close();
  });

  test('a visit to an English address saves English for the pages without a language', async ({
    page,
    context,
  }) => {
    await page.goto('/en/proveedores');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');
    await page.goto('/tienda/demo/servicios');
    await expect(page).toHaveURL(/\/tienda\/demo\/en\/servicios$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    // An unknown English address is a 404 in English, with the way back to the English shop.
    const missing = await page.goto('/tienda/demo/en/no-existe');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found!' })).toBeVisible();
  });
});
