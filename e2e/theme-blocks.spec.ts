import { expect, type Page, test } from './support/test';

import { expectNoSeriousA11yViolations } from './support/a11y';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** The slide carousel (or the static banner) of a shop. */
const slider = (page: Page, shopName: string) =>
  page.getByRole('region', { name: `Promociones de ${shopName}` });

test.describe('theme blocks', () => {
  test('moda (theme03) shows its header slider: first slide first, navigation, pause @phone', async ({
    page,
  }) => {
    await page.goto('/tienda/moda/');
    const carousel = slider(page, 'Moda Mexicana');
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    // Of its three slides, one targets registered visitors only: the cached page shows two.
    await expect(carousel.getByRole('group')).toHaveCount(2);
    const firstImage = carousel.getByRole('group', { name: '1 de 2' }).getByRole('img');
    await expect(firstImage).toBeVisible();
    await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    await expect(carousel.getByRole('group', { name: '2 de 2' }).getByRole('img')).toHaveAttribute(
      'loading',
      'lazy',
    );
    const productLink = carousel.getByRole('group', { name: '1 de 2' }).getByRole('link');
    await expect(productLink).toHaveAttribute('href', /^\/tienda\/moda\/productos\/[^/]+\/[^/]+$/);

    await expect(carousel.getByRole('button', { name: 'Pausar el carrusel' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Pausar el carrusel' }).click();
    await expect(carousel.getByRole('button', { name: 'Reproducir el carrusel' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).click();
    await expect(carousel.getByRole('button', { name: 'Ir a la diapositiva 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(carousel.getByRole('group', { name: '2 de 2' }).getByRole('img')).toBeInViewport();
    // The slide out of view is out of the tab order too.
    await expect(carousel.getByRole('group', { name: '1 de 2' })).toHaveAttribute('inert', '');
    await expectNoSeriousA11yViolations(page, 'moda slider');
  });

  test("moda's header slider takes its first picture's shape, under two thirds of the screen @phone", async ({
    page,
  }) => {
    await page.goto('/tienda/moda/');
    const image = slider(page, 'Moda Mexicana')
      .getByRole('group', { name: '1 de 2' })
      .getByRole('img');
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const { box, picture, screen } = await image.evaluate((img: HTMLImageElement) => ({
      box: img.parentElement!.parentElement!.getBoundingClientRect().toJSON() as DOMRect,
      picture: { width: img.naturalWidth, height: img.naturalHeight },
      screen: window.innerHeight,
    }));
    // No bands: the box is the picture's shape, or trimmed to the cap (60% of the screen's height,
    // 70% on a portrait phone), never taller than the picture at the box's width.
    const natural = (box.width * picture.height) / picture.width;
    expect(box.height).toBeLessThanOrEqual(natural + 1);
    expect(box.height).toBeLessThanOrEqual(screen * 0.7 + 1);
    if (box.height < natural - 1) expect(box.height).toBeGreaterThanOrEqual(screen * 0.6 - 1);
    // The shop's items start on the first screen.
    await expect(page.getByRole('heading', { level: 2, name: 'Productos' })).toBeInViewport();
  });

  test('the theme03 slider moves by itself every 5 s', async ({ page }) => {
    await page.goto('/tienda/moda/');
    const carousel = slider(page, 'Moda Mexicana');
    await expect(carousel.getByRole('button', { name: 'Pausar el carrusel' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Ir a la diapositiva 2' })).toHaveAttribute(
      'aria-current',
      'true',
      { timeout: 8000 },
    );
  });

  test('with reduced motion nothing moves until play is pressed', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/tienda/demo/');
    const carousel = slider(page, 'Tienda Demo');
    await expect(carousel.getByRole('button', { name: 'Reproducir el carrusel' })).toBeVisible();
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  test('cafe (2-column layout) shows its banners side by side, stacked on a portrait phone @phone', async ({
    page,
  }) => {
    await page.goto('/tienda/cafe/');
    const images = slider(page, 'Café de Altura').getByRole('img');
    await expect(images).toHaveCount(2);
    await expect(images.nth(1)).toBeInViewport();
    const [first, second] = [await images.nth(0).boundingBox(), await images.nth(1).boundingBox()];
    const phone = (page.viewportSize()?.width ?? 0) < 640;
    if (phone) {
      expect(second!.x).toBeCloseTo(first!.x, 0);
      expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
    } else {
      expect(second!.y).toBeCloseTo(first!.y, 0);
      expect(second!.x).toBeGreaterThanOrEqual(first!.x + first!.width);
    }
  });

  test('without JavaScript the first slide shows', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/tienda/moda/');
    await expect(
      slider(page, 'Moda Mexicana').getByRole('group', { name: '1 de 2' }).getByRole('img'),
    ).toBeInViewport();
    await context.close();
  });

  test('cafe (theme05) shows its header with a call to action to the product @phone', async ({
    page,
  }) => {
    await page.goto('/tienda/cafe/');
    await expect(page.getByText('Café de Altura', { exact: true }).first()).toBeVisible();
    const header = page.getByRole('region', { name: 'Café de altura recién tostado' });
    await expect(header).toContainText('Directo de las fincas de Chiapas');
    const cta = header.getByRole('link', { name: 'Comprar ahora' });
    await expect(cta).toHaveAttribute('href', /^\/tienda\/cafe\/productos\/[^/]+\/[^/]+$/);
    await expectNoSeriousA11yViolations(page, 'cafe header');
    await cta.click();
    await expect(page).toHaveURL(/\/tienda\/cafe\/productos\/[^/]+\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the header button speaks English', async ({ page, context }) => {
    await context.addCookies([
      { name: 'NEXT_LOCALE', value: 'en', domain: 'localhost', path: '/' },
    ]);
    await page.goto('/tienda/cafe/');
    await expect(
      page
        .getByRole('region', { name: 'Café de altura recién tostado' })
        .getByRole('link', { name: 'Buy now' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Café de Altura promotions' })).toBeVisible();
  });

  test("basica: its cover fades into the colour header; no shop-wide alarm, its supplier's items say they cannot be bought @phone", async ({
    page,
  }) => {
    await page.goto('/tienda/basica/');
    await expect(page.locator('img[src="/demo/covers/basica.svg"]')).toBeVisible();
    await expect(page.getByText('Artesanías Básicas', { exact: true }).first()).toBeVisible();
    // The cover's lower part is the colour header's own background under a mask: no hard seam.
    const fade = page.locator('[data-cover-fade]');
    const header = page.locator('[data-cover-fade]').locator('xpath=../following-sibling::div[1]');
    const backgroundOf = (el: Element) => getComputedStyle(el).backgroundImage;
    expect(await fade.evaluate(backgroundOf)).toBe(await header.evaluate(backgroundOf));
    // Every item of basica is its disabled supplier's: the cards say so, the home carries no alert.
    const products = page.getByRole('region', { name: 'Productos' });
    await expect(products.getByText('No disponible').first()).toBeVisible();
    await expect(page.getByText('Proveedor deshabilitado')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'basica top');

    await products.getByRole('listitem').first().getByRole('link').first().click();
    const alert = page.getByRole('status').filter({ hasText: 'Proveedor deshabilitado' });
    await expect(alert).toContainText('no se puede comprar');
    await expect(page.getByRole('button', { name: 'Agregar al carrito' })).toBeDisabled();
    await expect(page.getByText('Por ahora no se puede agregar al carrito.')).toBeVisible();
    const help = alert.getByRole('link', { name: '¿Qué significa?' });
    await expect(help).toHaveAttribute(
      'href',
      `//localhost:${PORT}/ayuda/proveedores/deshabilitado`,
    );
    await expectNoSeriousA11yViolations(page, 'basica item');
    await help.click();
    await expect(page).toHaveURL(`http://localhost:${PORT}/ayuda/proveedores/deshabilitado`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tiendas con proveedor deshabilitado' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Si estás comprando' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'supplier help page');
  });

  test('the help page is reachable from an item on a shop sub-domain too', async ({ page }) => {
    await page.goto(`http://basica.localhost:${PORT}/productos`);
    await page.getByRole('main').getByRole('listitem').first().getByRole('link').first().click();
    await page.getByRole('link', { name: '¿Qué significa?' }).click();
    await expect(page).toHaveURL(`http://localhost:${PORT}/ayuda/proveedores/deshabilitado`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tiendas con proveedor deshabilitado',
    );
  });

  test('the catalogue strip links the first five catalogues and all of them @phone', async ({
    page,
  }) => {
    await page.goto('/tienda/demo/');
    const strip = page.getByRole('navigation', { name: 'Catálogos de la tienda' });
    // demo has six catalogues: the strip shows five and the link to all.
    await expect(strip.getByRole('link')).toHaveCount(6);
    await expect(strip.getByRole('link').first()).toHaveText('Lo más vendido');
    await strip.getByRole('link', { name: 'Ropa y calzado' }).click();
    await expect(page).toHaveURL(/\/tienda\/demo\/catalogos\/ropa-y-calzado$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ropa y calzado' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Catálogos de la tienda' })
      .getByRole('link', { name: 'Ver todos' })
      .click();
    await expect(page).toHaveURL(/\/tienda\/demo\/catalogos$/);
  });

  test('catalogue strip links stay on a sub-domain', async ({ page }) => {
    await page.goto(`http://cafe.localhost:${PORT}/`);
    const links = page
      .getByRole('navigation', { name: 'Catálogos de la tienda' })
      .getByRole('link');
    await expect(links).toHaveCount(5);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/catalogos/cafe-de-especialidad',
      '/catalogos/talleres-de-barismo',
      '/catalogos/visitas-a-cafetales',
      '/catalogos/lecturas-para-el-cafe',
      '/catalogos',
    ]);
  });
});
