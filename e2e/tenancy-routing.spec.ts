import { expect, test } from './support/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const subdomain = (slug: string, path = '/') => `http://${slug}.localhost:${PORT}${path}`;

test.describe('shops by sub-domain and by /tienda/<slug>/', () => {
  test('the demo shop shows its name, logo and priced products on both addresses @phone', async ({
    page,
  }) => {
    for (const url of [subdomain('demo'), '/tienda/demo/']) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('link', { name: /Tienda Demo/ }).first()).toBeVisible();
      await expect(page.getByRole('banner').locator('img').first()).toBeVisible();
      const cards = page.getByRole('main').getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThan(10);
      await expect(cards.first()).toContainText(/[$€£]\d[\d,]*\.\d{2}/);
    }
  });

  test('links keep the visitor on the address they came by', async ({ page }) => {
    await page.goto('/tienda/moda/');
    const href = await page
      .getByRole('main')
      .getByRole('listitem')
      .first()
      .getByRole('link')
      .getAttribute('href');
    expect(href).toMatch(/^\/tienda\/moda\/productos\/[^/]+\/[^/]+$/);
    await page.goto(subdomain('moda'));
    const subHref = await page
      .getByRole('main')
      .getByRole('listitem')
      .first()
      .getByRole('link')
      .getAttribute('href');
    expect(subHref).toMatch(/^\/productos\/[^/]+\/[^/]+$/);
    await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`^http://moda\\.localhost:${PORT}/productos/`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Vendido por/)).toBeVisible();
  });

  test('the internal /s/ route is not reachable from outside', async ({ page }) => {
    const response = await page.goto('/s/demo');
    expect(response?.status()).toBe(404);
  });

  test('the platform home lists the demo shops', async ({ page }) => {
    await page.goto('/');
    for (const slug of ['demo', 'moda', 'cafe', 'basica', 'franquicia', 'espejo']) {
      await expect(page.locator(`a[href="/tienda/${slug}"]`)).toBeVisible();
    }
  });
});

test.describe('tracking cookies', () => {
  test('referral, campaign and click_id become 1-day cookies and an empty value deletes them', async ({
    page,
    context,
  }) => {
    await page.goto('/tienda/demo/?referral=ana&campaign=verano&click_id=c-1');
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    expect(cookies.referralID?.value).toBe('ana');
    expect(cookies.campaign?.value).toBe('verano');
    expect(cookies.clickID?.value).toBe('c-1');
    const lifetime = cookies.referralID!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(86_000);
    expect(lifetime).toBeLessThanOrEqual(86_400);

    await page.goto('/tienda/demo/?referral=');
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('referralID');
    expect(names).toContain('campaign');
  });
});

test.describe('not-found pages', () => {
  test('an unknown shop shows the store-not-found page with 404, in Spanish and English', async ({
    page,
    context,
  }) => {
    for (const url of ['/tienda/no-existe/', subdomain('no-existe')]) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Tienda no encontrada' })).toBeVisible();
      await expect(page.getByText('no-existe')).toBeVisible();
    }
    await context.addCookies([
      { name: 'NEXT_LOCALE', value: 'en', url: `http://localhost:${PORT}` },
    ]);
    await page.goto('/tienda/no-existe/');
    await expect(page.getByRole('heading', { name: 'Store not found' })).toBeVisible();
  });

  test('an unknown page shows "Página no encontrada!" with 404 and a way back @phone', async ({
    page,
    context,
  }) => {
    const inShop = await page.goto('/tienda/demo/no-existe');
    expect(inShop?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página no encontrada!' })).toBeVisible();
    await page.getByRole('link', { name: 'Regresar a la principal' }).click();
    await expect(page).toHaveURL(/\/tienda\/demo\/?$/);

    const platform = await page.goto('/no-existe');
    expect(platform?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Regresar a la principal' })).toHaveAttribute(
      'href',
      '/',
    );

    await context.addCookies([
      { name: 'NEXT_LOCALE', value: 'en', url: `http://localhost:${PORT}` },
    ]);
    await page.goto('/no-existe');
    await expect(page.getByRole('heading', { name: 'Page not found!' })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('unknown pages are readable 404s with a way back to the shop', async ({ page }) => {
      const inShop = await page.goto('/tienda/demo/no-existe');
      expect(inShop?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Página no encontrada!' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Regresar a la principal' })).toHaveAttribute(
        'href',
        '/tienda/demo',
      );
      await page.goto(subdomain('demo', '/no-existe'));
      await expect(page.getByRole('link', { name: 'Regresar a la principal' })).toHaveAttribute(
        'href',
        '/',
      );
    });

    test('a shop home is readable', async ({ page }) => {
      await page.goto('/tienda/demo/');
      await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(
        /[$€£]\d[\d,]*\.\d{2}/,
      );
    });
  });

  test('an unknown product is a 404 inside the shop', async ({ page }) => {
    const response = await page.goto('/tienda/demo/productos/nadie/prd_nada');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página no encontrada!' })).toBeVisible();
  });
});
