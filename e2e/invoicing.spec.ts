import { expect, test } from './support/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectFitsTheScreen } from './support/fits';
import { lookAt } from './support/look-at';
import { DEMO_PASSWORD } from './support/pick-up-order';

// Invoicing (issue 21): the demo shopper adds their tax data on /facturas, asks for the invoice of
// one of their delivered purchases (the seed's history: delivered orders carry the supplier's
// receipt) on its page, and finds the RFC and the name on the printed order (the receipt).

const SHOPPER = 'cliente@tienda.test';
const RFC = 'GODE561231GR8';
const LEGAL_NAME = 'EMILIO GÓMEZ DÍAZ';

test.describe.configure({ timeout: 120_000 });

test('a shopper adds invoicing data and sees it on the printed order', async ({
  page,
}, testInfo) => {
  await page.goto(`/login?next=${encodeURIComponent('/facturas')}`);
  await page.getByRole('textbox', { name: 'Correo electrónico o teléfono' }).fill(SHOPPER);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible({
    timeout: 30_000,
  });
  const profiles = page.getByRole('region', { name: 'Mis datos de facturación' });
  await expect(profiles).toBeVisible();

  // Their tax data (kept from an earlier run of this spec on the same database, if any).
  const saved = profiles.getByRole('listitem', { name: `Datos de facturación de ${RFC}` });
  if ((await saved.count()) === 0) {
    const add = profiles.getByRole('button', { name: 'Agregar datos de facturación' });
    if (await add.isVisible()) await add.click();
    const form = profiles.getByRole('form', { name: 'Nuevos datos de facturación' });
    await form.getByRole('textbox', { name: 'RFC' }).fill(RFC.toLowerCase());
    await form.getByRole('textbox', { name: 'Código postal' }).fill('06600');
    await form.getByRole('textbox', { name: 'Nombre o razón social' }).fill('Emilio Gómez Díaz');
    await form.getByRole('combobox', { name: 'Régimen fiscal' }).selectOption('612');
    await form.getByRole('combobox', { name: 'Uso del CFDI' }).selectOption('G03');
    await expectNoSeriousA11yViolations(page, 'invoicing data form');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(profiles.getByRole('status')).toHaveText('Datos de facturación guardados.');
  }
  await expect(saved).toContainText(LEGAL_NAME);
  await expectNoSeriousA11yViolations(page, 'invoices page');
  await page.setViewportSize({ width: 360, height: 800 });
  await expectFitsTheScreen(page);
  await lookAt(page, {
    path: `test-results/invoicing-order-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 720 });

  // One of their delivered purchases with no invoice yet.
  const delivered = (await (
    await page.request.get('/api/orders?state=delivered&limit=50')
  ).json()) as { results: Array<{ id: string }> };
  let orderId: string | undefined;
  for (const { id } of delivered.results) {
    const answer = (await (await page.request.get(`/api/orders/${id}/invoice`)).json()) as {
      can_request: boolean;
    };
    if (answer.can_request) {
      orderId = id;
      break;
    }
  }
  expect(orderId, 'a delivered seed order of the demo shopper without an invoice').toBeTruthy();

  await page.goto(`/mis-compras/${orderId}`);
  const section = page.getByRole('region', { name: 'Datos de facturación' });
  await section.getByRole('radio', { name: new RegExp(RFC) }).check();
  await section.getByRole('button', { name: 'Solicitar factura' }).click();
  await expect(section.getByText('Solicitada', { exact: true })).toBeVisible();
  await expect(section.getByText(LEGAL_NAME, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'order with invoicing data');

  // The printed order carries the tax data.
  await page.goto(`/mis-compras/${orderId}/recibo`);
  await expect(page.getByRole('heading', { level: 1, name: /^Recibo n\.º \d+$/ })).toBeVisible();
  const printed = page.getByRole('region', { name: 'Datos de facturación' });
  await expect(printed.getByText(RFC, { exact: true })).toBeVisible();
  await expect(printed.getByText(LEGAL_NAME, { exact: true })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(printed.getByText(RFC, { exact: true })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expectNoSeriousA11yViolations(page, 'printed order with invoicing data');
  await lookAt(page, {
    path: `test-results/invoicing-printed-${testInfo.project.name}.png`,
    fullPage: true,
  });
});
