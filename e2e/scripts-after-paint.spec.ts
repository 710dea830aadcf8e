import type { Page } from '@playwright/test';

import { expect, test } from './support/test';

// A cached shop page's framework scripts run once its main images have painted (issue 23, LCP):
// a small loader preloads them at once with a low priority, and runs them when the page's
// high-priority images have loaded and a frame is painted, at the visitor's first tap or key, or
// after 3 s (server/scripts-after-paint.mjs).

const LIST = '/tienda/demo/productos';
const BANNERS = '**/demo/banners/**';

/** The cart button is an island: it shows once the page has hydrated. */
const cartButton = (page: Page) => page.getByRole('button', { name: /^Carrito/ });

/** When (ms since the page's start) the loader added the scripts; null before it did. */
const scriptsAddedAt = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('scripts-after-paint')[0]?.startTime ?? null);

test("a cached page's scripts run after its first image has painted, and the page then works", async ({
  page,
}) => {
  const html = await (await page.request.get(LIST, { headers: { accept: 'text/html' } })).text();
  expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async=""/);
  expect(html).toMatch(
    /<script src="\/_next\/static\/chunks\/[^"]+" type=text\/after-paint><\/script>/,
  );

  await page.goto(LIST);
  await expect(cartButton(page)).toBeVisible();
  const firstImagePaint = await page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        new PerformanceObserver((entries) => {
          const image = entries
            .getEntries()
            .find((entry) => (entry as PerformanceEntry & { url: string }).url !== '');
          resolve(image?.startTime ?? null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(firstImagePaint).not.toBeNull();
  expect(await scriptsAddedAt(page)).toBeGreaterThanOrEqual(firstImagePaint!);
});

test('the scripts wait for a main image that arrives late', async ({ page }) => {
  await page.route(BANNERS, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto(LIST);
  await expect(cartButton(page)).toBeVisible();
  // When the first slide's image (the one the page shows; the other slides load later) arrived.
  const bannerArrivedAt = await page
    .locator('img.slide-img')
    .first()
    .evaluate((image: HTMLImageElement) => {
      const [entry] = performance.getEntriesByName(image.currentSrc, 'resource');
      return (entry as PerformanceResourceTiming | undefined)?.responseEnd ?? 0;
    });
  expect(bannerArrivedAt).toBeGreaterThan(900);
  expect(await scriptsAddedAt(page)).toBeGreaterThanOrEqual(bannerArrivedAt);
});

test('the page works though its main image never arrives (a tap, or 3 s, starts the scripts)', async ({
  page,
}) => {
  // The banner never arrives while the test runs.
  await page.route(BANNERS, () => {});
  await page.goto(LIST, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { level: 1 }).click();
  await expect(cartButton(page)).toBeVisible();
  expect(await scriptsAddedAt(page)).not.toBeNull();
  const bannerShown = await page
    .locator('img.slide-img')
    .first()
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
  expect(bannerShown).toBe(false);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
