import type { Page } from '@playwright/test';

import { expect, test } from './support/test';

// A cached shop page's framework scripts run once its main images have painted (issue 23, LCP):
// a small loader preloads them with a low priority once the first frame has painted, and runs them
// when the page's high-priority images have loaded and a frame is painted, at the visitor's first
// tap or key, or after 3 s (server/scripts-after-paint.mjs).

const LIST = '/tienda/demo/productos';
const BANNERS = '**/demo/banners/**';

/** The cart button is an island: it shows once the page has hydrated. */
const cartButton = (page: Page) => page.getByRole('button', { name: /^Carrito/ });

/** When (ms since the page's start) the loader added the scripts; null before it did. */
const scriptsAddedAt = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('scripts-after-paint')[0]?.startTime ?? null);

test("a cached page's scripts load after its styles and run after its main images, and the page then works", async ({
  page,
}) => {
  const html = await (await page.request.get(LIST, { headers: { accept: 'text/html' } })).text();
  expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async=""/);
  expect(html).toMatch(
    /<script src="\/_next\/static\/chunks\/[^"]+" type=text\/after-paint><\/script>/,
  );

  // The chunk that starts the page has Next's own preload in the head, from the start.
  const preloadedByNext = [
    ...html.matchAll(/<link rel="preload" as="script"[^>]* href="([^"]+)"/g),
  ].map((match) => match[1]!);

  await page.goto(LIST);
  await expect(cartButton(page)).toBeVisible();
  // Times in ms since the page's start. The main images are the eager high-priority ones the loader
  // waits for (a lazy image further down may paint later: it does not hold the scripts).
  const timing = await page.evaluate((preloaded) => {
    const started = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? null;
    const arrived = (address: string) =>
      (performance.getEntriesByName(address)[0] as PerformanceResourceTiming | undefined)
        ?.responseEnd ?? null;
    return {
      // What held the first frame (the head's stylesheets), as the browser tells it.
      blockingArrived: performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            (entry as PerformanceResourceTiming & { renderBlockingStatus?: string })
              .renderBlockingStatus === 'blocking',
        )
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
      scriptsAdded: started('scripts-after-paint'),
      mainImages: [...document.images]
        .filter((image) => image.fetchPriority === 'high' && image.loading !== 'lazy')
        .map((image) => arrived(image.currentSrc)),
      chunkRequests: [...document.querySelectorAll('script[type="text/after-paint"]')]
        .map((chunk) => chunk.getAttribute('src')!)
        .filter((src) => !preloaded.includes(src))
        .map((src) => started(new URL(src, location.href).href)),
    };
  }, preloadedByNext);
  expect(timing.scriptsAdded).not.toBeNull();
  expect(timing.mainImages.length).toBeGreaterThan(0);
  for (const arrivedAt of timing.mainImages) {
    expect(arrivedAt).not.toBeNull();
    expect(timing.scriptsAdded).toBeGreaterThanOrEqual(arrivedAt!);
  }
  // Their download began only once the stylesheets that hold the first frame had arrived (the
  // loader's unit test shows it waits for that frame itself).
  expect(timing.blockingArrived.length).toBeGreaterThan(0);
  const firstFrameFrom = Math.max(...timing.blockingArrived);
  expect(timing.chunkRequests.length).toBeGreaterThan(0);
  for (const startedAt of timing.chunkRequests) {
    expect(startedAt).not.toBeNull();
    expect(startedAt).toBeGreaterThanOrEqual(firstFrameFrom);
  }
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
