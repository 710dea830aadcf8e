import { chromium } from '@playwright/test';

import { CHROMIUM_FLAGS, e2eChromiumPath } from '../scripts/chromium';
import { expect, test } from './support/test';

import { signUpWithFreshShop } from './support/fresh-shop';

// A shop's own domain (`canonical_domain`, issue 15): every path on it is the shop's, based at `/`.
// The domains are made up, so a browser of its own resolves them to this server.

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

test("a shop's own domain serves its storefront, and stops when the owner changes it", async ({
  page,
}) => {
  const { slug, name } = await signUpWithFreshShop(page, 'dominio propio');
  const domain = `${slug}.example`;
  const setDomain = async (value: string) => {
    const saved = await page.request.patch(`/api/shops/${slug}`, {
      headers: SAME_ORIGIN,
      data: { canonical_domain: value },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  };
  await setDomain(domain);

  const browser = await chromium.launch({
    executablePath: e2eChromiumPath(),
    args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP *.example 127.0.0.1`],
  });
  try {
    const visitor = await browser.newPage();
    const on = (host: string, path = '/') => `http://${host}:${PORT}${path}`;

    const home = await visitor.goto(on(domain));
    expect(home?.status()).toBe(200);
    await expect(visitor.getByRole('banner').getByRole('link', { name })).toHaveAttribute(
      'href',
      '/',
    );
    // The page names the platform's host, for its links to the platform's account pages.
    await expect(visitor.locator('meta[name="tienda-platform-host"]')).toHaveAttribute(
      'content',
      `localhost:${PORT}`,
    );
    // Its pages stay on the domain: the catalogues page, by its path at the root.
    const catalogues = await visitor.goto(on(domain, '/catalogos'));
    expect(catalogues?.status()).toBe(200);
    await expect(visitor.getByRole('banner').getByRole('link', { name })).toBeVisible();

    // Crawlers read the shop's own files there, with the private pages at the root (through the
    // browser: only it resolves the made-up domain).
    const robots = await visitor.goto(on(domain, '/robots.txt'));
    expect(robots?.status()).toBe(200);
    expect(await robots?.text()).toMatch(/^Disallow: \/admin$/m);

    // A domain no shop has is a 404, not the platform.
    expect((await visitor.goto(on(`otra-${domain}`)))?.status()).toBe(404);

    // Moved to another domain: the old one stops serving the shop at once.
    await setDomain(`nueva-${domain}`);
    expect((await visitor.goto(on(domain)))?.status()).toBe(404);
    expect((await visitor.goto(on(`nueva-${domain}`)))?.status()).toBe(200);
    await expect(visitor.getByRole('banner').getByRole('link', { name })).toBeVisible();
  } finally {
    await browser.close();
  }
});
