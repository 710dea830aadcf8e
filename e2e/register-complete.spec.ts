import { expect, test } from './support/test';

import { lookAt } from './support/look-at';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { pinFromOutbox } from './support/outbox';

// `/register/complete` reads its query (spec 02 §2), and an activated account's code or link
// answers 'El usuario ya fue activado' (spec 02 §8 user_already_exists).

const sameOrigin = { 'sec-fetch-site': 'same-origin' };

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'theme', value: 'light', domain: 'localhost', path: '/' },
    { name: 'NEXT_LOCALE', value: 'es', domain: 'localhost', path: '/' },
  ]);
});

test('names the account and the plan, leads on to the entrepreneur assistant, keeps the tracking', async ({
  page,
  context,
}, testInfo) => {
  await page.goto(
    '/register/complete?number=5512345678&package_code=tienda_en_linea&referal_id=ref-e2e&click_id=clk-e2e&page=tiendaenlinea&pixel=123456789',
  );
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Registro completo' })).toBeVisible();
  await expect(main).toContainText('¡Tu cuenta (551) 234-5678 está activa!');
  await expect(main).toContainText(
    'Tienda en Línea: tu plan está listo. Sigue con el asistente para emprendedores.',
  );
  await expect(main.getByRole('link', { name: 'Continuar' })).toHaveAttribute(
    'href',
    '/asistentes/emprendedores',
  );
  const cookies = Object.fromEntries(
    (await context.cookies()).map((cookie) => [cookie.name, cookie.value]),
  );
  expect(cookies).toMatchObject({ referralID: 'ref-e2e', clickID: 'clk-e2e' });
  await expectNoSeriousA11yViolations(page, 'register complete with a plan');
  await lookAt(page, {
    path: `test-results/screens-accounts/${testInfo.project.name}-register-complete-plan.png`,
    fullPage: true,
  });

  // On a shop, without a plan: the e-mail is named and the visitor goes on to the shop.
  await page.goto('/tienda/demo/register/complete?username=Ana%40Example.mx&package_code=otro');
  await expect(main).toContainText('¡Tu cuenta ana@example.mx está activa!');
  await expect(main.getByRole('link', { name: 'Ir a la tienda' })).toHaveAttribute(
    'href',
    '/tienda/demo',
  );
});

test('a code still to confirm goes to the PIN card; an activated one says so', async ({
  page,
  context,
}) => {
  const email = `completo-${Date.now().toString(36)}@tienda.test`;
  const registered = await page.request.post('/api/auth/register', {
    headers: sameOrigin,
    data: { full_name: 'Completa', username: email, password: 'Completa1234!', tac: true },
  });
  expect(registered.status()).toBe(201);
  const { code } = (await registered.json()) as { code: string };
  const pin = await pinFromOutbox(context, email);

  await page.goto(
    `/tienda/demo/register/complete?code=${code}&username=${encodeURIComponent(email)}`,
  );
  await expect(page).toHaveURL(/\/tienda\/demo\/register\/activate\?type=email&code=/);
  const card = page.getByRole('main');
  await expect(card).toContainText(`Enviamos un PIN de 6 dígitos a ${email}`);

  // Activated meanwhile (another tab, the e-mailed link): the card's PIN says the user is active.
  const activated = await page.request.post('/api/auth/activate', {
    headers: sameOrigin,
    data: { code, pin },
  });
  expect(activated.status()).toBe(200);
  await card.getByLabel('PIN de 6 dígitos').fill(pin);
  await card.getByRole('button', { name: 'Confirmar' }).click();
  await expect(card.getByRole('alert')).toHaveText('El usuario ya fue activado');

  // The e-mailed link of the active account says the same and offers the login.
  const outbox = await page.request.get(`/api/dev/outbox?recipient=${encodeURIComponent(email)}`);
  const { results } = (await outbox.json()) as { results: { body: string }[] };
  const key = /\/activate\/([\w-]+)/.exec(results[0]?.body ?? '')?.[1];
  expect(key).toBeTruthy();
  await page.goto(`/tienda/demo/activate/${key}`);
  await expect(card.getByRole('alert')).toHaveText('El usuario ya fue activado');
  await expect(card.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
    'href',
    '/tienda/demo/login',
  );
});
