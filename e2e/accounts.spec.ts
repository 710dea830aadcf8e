import { type BrowserContext, expect, type Page, test, type TestInfo } from './support/test';

import { lookAt } from './support/look-at';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { pinFromOutbox } from './support/outbox';

// Sign-up by e-mail and by phone, the PIN card (wrong PIN, resend), activation, the logged-in nav
// bar and its side menu, logout and login, skipping the PIN on a shop that allows it, and the
// membership registration that ends on /asistentes/emprendedores. PINs are read on /dev/outbox.

const PASSWORD = 'Segura1234!';

async function usePreferences(context: BrowserContext, scheme: 'light' | 'dark' = 'light') {
  await context.addCookies([
    { name: 'theme', value: scheme, domain: 'localhost', path: '/' },
    { name: 'NEXT_LOCALE', value: 'es', domain: 'localhost', path: '/' },
  ]);
}

function uniqueEmail(testInfo: TestInfo, name: string) {
  return `${name}.${testInfo.project.name}.${Date.now()}@ejemplo.mx`;
}

/** A full-page screenshot, or the viewport when a modal is open (its backdrop covers only that). */
async function screenshot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  await lookAt(page, {
    path: `test-results/screens/${testInfo.project.name}-${name}.png`,
    fullPage,
  });
}

/** A store name no other run has taken (its slug follows from it: 'Tienda Ana 123' → 'tienda-ana-123'). */
function uniqueStore(testInfo: TestInfo, name: string) {
  const stamp = `${Date.now()}`.slice(-7);
  return {
    name: `Tienda ${name} ${testInfo.project.name} ${stamp}`,
    slug: `tienda-${name.toLowerCase()}-${testInfo.project.name}-${stamp}`,
  };
}

async function fillSignup(
  page: Page,
  fields: { name: string; email?: string; phone?: string; store?: string },
) {
  // The login form of the closed modal has a password too: only visible fields count.
  const main = page.getByRole('main');
  if (fields.store) await main.getByLabel('Nombre de la tienda').fill(fields.store);
  await main.getByRole('textbox', { name: 'Nombre completo' }).fill(fields.name);
  if (fields.phone) {
    await main.getByText('Teléfono', { exact: true }).click();
    await main.getByRole('textbox', { name: 'Número de teléfono' }).fill(fields.phone);
  } else {
    await main
      .getByRole('textbox', { name: 'Correo electrónico', exact: true })
      .fill(fields.email ?? '');
  }
  await main.getByLabel('Contraseña').filter({ visible: true }).fill(PASSWORD);
  await main.getByRole('checkbox', { name: /Acepto los términos/ }).check();
}

async function expectLoggedIn(page: Page) {
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Menú de tu cuenta' })).toBeVisible();
  await expect(banner.getByRole('button', { name: /^Alertas: / })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Iniciar sesión' })).toBeHidden();
}

test('a visitor signs up by e-mail, fails a PIN, gets a new one, activates, logs out and in', async ({
  page,
  context,
}, testInfo) => {
  // Four axe passes, two screenshots and three scrypt hashes at the production cost.
  test.slow();
  await usePreferences(context);
  const email = uniqueEmail(testInfo, 'ana');
  await page.goto('/tienda/demo/registro');
  await expect(page.getByRole('heading', { name: 'Crea tu tienda' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sign-up page');
  await screenshot(page, testInfo, 'accounts-signup');

  const store = uniqueStore(testInfo, 'ana');
  await fillSignup(page, { name: 'Ana Pérez', email, store: store.name });
  await expect(page.getByLabel('Dominio', { exact: true })).toHaveValue(store.slug);
  await page.getByRole('button', { name: 'Crear tienda' }).click();
  await expect(page).toHaveURL(/\/tienda\/demo\/register\/activate\?type=email&code=/);
  await expect(
    page.getByText(`Enviamos un PIN de 6 dígitos a ${email}. Vence en 5 minutos.`),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'PIN card');
  await screenshot(page, testInfo, 'accounts-pin-card');

  const first = await pinFromOutbox(context, email);
  const wrong = first === '000000' ? '111111' : '000000';
  await page.getByLabel('PIN de 6 dígitos').fill(wrong);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'El PIN ingresado es inválido o ya expiró',
  );

  await page.getByRole('button', { name: 'Reenviar PIN' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Te enviamos un PIN nuevo.' }),
  ).toBeVisible();
  const pin = await pinFromOutbox(context, email, first);
  await page.getByLabel('PIN de 6 dígitos').fill(pin);
  await page.getByRole('button', { name: 'Confirmar' }).click();

  // The store asked for at sign-up was created on activation: the new owner lands on it.
  await expect(page).toHaveURL(new RegExp(`/tienda/${store.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeAttached();
  await expectLoggedIn(page);
  await page.getByRole('banner').getByRole('button', { name: 'Menú de tu cuenta' }).click();
  const menu = page.getByRole('dialog', { name: 'Hola, Ana Pérez' });
  await expect(menu.getByRole('link', { name: 'Mis compras' })).toHaveAttribute(
    'href',
    `/tienda/${store.slug}/mis-compras`,
  );
  await expect(menu.getByRole('link', { name: 'Preferencias' })).toHaveAttribute(
    'href',
    `/tienda/${store.slug}/preferencias`,
  );
  await expect(menu.getByRole('link', { name: 'Mi tienda' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'user side menu');
  await screenshot(page, testInfo, 'accounts-side-menu', false);

  await menu.getByRole('link', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(new RegExp(`/tienda/${store.slug}$`));
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Menú de tu cuenta' }),
  ).toHaveCount(0);

  await page.goto('/tienda/demo/login');
  await page.getByRole('textbox', { name: 'Correo electrónico o teléfono' }).fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/tienda\/demo$/);
  await expectLoggedIn(page);
});

test('a visitor signs up by phone and activates with the SMS PIN', async ({
  page,
  context,
}, testInfo) => {
  await usePreferences(context);
  const phone = `55${String(Date.now()).slice(-8)}`;
  const store = uniqueStore(testInfo, 'luis');
  await page.goto('/tienda/demo/registro');
  await fillSignup(page, { name: 'Luis Gómez', phone, store: store.name });
  await expect(page.getByRole('textbox', { name: 'Número de teléfono' })).toHaveValue(
    `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`,
  );
  await page.getByRole('button', { name: /^Crear (cuenta|tienda)$/ }).click();
  await expect(page).toHaveURL(
    /register\/activate\?type=phone&code=.*&phone=\d{10}&country=MX&country_code=52/,
  );
  await expect(page.getByText(/Enviamos un PIN de 6 dígitos por SMS a/)).toBeVisible();
  const pin = await pinFromOutbox(context, phone);
  await page.getByLabel('PIN de 6 dígitos').fill(pin);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(new RegExp(`/tienda/${store.slug}$`));
  await expectLoggedIn(page);
});

test('the PIN is skipped where the shop allows it, and the user is logged in at once', async ({
  page,
  context,
}, testInfo) => {
  await usePreferences(context);
  await page.goto('/tienda/moda/registro');
  await fillSignup(page, { name: 'Sofía Ruiz', email: uniqueEmail(testInfo, 'sofia') });
  await page.getByRole('button', { name: /^Crear (cuenta|tienda)$/ }).click();
  await expect(page).toHaveURL(/\/tienda\/moda\/register\/complete/);
  await expectLoggedIn(page);
});

test('a membership registration ends on the entrepreneurs page after the finishing screen', async ({
  page,
  context,
}, testInfo) => {
  await usePreferences(context);
  const email = uniqueEmail(testInfo, 'emprende');
  await page.goto('/tienda/demo/registro?membership=1');
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta de emprendedor' })).toBeVisible();
  await fillSignup(page, { name: 'Eva Núñez', email, store: uniqueStore(testInfo, 'eva').name });
  await page.getByRole('button', { name: /^Crear (cuenta|tienda)$/ }).click();
  await expect(page).toHaveURL(/register\/activate/);
  await page.getByLabel('PIN de 6 dígitos').fill(await pinFromOutbox(context, email));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(
    page.getByText('Terminando de configurar tu cuenta, esto puede tardar unos minutos'),
  ).toBeVisible();
  await screenshot(page, testInfo, 'accounts-finishing');
  await expect(page).toHaveURL(/\/asistentes\/emprendedores$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: '¡Bienvenido, emprendedor!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'entrepreneurs page');
});

test('the login modal of the sign-up page logs a demo customer in (dark) @phone', async ({
  page,
  context,
}, testInfo) => {
  await usePreferences(context, 'dark');
  await page.goto('/tienda/demo/registro');
  await page.getByRole('button', { name: 'Inicia sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'login modal');
  await screenshot(page, testInfo, 'accounts-login-modal-dark', false);
  await dialog.getByLabel('Correo electrónico o teléfono').fill('cliente@tienda.test');
  await dialog.getByLabel('Contraseña').fill('Demo1234!');
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/tienda\/demo$/);
  await expectLoggedIn(page);
  await screenshot(page, testInfo, 'accounts-logged-in-dark');
});

/** Screenshots of the platform-host account pages, one folder for this part. */
async function platformShot(page: Page, testInfo: TestInfo, name: string) {
  await lookAt(page, {
    path: `test-results/screens-signupstore/${testInfo.project.name}-${name}.png`,
    fullPage: true,
  });
}

test.describe('log in and sign up on the platform host', () => {
  // At desktop width; these pages at phone width: layout.spec.ts.
  test('the platform home links to them; /login follows a same-origin next only', async ({
    page,
    context,
  }, testInfo) => {
    await usePreferences(context);
    await page.goto('/');
    const links = page.getByRole('navigation', { name: 'Tu cuenta' });
    await expect(links.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(links.getByRole('link', { name: 'Regístrate' })).toHaveAttribute(
      'href',
      '/registro',
    );
    await expect(links.getByRole('link', { name: 'Crea tu tienda' })).toHaveAttribute(
      'href',
      '/crear-tienda',
    );
    await expectNoSeriousA11yViolations(page, 'platform home');
    await platformShot(page, testInfo, 'platform-home');

    await links.getByRole('link', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/recuperar-contrasena',
    );
    await expect(page.getByRole('link', { name: 'Regístrate' })).toHaveAttribute(
      'href',
      '/registro',
    );
    await expectNoSeriousA11yViolations(page, 'platform login');
    await platformShot(page, testInfo, 'platform-login');

    // Another site as `next` is ignored: the visitor stays on the platform.
    await page.goto('/login?next=https://ejemplo.invalid/robar');
    await page
      .getByRole('textbox', { name: 'Correo electrónico o teléfono' })
      .fill('despacho.demo@tienda.test');
    await page.getByLabel('Contraseña').fill('Demo1234!');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);

    await page.goto('/login?next=/crear-tienda');
    await page
      .getByRole('textbox', { name: 'Correo electrónico o teléfono' })
      .fill('despacho.demo@tienda.test');
    await page.getByLabel('Contraseña').fill('Demo1234!');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/crear-tienda$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu tienda' })).toBeVisible();
  });

  test('/registro signs up without a shop or a store and ends on /register/complete', async ({
    page,
    context,
  }, testInfo) => {
    await usePreferences(context);
    const email = uniqueEmail(testInfo, 'plataforma');
    await page.goto('/registro');
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
    await expect(page.getByLabel('Nombre de la tienda')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'platform sign-up');
    await platformShot(page, testInfo, 'platform-signup');

    await fillSignup(page, { name: 'Pía Torres', email });
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/register\/activate\?type=email&code=/);
    await page.getByLabel('PIN de 6 dígitos').fill(await pinFromOutbox(context, email));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/register\/complete/);
    await expect(page.getByRole('heading', { name: 'Registro completo' })).toBeVisible();
  });
});
