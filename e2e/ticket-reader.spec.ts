import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectFitsTheScreen } from './support/fits';
import { lookAt } from './support/look-at';
import { paidExperienceTicketCodes } from './support/paid-experience-tickets';
import { signInDemo } from './support/pick-up-order';
import { expect, test } from './support/test';

// The ticket reader (issue 21): a ticket of the `demo` shop is issued (a new shopper buys a seat
// of a future experience, its supplier confirms the payment); on a phone-sized page the demo
// qrreader opens the shop's reader from the storefront, types the code, sees who and what, marks
// it used — and typing it again tells when and by whom it was used, with no button to use it twice.

const READER = 'qr.demo@tienda.test';
const READER_NAME = 'Quetzalli Romero';

test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 360, height: 780 } });

test('the QR reader on a phone-sized page marks one ticket used and refuses it the second time', async ({
  page,
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  const { orderNumber, codes } = await paidExperienceTicketCodes(browser, {
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders,
  });
  const code = codes[0]!;

  await signInDemo(page.request, READER);
  // The storefront's admin bar holds the reader for staff who only scan tickets.
  await page.goto('/tienda/demo/');
  await page.getByRole('link', { name: 'Abrir el lector de boletos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lector de boletos' })).toBeVisible();

  const codeField = page.getByRole('textbox', { name: 'Código del boleto' });
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Buscar boleto' }).click();
  const valid = page.getByRole('region', { name: 'Boleto válido' });
  await expect(valid).toBeVisible();
  await expect(valid.getByText(orderNumber)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'ticket reader, valid ticket');
  await expectFitsTheScreen(page);
  await lookAt(page, {
    path: `test-results/ticket-reader-valid-${testInfo.project.name}.png`,
    fullPage: true,
  });

  await valid.getByRole('button', { name: 'Marcar como usado' }).click();
  const usedNow = page.getByRole('region', { name: 'Boleto ya usado' });
  await expect(usedNow.getByText('Marcado como usado ahora.')).toBeVisible();

  // The same code again: it was used, by whom, and it cannot be used twice.
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Buscar boleto' }).click();
  const again = page.getByRole('region', { name: 'Boleto ya usado' });
  await expect(again.getByText(new RegExp(`^Usado el .+ por ${READER_NAME}\\.$`))).toBeVisible();
  await expect(again.getByRole('button', { name: 'Marcar como usado' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'ticket reader, used ticket');
  await expectFitsTheScreen(page);
  await lookAt(page, {
    path: `test-results/ticket-reader-used-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // Asked to use it anyway (another reader's stale screen), the API refuses and says by whom.
  const refused = await page.request.post('/api/shops/demo/tickets/use', {
    data: { code },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({
    code: 'ticket_already_used',
    used_by: READER_NAME,
  });
});
