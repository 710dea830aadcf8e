import { expect, test } from './support/test';

import { lookAt } from './support/look-at';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { FRESH_PASSWORD, signUpWithFreshShop } from './support/fresh-shop';

// 'Cambiar contraseña' on the preferences page (issue 4): a fresh account (no seeded password
// changes), a wrong current password, a confirmation that differs, then the change — the other
// session ends, this one stays, and only the new password logs in.

const sameOrigin = { 'sec-fetch-site': 'same-origin' };
const NEW_PASSWORD = 'Cambiada5678!';

test('a signed-in user changes their password; their other sessions end', async ({
  page,
  browser,
  context,
}, testInfo) => {
  // A sign-up, three logins and a password change: five scrypt hashes at the production cost.
  test.slow();
  await context.addCookies([
    { name: 'theme', value: 'light', domain: 'localhost', path: '/' },
    { name: 'NEXT_LOCALE', value: 'es', domain: 'localhost', path: '/' },
  ]);
  const { email } = await signUpWithFreshShop(page, `clave-${testInfo.project.name}`);

  // A second session of the same user, in another browser.
  const other = await browser.newContext();
  const otherLogin = await other.request.post('/api/auth/login', {
    headers: sameOrigin,
    data: { username: email, password: FRESH_PASSWORD },
  });
  expect(otherLogin.status()).toBe(200);
  expect((await other.request.get('/api/auth/me')).status()).toBe(200);

  await page.goto('/tienda/demo/preferencias');
  const form = page.getByRole('form', { name: 'Cambiar contraseña' });
  await expect(form).toBeVisible();
  await expect(form).toContainText('Al cambiarla se cierran tus sesiones en otros dispositivos');
  await expectNoSeriousA11yViolations(page, 'preferences with the change-password form');

  // The current password is checked by the API.
  const current = form.getByLabel('Contraseña actual');
  const fresh = form.getByLabel('Contraseña nueva', { exact: true });
  const confirm = form.getByLabel('Confirma la contraseña nueva');
  const submit = form.getByRole('button', { name: 'Cambiar contraseña' });
  await current.fill('NoEsLaMia123');
  await fresh.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await submit.click();
  await expect(current).toHaveAccessibleDescription('La contraseña actual es incorrecta');
  await expect(current).toBeFocused();

  // The confirmation must match (checked before anything is sent).
  await current.fill(FRESH_PASSWORD);
  await confirm.fill(`${NEW_PASSWORD}x`);
  await submit.click();
  await expect(confirm).toHaveAccessibleDescription('Las contraseñas no coinciden');
  await lookAt(page, {
    path: `test-results/screens-prefs/${testInfo.project.name}-change-password-errors.png`,
    fullPage: true,
  });

  await confirm.fill(NEW_PASSWORD);
  await submit.click();
  await expect(form.getByRole('status')).toHaveText(
    'Tu contraseña se cambió. Cerramos tus sesiones en otros dispositivos; esta sigue abierta.',
  );
  await expect(current).toHaveValue('');
  await expectNoSeriousA11yViolations(page, 'preferences after the password change');
  await lookAt(page, {
    path: `test-results/screens-prefs/${testInfo.project.name}-change-password-done.png`,
    fullPage: true,
  });

  // The other session ended; this one goes on.
  expect((await other.request.get('/api/auth/me')).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Cambiar contraseña' })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);

  // Only the new password logs in now.
  const old = await other.request.post('/api/auth/login', {
    headers: sameOrigin,
    data: { username: email, password: FRESH_PASSWORD },
  });
  expect(old.status()).toBe(401);
  const renewed = await other.request.post('/api/auth/login', {
    headers: sameOrigin,
    data: { username: email, password: NEW_PASSWORD },
  });
  expect(renewed.status()).toBe(200);
  await other.close();
});
