import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { ShopNavBar } from '@/components/storefront/nav/shop-nav-bar';
import type { Me } from '@/lib/api/schemas/auth';
import type { Shop } from '@/lib/api/schemas/shop';
import { forgetMe, loadMe } from '@/lib/client/use-me';

import { jsonAnswer } from '../support/account-labels';
import { renderWithRouter } from '../support/render-with-router';

const shop = {
  slug: 'demo',
  name: 'Tienda Demo',
  photo: '/logos/demo.svg',
  photo_display: 'bdr_cir',
  hidden_store_name: false,
  hidden_search_bar: false,
  hidden_darkmode: false,
  store_creation_on_signup: false,
  theme: 'theme04',
  store_theme_info: { sections_info: ['products'] },
} as Shop;

const user = (overrides: Partial<Me> = {}): Me => ({
  id: 'u1',
  full_name: 'Ana María Pérez',
  email: 'ana@ejemplo.mx',
  phone: null,
  country_code: null,
  level: 1,
  image: null,
  shops: [],
  is_supplier: false,
  show_tour: true,
  ...overrides,
});

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
  // Each test is a new page: the page-wide answer about the visitor starts unasked.
  forgetMe();
});
afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'tienda_signed_in=; Max-Age=0; Path=/';
});

/** Renders the bar; `signedIn` sets the readable hint cookie a login leaves. */
async function renderBar(answer: Response, signedIn = answer.ok) {
  if (signedIn) document.cookie = 'tienda_signed_in=1; Path=/';
  // The visitor's answer for /api/auth/me; the side menu's other reads find nothing.
  fetchMock.mockImplementation(async (input) =>
    new URL(String(input)).pathname === '/api/auth/me'
      ? answer.clone()
      : jsonAnswer(404, { code: 'not_found', message: '' }),
  );
  await act(async () => {
    renderWithRouter(
      <ShopNavBar shop={shop} base="/tienda/demo/" locale="es" scheme="auto" />,
      'es',
    );
  });
  // The answer and the signed-in part are chunks of their own (fetched in the page on demand).
  await act(async () => {
    await loadMe();
    await import('@/components/account/signed-in-nav');
  });
  await act(async () => {});
  return screen.getByRole('banner');
}

describe('nav bar account', () => {
  it('asks nothing for a visitor who never signed in', async () => {
    const banner = await renderBar(jsonAnswer(401, { code: 'unauthorized', message: '' }), false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(within(banner).getAllByRole('link', { name: 'Iniciar sesión' })[0]).toBeVisible();
  });

  it('keeps login and sign-up when the session has ended, and drops the stale hint', async () => {
    const banner = await renderBar(jsonAnswer(401, { code: 'unauthorized', message: '' }), true);
    expect(document.cookie).not.toContain('tienda_signed_in=1');
    expect(within(banner).getAllByRole('link', { name: 'Iniciar sesión' })[0]).toBeVisible();
    expect(
      within(banner).queryByRole('button', { name: 'Menú de tu cuenta' }),
    ).not.toBeInTheDocument();
  });

  it('shows the bell and the avatar of a user, whose side menu has the account links', async () => {
    const banner = await renderBar(
      jsonAnswer(200, user({ shops: [{ slug: 'moda', name: 'Moda', role: 'admin' }] })),
    );
    expect(within(banner).queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Regístrate' })).not.toBeInTheDocument();
    expect(
      await within(banner).findByRole('button', { name: 'Alertas: ninguna nueva' }),
    ).toBeInTheDocument();
    const avatar = within(banner).getByRole('button', { name: 'Menú de tu cuenta' });
    expect(avatar).toHaveTextContent('AP');
    fireEvent.click(avatar);
    const menu = screen.getByRole('dialog', { name: 'Hola, Ana María Pérez' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Mi tienda', '/tienda/moda'],
      ['Mis compras', '/tienda/demo/mis-compras'],
      ['Facturas', '/facturas'],
      ['Mi monedero', '/me/wallet/commissions'],
      ['Mis campañas', '/apps/me/referral/campaigns'],
      ['Mis promovidos', '/tienda/demo/promoted'],
      ['Preferencias', '/tienda/demo/preferencias'],
      ['Cerrar sesión', '/tienda/demo/logout?next=%2Ftienda%2Fdemo%2F'],
    ]);
  });

  it('keeps sign-up for a level-zero user and hides my shop on the shop the user administers', async () => {
    const banner = await renderBar(
      jsonAnswer(200, user({ level: 0, shops: [{ slug: 'demo', name: 'Demo', role: 'admin' }] })),
    );
    expect(within(banner).getAllByRole('link', { name: 'Regístrate' })[0]).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
    fireEvent.click(within(banner).getByRole('button', { name: 'Menú de tu cuenta' }));
    expect(screen.queryByRole('link', { name: 'Mi tienda' })).not.toBeInTheDocument();
  });
});

describe('the campaign widget', () => {
  it('offers a shop owner this page with their referral to copy, and their campaigns', async () => {
    await renderBar(
      jsonAnswer(200, user({ shops: [{ slug: 'moda', name: 'Moda', role: 'admin' }] })),
    );
    const open = await screen.findByRole('button', { name: 'Crea campaña y comparte' });
    expect(open).toBeVisible();
    const link = screen.getByRole('textbox', { name: 'Enlace para compartir', hidden: true });
    expect(new URL((link as HTMLInputElement).value).searchParams.get('referral')).toBe('u1');
    expect(
      screen.getByRole('link', { name: 'Ver todas mis campañas', hidden: true }),
    ).toHaveAttribute('href', '/apps/me/referral/campaigns');
  });

  it('is not there for a shopper', async () => {
    await renderBar(jsonAnswer(200, user()));
    await screen.findByRole('button', { name: 'Menú de tu cuenta' });
    expect(
      screen.queryByRole('button', { name: 'Crea campaña y comparte' }),
    ).not.toBeInTheDocument();
  });
});
