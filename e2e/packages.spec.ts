import { expect, type Page, test } from './support/test';

import { lookAt } from './support/look-at';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signUpWithFreshShop } from './support/fresh-shop';

// Package pages (spec 02 §2 "/apps/paquetes/{package_id}", §4 "Package purchase", §8): the plan's
// card, a buy button that works without JavaScript, the payment page of the package token and
// the refusal notices. The e2e server has no Stripe or PayPal keys: online payment is not there.

const PAGE = '/apps/paquetes/tienda_en_linea';
const WIDTHS = [390, 1280] as const;

async function screenshots(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(page, {
      path: `test-results/screens-packages/${name}-${width}.png`,
      fullPage: true,
    });
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the buy button sends visitors to login, and signed-in users to the payment page', async ({
    page,
    context,
  }, testInfo) => {
    // One sign-up: an scrypt hash at the production cost on a shared 2-core machine.
    test.slow();
    await context.addCookies([
      { name: 'NEXT_LOCALE', value: 'es', domain: 'localhost', path: '/' },
    ]);
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Tienda en Línea' })).toBeVisible();
    await expect(page.getByTestId('package-price')).toHaveText('$499.00 MXN');
    const card = page.getByRole('article');
    await expect(card).toContainText('Mensual');
    await expect(card).toContainText('Comisión por reventa');
    await expect(card).toContainText('60');
    await expect(card).toContainText('Te pediremos iniciar sesión antes de comprar.');
    await page.getByRole('button', { name: 'Comprar paquete' }).click();
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(PAGE)}`);

    await signUpWithFreshShop(page, `paquete-${testInfo.project.name}`);
    await page.goto(PAGE);
    await expect(card).not.toContainText('Te pediremos iniciar sesión');
    await page.getByRole('button', { name: 'Comprar paquete' }).click();
    await expect(page).toHaveURL(/\/me\/payments\/[\w-]{20,}$/);
    const tokenUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: 'Pago' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('Tienda en Línea');
    await expect(main).toContainText('$499.00 MXN');
    await expect(main).toContainText('Mensual');
    await expect(main).toContainText('Esperando pago');
    await expect(main).toContainText('El pago en línea aún no está disponible. Intenta más tarde.');
    await screenshots(page, `${testInfo.project.name}-payment`);

    // Buying again before paying answers the same payment token.
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'Comprar paquete' }).click();
    await expect(page).toHaveURL(tokenUrl);
  });
});

test('the package page shows the downgrade warning and the buy failure, accessibly', async ({
  page,
  context,
}, testInfo) => {
  await context.addCookies([
    { name: 'NEXT_LOCALE', value: 'es', domain: 'localhost', path: '/' },
    { name: 'theme', value: 'light', domain: 'localhost', path: '/' },
  ]);
  await page.goto(PAGE);
  await expect(page).toHaveTitle(/Tienda en Línea/);
  await expectNoSeriousA11yViolations(page, 'package page');
  await screenshots(page, `${testInfo.project.name}-package`);

  // Inside the page: Next's route announcer is an alert too.
  const alert = page.getByRole('main').getByRole('alert');
  await page.goto(
    `${PAGE}?error=package_still_active_no_downgrade&until=2099-06-15T18%3A00%3A00.000Z`,
  );
  await expect(alert).toHaveText(
    'Tu plan actual vence el 15 de junio de 2099. Podrás cambiar a un plan menor después de esa fecha.',
  );
  await expectNoSeriousA11yViolations(page, 'package page with the downgrade warning');
  await screenshots(page, `${testInfo.project.name}-package-still-active`);

  await page.goto(`${PAGE}?error=internal_error`);
  await expect(alert).toContainText('¡Error de pago!');
  await expect(alert).toContainText('El proceso de compra del paquete falló');
  await page.goto(`${PAGE}?error=package_not_found`);
  await expect(alert).toContainText('Paquete no encontrado');

  const unknown = await page.goto('/apps/paquetes/plan_gratis');
  expect(unknown?.status()).toBe(404);
});
