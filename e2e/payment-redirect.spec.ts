import { expect, type Page, test } from './support/test';

// The payment page's pay button without JavaScript (spec 02 §4, §8): a form POST to
// `{page}/pagar/{provider}`, answered with a 303. The e2e server has no Stripe or PayPal keys, so
// no approval URL is reached here (tests/integration/payment-redirect-form.test.ts does, with
// Stripe's HTTP stubbed): these are the handler's refusals.

test.use({ javaScriptEnabled: false });

const UNKNOWN = '/me/payments/no-such-token';

/** A form POST to the handler as the browser sends it, not following the 303. */
async function submit(page: Page, path: string, origin?: string) {
  const res = await page.request.post(path, {
    form: {},
    maxRedirects: 0,
    headers: origin ? { origin } : {},
  });
  expect(res.status()).toBe(303);
  return res.headers()['location'];
}

async function logInAsShopper(page: Page) {
  const res = await page.request.post('/api/auth/login', {
    data: { username: 'cliente@tienda.test', password: 'Demo1234!' },
  });
  expect(res.ok()).toBe(true);
}

test('a signed-out visitor is sent to login, back to the payment page afterwards', async ({
  page,
}) => {
  expect(await submit(page, `${UNKNOWN}/pagar/stripe`)).toBe(
    `/login?next=${encodeURIComponent(UNKNOWN)}`,
  );
  const shopPage = '/tienda/demo/me/payments/no-such-token';
  expect(await submit(page, `${shopPage}/pagar/paypal`)).toBe(
    `/tienda/demo/login?next=${encodeURIComponent(shopPage)}`,
  );
});

test('refusals come back to the payment page with code 3 and the server’s code', async ({
  page,
  baseURL,
}) => {
  await logInAsShopper(page);
  const origin = baseURL!;
  // A form posted from another site starts nothing.
  expect(await submit(page, `${UNKNOWN}/pagar/stripe`, 'https://evil.example')).toBe(UNKNOWN);
  expect(await submit(page, `${UNKNOWN}/pagar/bitcoin`, origin)).toBe(
    `${UNKNOWN}?code=3&error=validation_error`,
  );
  expect(await submit(page, `${UNKNOWN}/pagar/stripe`, origin)).toMatch(
    new RegExp(`^${UNKNOWN}\\?code=3&error=[a-z_]+$`),
  );

  // A real token: a plan package, which no provider can take without keys.
  const bought = await page.request.put('/api/me/packages/tienda_en_linea', {
    headers: { origin },
  });
  expect(bought.status()).toBe(200);
  const { payment_token: token } = (await bought.json()) as { payment_token: string };
  const paymentPage = `/me/payments/${token}`;
  const back = await submit(page, `${paymentPage}/pagar/stripe`, origin);
  expect(back).toBe(`${paymentPage}?code=3&error=payments_not_configured`);
  await page
    .context()
    .addCookies([{ name: 'NEXT_LOCALE', value: 'es', domain: 'localhost', path: '/' }]);
  await page.goto(back!);
  const main = page.getByRole('main');
  await expect(main).toContainText(
    'El intento de pago falló y no fue posible completar la transacción.',
  );
  await expect(main).toContainText('Código: payments_not_configured');
});
