import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { NavAccountSlot } from '@/components/account/nav-account-slot';
import type { Me } from '@/lib/api/schemas/auth';
import type { Advisor, Collaborator } from '@/lib/api/schemas/network';
import { forgetMe } from '@/lib/client/use-me';

import { jsonAnswer } from '../support/account-labels';
import { renderWithIntl } from '../support/render-with-intl';

const owner: Me = {
  id: 'u1',
  full_name: 'Daniela Ortega',
  email: 'dueno@ejemplo.mx',
  phone: null,
  country_code: null,
  level: 2,
  image: null,
  shops: [],
  is_supplier: false,
  show_tour: true,
};

const advisor: Advisor = {
  kind: 'advisor',
  full_name: 'Valeria Montes',
  image: null,
  email: 'asesora@ejemplo.mx',
  phone: '5587654321',
  country_code: '52',
  whatsapp_url: 'https://wa.me/525587654321',
  office_hours: 'business',
  online: true,
};

const store = (n: number): Collaborator => ({
  id: `col_${n}`,
  store_photo: n === 1 ? '/logos/uno.svg' : null,
  store_name: `Socia ${n}`,
  store_url: `http://socia-${n}.localhost:3000/`,
});

interface Network {
  me?: Me;
  root?: { slug: string; name: string } | null;
  advisor?: Advisor | null;
  collaborators?: Collaborator[];
  tour?: number;
}

let fetchMock: MockInstance<typeof fetch>;
const requested = (path: string) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input)).pathname === path);

/** Answers the side menu's requests from `network`, the way the API would. */
function serve(network: Network) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    switch (url.pathname) {
      case '/api/auth/me':
        return jsonAnswer(200, network.me ?? owner);
      case '/api/shops/demo':
        return jsonAnswer(200, { slug: 'demo', root_affinity_store_info: network.root ?? null });
      case '/api/me/advisor':
        return network.advisor
          ? jsonAnswer(200, network.advisor)
          : jsonAnswer(404, { code: 'advisor_not_found', message: '' });
      case '/api/me/collaborations': {
        const all = network.collaborators ?? [];
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        return jsonAnswer(200, {
          results: all.slice(offset, offset + limit),
          matches_estimated: all.length,
        });
      }
      case '/api/me/heartbeat':
        return jsonAnswer(204);
      case '/api/me/tour':
        return network.tour === 500
          ? jsonAnswer(500, { code: 'internal_error', message: '' })
          : jsonAnswer(200, JSON.parse(String(init?.body)));
      default:
        return jsonAnswer(404, { code: 'not_found', message: '' });
    }
  });
}

beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
  forgetMe();
  localStorage.clear();
  document.cookie = 'tienda_signed_in=1; Path=/';
});
afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'tienda_signed_in=; Max-Age=0; Path=/';
});

/** Renders the nav's account slot and opens the side menu. */
async function openMenu(network: Network, locale: 'es' | 'en' = 'es') {
  serve(network);
  await act(async () => {
    renderWithIntl(
      <header>
        <NavAccountSlot base="/tienda/demo/" shopSlug="demo" />
      </header>,
      locale,
    );
  });
  const avatar = await screen.findByRole('button', {
    name: locale === 'es' ? 'Menú de tu cuenta' : 'Your account menu',
  });
  await act(async () => fireEvent.click(avatar));
  return screen.getByRole('dialog', { name: /Daniela Ortega/ });
}

describe('user side menu', () => {
  it('links the root network store of the shop and sends a heartbeat while the page is open', async () => {
    const menu = await openMenu({ root: { slug: 'cafe', name: 'Café de Altura' } });
    const root = await within(menu).findByRole('link', { name: 'Ir a la tienda raíz de la red' });
    expect(root).toHaveAttribute('href', '/tienda/cafe');
    expect(requested('/api/me/heartbeat')).toHaveLength(1);
    expect(requested('/api/me/heartbeat')[0]?.[1]?.method).toBe('POST');
  });

  it('hides the root store entry on a shop without a network, and the advisor without one', async () => {
    const menu = await openMenu({});
    await waitFor(() => expect(requested('/api/me/advisor')).toHaveLength(1));
    expect(within(menu).queryByRole('link', { name: /tienda raíz/ })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Mi asesor' })).not.toBeInTheDocument();
  });

  it('loads collaborators on first open only, 5 at a time, with show more while some are missing', async () => {
    const menu = await openMenu({ collaborators: [1, 2, 3, 4, 5, 6, 7].map(store) });
    expect(requested('/api/me/collaborations')).toHaveLength(0);
    const toggle = within(menu).getByRole('button', { name: 'Mis colaboradores' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await act(async () => fireEvent.click(toggle));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = within(menu).getByRole('list', { name: 'Mis colaboradores' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(5));
    expect(within(list).getByRole('link', { name: 'Socia 1' })).toHaveAttribute(
      'href',
      'http://socia-1.localhost:3000/',
    );
    await act(async () => fireEvent.click(within(menu).getByRole('button', { name: 'Ver más' })));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(7));
    expect(within(menu).queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    // Closing and opening again keeps what was loaded.
    await act(async () => fireEvent.click(toggle));
    await act(async () => fireEvent.click(toggle));
    const pages = requested('/api/me/collaborations').map(([input]) => {
      const query = new URL(String(input)).searchParams;
      return [query.get('offset'), query.get('limit')];
    });
    expect(pages).toEqual([
      ['0', '5'],
      ['5', '5'],
    ]);
  });

  it('says so when there are no collaborators yet', async () => {
    const menu = await openMenu({ collaborators: [] }, 'en');
    await act(async () =>
      fireEvent.click(within(menu).getByRole('button', { name: 'My collaborators' })),
    );
    expect(await within(menu).findByText('You have no collaborators yet.')).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it("opens the advisor's modal with photo, contact details, office hours and online badge", async () => {
    const menu = await openMenu({ advisor });
    const entry = await within(menu).findByRole('button', { name: 'Mi asesor' });
    await act(async () => fireEvent.click(entry));
    const modal = screen.getByRole('dialog', { name: 'Mi asesor' });
    expect(within(modal).getByText('Valeria Montes')).toBeInTheDocument();
    expect(within(modal).getByText('En línea')).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'asesora@ejemplo.mx' })).toHaveAttribute(
      'href',
      'mailto:asesora@ejemplo.mx',
    );
    expect(within(modal).getByRole('link', { name: '+52 5587654321' })).toHaveAttribute(
      'href',
      'tel:+525587654321',
    );
    expect(within(modal).getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/525587654321',
    );
    expect(within(modal).getByText('De 9:00 a 18:00')).toBeInTheDocument();
  });

  it('names a coordinator as such, offline and 24/7', async () => {
    const menu = await openMenu({
      advisor: { ...advisor, kind: 'coordinator', office_hours: 'always', online: false },
    });
    await act(async () =>
      fireEvent.click(await within(menu).findByRole('button', { name: 'Mi coordinador' })),
    );
    const modal = screen.getByRole('dialog', { name: 'Mi coordinador' });
    expect(within(modal).getByText('Desconectado')).toBeInTheDocument();
    expect(within(modal).getByText('Las 24 horas, todos los días (24/7)')).toBeInTheDocument();
  });

  it('switches the setup tour, and puts it back when saving fails', async () => {
    const menu = await openMenu({});
    const tour = within(menu).getByRole('switch', { name: 'Recorrido de configuración' });
    expect(tour).toHaveAttribute('aria-checked', 'true');
    await act(async () => fireEvent.click(tour));
    expect(tour).toHaveAttribute('aria-checked', 'false');
    expect(JSON.parse(String(requested('/api/me/tour')[0]?.[1]?.body))).toEqual({
      show_tour: false,
    });
    serve({ tour: 500 });
    await act(async () => fireEvent.click(tour));
    await waitFor(() =>
      expect(within(menu).getByRole('alert')).toHaveTextContent('No se pudo guardar'),
    );
    expect(tour).toHaveAttribute('aria-checked', 'false');
  });

  it("links a supplier's owner to the orders their supplier received, and no one else", async () => {
    const supplierMenu = await openMenu({ me: { ...owner, is_supplier: true } });
    expect(within(supplierMenu).getByRole('link', { name: 'Pedidos recibidos' })).toHaveAttribute(
      'href',
      '/apps/me/store/reports/orders',
    );
    cleanup();
    forgetMe();
    const ownerMenu = await openMenu({});
    expect(
      within(ownerMenu).queryByRole('link', { name: 'Pedidos recibidos' }),
    ).not.toBeInTheDocument();
  });

  it('links a shop owner to their commissions wallet, and not a shopper without a shop', async () => {
    const ownerMenu = await openMenu({
      me: { ...owner, shops: [{ slug: 'mia', name: 'Mi tienda', role: 'admin' }] },
    });
    expect(within(ownerMenu).getByRole('link', { name: 'Mi monedero' })).toHaveAttribute(
      'href',
      '/me/wallet/commissions',
    );
    cleanup();
    forgetMe();
    const shopperMenu = await openMenu({ me: { ...owner, level: 0 } });
    expect(
      within(shopperMenu).queryByRole('link', { name: 'Mi monedero' }),
    ).not.toBeInTheDocument();
  });

  it('offers no network entries to a level-zero shopper', async () => {
    const menu = await openMenu({ me: { ...owner, level: 0 }, advisor });
    expect(
      within(menu).queryByRole('button', { name: 'Mis colaboradores' }),
    ).not.toBeInTheDocument();
    expect(within(menu).queryByRole('switch')).not.toBeInTheDocument();
    expect(requested('/api/me/advisor')).toHaveLength(0);
    expect(within(menu).queryByRole('link', { name: 'Mis promovidos' })).not.toBeInTheDocument();
  });

  it("links an entrepreneur's promoted people under the shop's base", async () => {
    const menu = await openMenu({});
    expect(within(menu).getByRole('link', { name: 'Mis promovidos' })).toHaveAttribute(
      'href',
      '/tienda/demo/promoted',
    );
  });
});
