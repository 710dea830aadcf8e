import { expect, type Page, test } from './support/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectFitsTheScreen } from './support/fits';
import { lookAt } from './support/look-at';

// The platform's landing pages (spec 03 §2: /proveedores, /emprendedores, /tiendaenlinea,
// /negociodigital, /mkt/facturacion) and the shop home's promos that lead to them. Prices come
// from the seeded plans table (lib/db/seed/plans.ts): the base plan is 199.00 MXN a month at 0.5.

const WIDTHS = [360, 1280] as const;

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'es', domain: 'localhost', path: '/' }]);
});

async function checkLayoutAndA11y(page: Page, label: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectFitsTheScreen(page);
    await lookAt(page, {
      path: `test-results/landing-${label.replace(/\W+/g, '-')}-${width}.png`,
      fullPage: true,
    });
  }
  await expectNoSeriousA11yViolations(page, label);
}

test('/proveedores: one h1, a FAQ of native disclosures (no script needed), and sign-up from the CTA', async ({
  page,
}) => {
  await page.goto('/proveedores');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Vende tus productos en muchas tiendas a la vez',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle(/Proveedores de Tienda/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/proveedores$/);
  expect(await page.locator('script[type="application/ld+json"]').textContent()).toContain(
    'FAQPage',
  );

  const answer = page.getByText('Tú. Preparas y envías cada pedido');
  await expect(answer).toBeHidden();
  await page.getByText('¿Quién entrega los pedidos?').click();
  await expect(answer).toBeVisible();

  await checkLayoutAndA11y(page, '/proveedores');

  await page.getByTestId('landing-primary-cta').click();
  await expect(page).toHaveURL(/\/registro$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('/emprendedores: the plans from the table, the worked earning and the sign-up', async ({
  page,
}) => {
  await page.goto('/emprendedores');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Abre tu tienda en línea y gana con cada venta',
  );
  const base = page.getByTestId('plan-card-plan_profesional');
  await expect(base.getByTestId('plan-price')).toHaveText('$199.00');
  await expect(base).toContainText('MXN');
  await expect(base).toContainText('Mensual');
  await expect(page.getByTestId('plan-card-tienda_en_linea').getByTestId('plan-price')).toHaveText(
    '$499.00',
  );
  // 99.50 MXN contribution margin × 0.5 = 49.75 MXN per resale.
  await expect(page.getByTestId('earning-amount')).toHaveText('$49.75 MXN');

  const answer = page.getByText('No. Vendes artículos de proveedores');
  await expect(answer).toBeHidden();
  await page.getByText('¿Necesito comprar inventario?').click();
  await expect(answer).toBeVisible();

  await checkLayoutAndA11y(page, '/emprendedores');

  await page.getByTestId('start-primary').click();
  await expect(page).toHaveURL(/\/registro\?membership=1$/);
});

test('the plan pages show their plan and buy it on the package page', async ({ page }) => {
  await page.goto('/tiendaenlinea');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tienda en Línea');
  await expect(page.getByTestId('plan-price').first()).toHaveText('$499.00');
  await checkLayoutAndA11y(page, '/tiendaenlinea');
  await page.getByTestId('buy-primary').click();
  await expect(page).toHaveURL('/apps/paquetes/tienda_en_linea');
  await expect(page.getByTestId('package-price')).toHaveText('$499.00 MXN');

  await page.goto('/negociodigital');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Negocio Digital');
  await expect(page.getByTestId('plan-price').first()).toHaveText('$999.00');

  await page.goto('/mkt/facturacion');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Facturación Electrónica');
});

test("the demo shop home asks 'want to be supplier of {shop}?' and 'Ver más' leads to /proveedores", async ({
  page,
}) => {
  await page.goto('/tienda/demo/');
  const banner = page.getByTestId('supplier-banner');
  await expect(banner.getByRole('heading')).toHaveText('¿Quieres ser proveedor de Tienda Demo?');
  await expect(page.getByTestId('affiliate-banner')).toBeVisible();
  await expectNoSeriousA11yViolations(
    page,
    'shop home banners',
    '[data-testid="shop-landing-banners"]',
  );
  await banner.getByRole('link', { name: /Ver más/ }).click();
  await expect(page).toHaveURL(/\/proveedores$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Vende tus productos en muchas tiendas a la vez',
  );
});
