import { readFile } from 'node:fs/promises';

import type { Download } from '@playwright/test';

import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectFitsTheScreen } from './support/fits';
import { lookAt } from './support/look-at';
import { buyPaidExperienceSeats } from './support/paid-experience-tickets';
import { expect, test } from './support/test';

// Experience tickets (issue 21): a new shopper buys 2 seats of a future experience of the `demo`
// shop (a 2027 one of the seed), paid in store; its supplier confirms the payment through the API,
// which issues a ticket per seat. On the purchase's page the shopper sees both seats with their QR
// under "Boletos", names both attendants, and downloads one seat's PDF, all of them as one PDF
// and as a zip. The section fits a 360 px screen.

async function bytesOf(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

test.describe.configure({ timeout: 150_000 });

test('a shopper buys 2 seats of an experience, names the attendants and downloads the tickets', async ({
  page,
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  const order = await buyPaidExperienceSeats(page, browser, {
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders,
    seats: 2,
    label: 'boletos',
  });

  await page.goto(`/mis-compras/${order.id}`);
  const tickets = page.getByRole('region', { name: 'Boletos' });
  await expect(tickets.getByText('1–2 de 2 boletos')).toBeVisible({ timeout: 30_000 });
  await expect(
    tickets.getByRole('img', { name: /^Código QR del boleto del asiento 1 / }),
  ).toBeVisible();
  await expect(
    tickets.getByRole('img', { name: /^Código QR del boleto del asiento 2 / }),
  ).toBeVisible();

  // Both attendants named, one seat at a time.
  for (const [seat, name, email] of [
    [1, 'Lucía Pérez', 'lucia@tienda.test'],
    [2, 'Mateo Ñúñez', 'mateo@tienda.test'],
  ] as const) {
    const form = tickets.getByRole('form', { name: new RegExp(`^Asiento ${seat} · `) });
    await form.getByLabel('Nombre de quien asiste').fill(name);
    await form.getByLabel('Correo de quien asiste').fill(email);
    await form.getByRole('button', { name: 'Guardar asistente' }).click();
    await expect(form.getByRole('status')).toHaveText('Asistente guardado');
    await expect(tickets.getByText(`${name} · ${email}`)).toBeVisible();
  }

  // One seat's PDF, then all of them as one PDF and as a zip: plain links.
  const [one] = await Promise.all([
    page.waitForEvent('download'),
    tickets.getByRole('link', { name: /^Descargar PDF del boleto del asiento 1 / }).click(),
  ]);
  expect(one.suggestedFilename()).toMatch(/^boleto-TD-\d+-1\.pdf$/);
  expect((await bytesOf(one)).subarray(0, 5).toString()).toBe('%PDF-');

  const [all] = await Promise.all([
    page.waitForEvent('download'),
    tickets.getByRole('link', { name: 'Descargar todos (PDF)' }).click(),
  ]);
  expect(all.suggestedFilename()).toBe(`boletos-${order.number}.pdf`);
  expect((await bytesOf(all)).subarray(0, 5).toString()).toBe('%PDF-');

  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    tickets.getByRole('link', { name: 'Descargar todos (ZIP)' }).click(),
  ]);
  expect(zip.suggestedFilename()).toBe(`boletos-${order.number}.zip`);
  // A zip starts with its first entry's local header, "PK\x03\x04".
  expect((await bytesOf(zip)).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

  await expectNoSeriousA11yViolations(page, 'order tickets');
  await page.setViewportSize({ width: 360, height: 800 });
  await expectFitsTheScreen(page);
  await lookAt(page, {
    path: `test-results/tickets-order-page-${testInfo.project.name}.png`,
    fullPage: true,
  });
});
