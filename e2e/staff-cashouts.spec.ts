import { randomUUID } from 'node:crypto';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectFitsTheScreen } from './support/fits';
import { lookAt } from './support/look-at';
import { signInDemo } from './support/pick-up-order';
import { expect, test } from './support/test';

// Paying cash-outs out (issue 19): the demo shop's owner asks to cash out $1.00; platform staff
// (level 3, soporte@tienda.test) find the request on /apps/admin/retiros and mark it paid with a
// reference — in a browser without JavaScript, the page's forms being plain posts — and the
// owner's bell then tells them, its alert opening the wallet that shows it paid with that
// reference. Anybody else gets the page's 404.

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const RESELLER = 'dueno.demo@tienda.test';
/** The seed's platform staff (lib/db/seed/demo-accounts.ts `STAFF_PASSWORD`). */
const STAFF = { username: 'soporte@tienda.test', password: 'Soporte1234!' };
const STAFF_NAME = 'Sofía Pineda';

test.describe.configure({ timeout: 120_000 });

test('platform staff mark a cash-out paid without JavaScript, and the reseller sees it paid', async ({
  page,
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  // The reseller asks for $1.00 (the wallet page's own form is wallet.spec.ts's).
  await signInDemo(page.request, RESELLER);
  const asked = await page.request.post('/api/me/wallets/commissions/cashouts', {
    data: { amount: 100, currency: 'MXN' },
    headers: { ...SAME_ORIGIN, 'idempotency-key': `e2e-staff-${randomUUID()}` },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { id } = (await asked.json()) as { id: string };

  // Not staff: the page is not there for them.
  const refused = await page.goto('/apps/admin/retiros');
  expect(refused?.status()).toBe(404);

  // Staff, with JavaScript off: every request, newest first.
  const staff = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders,
    javaScriptEnabled: false,
  });
  const staffPage = await staff.newPage();
  const login = await staffPage.request.post('/api/auth/login', {
    data: STAFF,
    headers: SAME_ORIGIN,
  });
  expect(login.status(), await login.text()).toBe(200);
  await staffPage.goto('/apps/admin/retiros');
  await expect(
    staffPage.getByRole('heading', { level: 1, name: 'Retiros por pagar' }),
  ).toBeVisible();
  await staffPage.getByRole('link', { name: 'Todos' }).click();
  await expect(staffPage.getByRole('link', { name: 'Todos' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const row = staffPage.locator(`[data-cashout="${id}"]`);
  await expect(row.getByText('Solicitado', { exact: true })).toBeVisible();
  await expect(row.getByRole('heading')).toHaveText('Daniela Ortega · $1.00');
  const reference = `SPEI-${randomUUID().slice(0, 8).toUpperCase()}`;
  await row.getByRole('textbox', { name: 'Referencia del pago' }).fill(reference);
  await row.getByRole('button', { name: 'Marcar como pagado' }).click();
  await expect(
    staffPage.getByRole('status').filter({ hasText: 'Retiro marcado como pagado.' }),
  ).toBeVisible();
  const paidRow = staffPage.locator(`[data-cashout="${id}"]`);
  await expect(paidRow.getByText('Pagado', { exact: true })).toBeVisible();
  await expect(
    paidRow.getByText(new RegExp(`^Pagado el .+ por ${STAFF_NAME} · referencia ${reference}$`)),
  ).toBeVisible();
  await expect(paidRow.getByRole('button')).toHaveCount(0);
  await lookAt(staffPage, {
    path: `test-results/screens/${testInfo.project.name}-staff-cashouts-paid.png`,
    fullPage: true,
  });
  await staff.close();

  // The reseller's bell tells them, on their shop; the alert opens their wallet on the platform,
  // which shows it paid, with the reference.
  await page.goto('/tienda/demo/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Alertas: / })
    .click({ timeout: 20_000 });
  const told = page
    .getByRole('dialog', { name: 'Alertas' })
    .getByRole('link', { name: `Tu retiro de $1.00 fue pagado (referencia ${reference}).` });
  await expect(told).toBeVisible();
  await expect(told).toContainText('Nueva');
  await expect(told).toHaveAttribute('href', '/me/wallet/commissions');
  await told.click();
  await expect(page).toHaveURL(/\/me\/wallet\/commissions$/);
  const mine = page.getByRole('region', { name: 'Retiros' }).locator(`[data-cashout="${id}"]`);
  await expect(mine.getByText('Pagado', { exact: true })).toBeVisible();
  await expect(mine.getByText(`Referencia del pago: ${reference}`)).toBeVisible();
});

test('the staff page fits phones and desktops and has no serious accessibility violation', async ({
  page,
}, testInfo) => {
  const login = await page.request.post('/api/auth/login', { data: STAFF, headers: SAME_ORIGIN });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto('/apps/admin/retiros');
  await expect(page.getByRole('link', { name: 'Por pagar' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoSeriousA11yViolations(page, 'staff cash-outs');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectFitsTheScreen(page);
    await lookAt(page, {
      path: `test-results/screens/${testInfo.project.name}-staff-cashouts-${width}.png`,
      fullPage: true,
    });
  }
});
