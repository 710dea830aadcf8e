import { expect, type Page, test } from './support/test';

import { lookAt } from './support/look-at';
import { CLEAN_SVG, solidImage } from '../tests/support/gallery-images';

const screen = (page: Page, project: string, name: string) =>
  lookAt(page, { path: `test-results/screens-gallery/${project}-${name}.png`, fullPage: true });

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Uploads as pages use them: in `<img>` (a page opened on a sandboxed file cannot be captured), on
 * a page of this origin whose policy lets images load (not the API's: it lets nothing load).
 */
async function showImages(page: Page, urls: string[], alt: string) {
  await page.goto('/robots.txt');
  await page.setContent(
    `<main style="padding:16px;background:#f3f4f6">${urls
      .map(
        (url) =>
          `<img src="${url}" alt="${alt}" style="max-width:100%;display:block;margin-bottom:12px">`,
      )
      .join('')}</main>`,
  );
  for (const img of await page.getByRole('img').all()) {
    await expect(img).toHaveJSProperty('complete', true);
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  }
}

async function logInAsDemoOwner(page: Page) {
  const res = await page.request.post('/api/auth/login', {
    data: { username: 'dueno.demo@tienda.test', password: 'Demo1234!' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function uploadToDemo(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  kind: string,
) {
  const res = await page.request.post('/api/gallery', {
    multipart: { file, kind, shop: 'demo' },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  const body = (await res.json()) as { url: string; content_type: string; code?: string };
  expect(res.status(), JSON.stringify(body)).toBe(201);
  return body;
}

test.describe('gallery uploads', () => {
  test('a shop owner uploads a banner; every shop address serves it with safe headers', async ({
    page,
  }, testInfo) => {
    await logInAsDemoOwner(page);
    const png = await solidImage('png', { width: 1400, height: 450, color: '#1d4ed8' });
    const image = await uploadToDemo(
      page,
      { name: 'banner.png', mimeType: 'image/png', buffer: png },
      'banner_desktop',
    );
    expect(image.url).toMatch(/^\/uploads\/.+\.png$/);

    // The same root path on the platform host and on the shop's sub-domain (Chromium resolves
    // *.localhost; Node's resolver does not, so the browser fetches here).
    for (const origin of [`http://localhost:${PORT}`, `http://demo.localhost:${PORT}`]) {
      const res = await page.goto(`${origin}${image.url}`);
      expect(res?.status(), origin).toBe(200);
      expect(Buffer.from((await res?.body()) ?? []).equals(png), origin).toBe(true);
      const headers = (await res?.allHeaders()) ?? {};
      expect(headers['content-type'], origin).toBe('image/png');
      expect(headers['cache-control'], origin).toBe('public, max-age=31536000, immutable');
      expect(headers['x-content-type-options'], origin).toContain('nosniff');
      expect(headers['content-security-policy'], origin).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
    }

    await showImages(page, [image.url], 'Banner');
    await screen(page, testInfo.project.name, 'banner');
  });

  test('an SVG opened on its own is sanitised and sandboxed', async ({ page }, testInfo) => {
    await logInAsDemoOwner(page);
    const image = await uploadToDemo(
      page,
      { name: 'fondo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(CLEAN_SVG) },
      'header_background',
    );
    expect(image.content_type).toBe('image/svg+xml');
    const res = await page.goto(image.url);
    expect(res?.headers()['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(await res?.text()).not.toMatch(/script|CDATA/i);
    await expect(page.locator('rect')).toHaveCount(1);

    await showImages(page, [image.url], 'Fondo SVG');
    await screen(page, testInfo.project.name, 'svg');
  });

  test('refuses an oversized upload by its Content-Length and an anonymous one', async ({
    page,
  }) => {
    const anonymous = await page.request.post('/api/gallery', {
      multipart: {
        kind: 'profile_photo',
        file: { name: 'a.png', mimeType: 'image/png', buffer: await solidImage('png') },
      },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(anonymous.status()).toBe(401);

    await logInAsDemoOwner(page);
    const big = Buffer.alloc(5_200_000);
    const res = await page.request.post('/api/gallery', {
      multipart: {
        kind: 'banner_desktop',
        shop: 'demo',
        file: { name: 'big.png', mimeType: 'image/png', buffer: big },
      },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(res.status()).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'image_too_large', max_mb: 5 });
  });
});
