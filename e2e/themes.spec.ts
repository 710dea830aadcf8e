import { expect, test } from './support/test';

import { lookAt } from './support/look-at';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectFitsTheScreen } from './support/fits';

const PORT = Number(process.env.E2E_PORT ?? 3100);

// Every demo shop (all four themes, a franchise and a proxy) in both colour schemes: the page is
// served, renders the chosen scheme and language on the server, fits the screen and passes axe (the
// scheme changes every colour, so both are audited). Each shop and scheme runs at one width: one
// scheme on a phone, the other on a desktop, taking turns from shop to shop — the width changes the
// layout, not the colours, so every shop is seen at both widths and in both schemes. The light run
// is in Spanish and the dark run in English; each also reads the other language's HTML, so every
// shop is checked in both languages without auditing the same colours twice. Screenshots for
// people to look at in test-results/screens: the top of the page (reduced motion, so no slide is
// caught mid-move) and its content from the first section heading.
const SHOPS = [
  { slug: 'demo', theme: 'theme04' },
  { slug: 'moda', theme: 'theme03' },
  { slug: 'cafe', theme: 'theme05' },
  { slug: 'basica', theme: 'basic' },
  { slug: 'franquicia', theme: 'theme05' },
  { slug: 'espejo', theme: 'theme04' },
] as const;

const RUNS = [
  {
    scheme: 'light',
    locale: 'es',
    products: 'Productos',
    other: { locale: 'en', products: 'Products' },
  },
  {
    scheme: 'dark',
    locale: 'en',
    products: 'Products',
    other: { locale: 'es', products: 'Productos' },
  },
] as const;

for (const [index, shop] of SHOPS.entries()) {
  for (const [turn, run] of RUNS.entries()) {
    const phone = index % RUNS.length === turn ? ' @phone-only' : '';
    test(`${shop.slug} (${shop.theme}), ${run.scheme} in ${run.locale}${phone}`, async ({
      page,
      context,
    }, testInfo) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await context.addCookies([
        { name: 'NEXT_LOCALE', value: run.locale, domain: 'localhost', path: '/' },
        { name: 'theme', value: run.scheme, domain: 'localhost', path: '/' },
      ]);
      const response = await page.goto(`/tienda/${shop.slug}/`);
      expect(response?.status()).toBe(200);

      // The scheme and language come from the server HTML, before any script runs.
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`data-scheme="${run.scheme}"`);
      expect(html).toContain(`data-theme="${shop.theme}"`);
      expect(html).toContain(`<html lang="${run.locale}"`);

      await expect(page.getByRole('main')).toBeVisible();
      await expect(
        page.getByRole('link', { name: run.products, exact: true }).first(),
      ).toBeAttached();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      // The first image arrived and the carousel settled: what a person sees.
      await expect(page.locator('img[fetchpriority="high"]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectFitsTheScreen(page);
      // However wide the logo, the nav bar's cart button keeps its size (the name shortens).
      const cart = await page
        .getByRole('banner')
        .getByRole('button', { name: /^(Carrito|Cart)\b/ })
        .first()
        .boundingBox();
      expect(cart?.width).toBeGreaterThanOrEqual(36);
      await expectNoSeriousA11yViolations(page, `${shop.slug} ${run.locale} ${run.scheme}`);
      const shot = `test-results/screens/${testInfo.project.name}-theme-${shop.slug}-${run.locale}-${run.scheme}`;
      await lookAt(page, { path: `${shot}.png` });
      await page
        .locator('main h2')
        .first()
        .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 8));
      await lookAt(page, { path: `${shot}-content.png` });

      // The other language, as the server sends it for that cookie.
      const other = await page.request.get(`/tienda/${shop.slug}`, {
        headers: { cookie: `NEXT_LOCALE=${run.other.locale}; theme=${run.scheme}` },
      });
      expect(other.status()).toBe(200);
      const otherHtml = await other.text();
      expect(otherHtml).toContain(`<html lang="${run.other.locale}"`);
      expect(otherHtml).toMatch(new RegExp(`>\\s*${run.other.products}\\s*</`));
    });
  }
}

test('the sub-domain address renders the same theme and scheme', async ({ page, context }) => {
  await context.addCookies([{ name: 'theme', value: 'dark', domain: 'moda.localhost', path: '/' }]);
  const response = await page.goto(`http://moda.localhost:${PORT}/`);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('data-scheme="dark"');
  expect(html).toContain('data-theme="theme03"');
});

test('without a saved choice the page follows the system scheme', async ({ browser }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.goto('/tienda/cafe/');
    await expect(page.locator('[data-scheme]').first()).toHaveAttribute('data-scheme', 'auto');
    const background = await page
      .locator('[data-scheme]')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background === 'rgb(255, 255, 255)').toBe(colorScheme === 'light');
    await context.close();
  }
});
