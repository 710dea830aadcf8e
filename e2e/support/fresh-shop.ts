import { expect, type Page } from '@playwright/test';

import { pinFromOutbox } from './outbox';

/** Password of the accounts this helper creates. */
export const FRESH_PASSWORD = 'Fresca1234!';

const sameOrigin = { 'sec-fetch-site': 'same-origin' };

/** A name no other test or run has: `<label>-<time><random>`, lower-case, URL-safe. */
function uniqueName(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-');
}

/**
 * Signs up a new user by e-mail (with `extra` fields, e.g. a store), activates the account with
 * the PIN from the dev outbox and leaves the page's context logged in as them.
 */
async function signUpAndActivate(page: Page, email: string, extra: Record<string, unknown>) {
  const registered = await page.request.post('/api/auth/register', {
    headers: sameOrigin,
    data: {
      type: 'email',
      username: email,
      password: FRESH_PASSWORD,
      tac: true,
      ...extra,
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
}

/**
 * Signs up a new shopper (no store) and leaves the page's context logged in as them: a cart and
 * orders no other test touches (the demo customer's cart is shared by every test that uses it).
 */
export async function signUpShopper(page: Page, label: string): Promise<{ email: string }> {
  const email = `${uniqueName(label)}@tienda.test`;
  await signUpAndActivate(page, email, { full_name: `Comprador ${label}` });
  return { email };
}

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
  const unique = uniqueName(label);
  const email = `${unique}@tienda.test`;
  const slug = unique.slice(0, 40);
  const name = `Tienda ${label}`;
  await signUpAndActivate(page, email, {
    full_name: `Prueba ${label}`,
    store: slug,
    store_name: name,
  });

  const me = await page.request.get('/api/auth/me');
  const body = (await me.json()) as { shops: { slug: string; role: string }[] };
  expect(body.shops).toContainEqual(expect.objectContaining({ slug, role: 'admin' }));
  return { email, slug, name };
}
