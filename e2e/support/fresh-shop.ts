import { expect, type Page } from '@playwright/test';

import { pinFromOutbox } from './outbox';

/** Password of the accounts this helper creates. */
export const FRESH_PASSWORD = 'Fresca1234!';

const sameOrigin = { 'sec-fetch-site': 'same-origin' };

/**
 * Signs up a new user by e-mail with a store of their own, activates the account with the PIN
 * from the dev outbox and leaves the page's context logged in as the store's owner.
 *
 * For specs that change what a shop looks like (name, logo, colours, theme, banners, headers):
 * they edit a shop no other spec reads, so specs running in parallel on one server stay apart.
 */
export async function signUpWithFreshShop(
  page: Page,
  label: string,
): Promise<{ email: string; slug: string; name: string }> {
  const unique = `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-');
  const email = `${unique}@tienda.test`;
  const slug = unique.slice(0, 40);
  const name = `Tienda ${label}`;

  const registered = await page.request.post('/api/auth/register', {
    headers: sameOrigin,
    data: {
      type: 'email',
      full_name: `Prueba ${label}`,
      username: email,
      password: FRESH_PASSWORD,
      tac: true,
      store: slug,
      store_name: name,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { code } = (await registered.json()) as { code: string };

  const pin = await pinFromOutbox(page.context(), email);
  const activated = await page.request.post('/api/auth/activate', {
    headers: sameOrigin,
    data: { code, pin },
  });
  expect(activated.status(), await activated.text()).toBe(200);

  const me = await page.request.get('/api/auth/me');
  const body = (await me.json()) as { shops: { slug: string; role: string }[] };
  expect(body.shops).toContainEqual(expect.objectContaining({ slug, role: 'admin' }));
  return { email, slug, name };
}
