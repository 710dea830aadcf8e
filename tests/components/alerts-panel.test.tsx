import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import AlertsBell from '@/components/alerts/alerts-bell';
import type { Alert } from '@/lib/api/schemas/alerts';
import { resetPageQueryClient } from '@/lib/client/cart/query-client';
import { navigateTo } from '@/lib/client/navigate';
import { ALERTS_POLL_MS } from '@/lib/domain/alerts/alert-kinds';

import { jsonAnswer } from '../support/account-labels';
import { renderWithIntl } from '../support/render-with-intl';

vi.mock('@/lib/client/navigate', () => ({ navigateTo: vi.fn() }));

const alert = (n: number, overrides: Partial<Alert> = {}): Alert => ({
  id: `alr_${n}`,
  created_at: new Date(Date.UTC(2026, 10, 20, 12, n)).toISOString(),
  origin_app: 'store',
  pending_visits: true,
  audience: 'supplier',
  event: 'order_placed',
  shop: 'demo',
  message_body: `Nuevo pedido …00000${n % 10} para Textiles`,
  params: {
    type: 'order',
    subtype: 'customer-sender',
    order: `ord_${n}`,
    supplier: 'sup_1',
    supplier_name: 'Textiles',
    customer: 'usr_1',
    state: 'pending_payment',
  },
  ...overrides,
});

/** 23 alerts, newest (23) first, as the API pages them. */
const all = Array.from({ length: 23 }, (_, i) => alert(23 - i));

let fetchMock: MockInstance<typeof fetch>;
let pending = 2;
const asked: Array<{ method: string; url: URL }> = [];

beforeEach(() => {
  pending = 2;
  asked.length = 0;
  resetPageQueryClient();
  vi.mocked(navigateTo).mockClear();
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    asked.push({ method: request.method, url });
    if (url.pathname === '/api/me/alerts/count') return jsonAnswer(200, { pending });
    if (url.pathname === '/api/me/alerts') {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      return jsonAnswer(200, {
        results: all.slice(offset, offset + 10),
        matches_estimated: all.length,
      });
    }
    const visit = /^\/api\/me\/alerts\/(alr_\d+)$/.exec(url.pathname);
    if (visit && request.method === 'PATCH') {
      pending -= 1;
      const one = all.find((a) => a.id === visit[1])!;
      return jsonAnswer(200, { ...one, pending_visits: false });
    }
    return jsonAnswer(404, { code: 'not_found', message: '' });
  });
});

afterEach(() => {
  vi.useRealTimers();
  fetchMock.mockRestore();
});

async function renderBell(base = '/tienda/demo/') {
  await act(async () => {
    renderWithIntl(<AlertsBell locale="es" base={base} shopSlug="demo" />);
  });
  return screen.findByRole('button', { name: 'Alertas: 2 nuevas' });
}

describe('alerts bell and panel', () => {
  it('shows the pending count on the bell and the alerts newest first in a side panel', async () => {
    const bell = await renderBell();
    expect(bell).toHaveTextContent('2');
    expect(asked.some((a) => a.url.pathname === '/api/me/alerts')).toBe(false);

    fireEvent.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Alertas' });
    const links = await within(panel).findAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[0]).toHaveTextContent('Nuevo pedido …000003 para Textiles');
    expect(links[0]).toHaveTextContent('Nueva');
    expect(links[0]).toHaveAttribute('href', '/apps/me/store/orders/ord_23');
  });

  it('loads 10 more on click while fewer are loaded than the matches', async () => {
    fireEvent.click(await renderBell());
    const panel = screen.getByRole('dialog', { name: 'Alertas' });
    await within(panel).findAllByRole('link');
    fireEvent.click(within(panel).getByRole('button', { name: '10 más' }));
    await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(20));
    fireEvent.click(within(panel).getByRole('button', { name: '10 más' }));
    await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(23));
    expect(within(panel).queryByRole('button', { name: '10 más' })).not.toBeInTheDocument();
    expect(
      asked
        .filter((a) => a.url.pathname === '/api/me/alerts')
        .map((a) => a.url.searchParams.get('offset')),
    ).toEqual(['0', '10', '20']);
  });

  it('marks an alert visited when it is opened, then follows its link; the count drops', async () => {
    fireEvent.click(await renderBell());
    const panel = screen.getByRole('dialog', { name: 'Alertas' });
    const [first] = await within(panel).findAllByRole('link');
    fireEvent.click(first!);
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/apps/me/store/orders/ord_23'));
    expect(asked.find((a) => a.method === 'PATCH')?.url.pathname).toBe('/api/me/alerts/alr_23');
    expect(await screen.findByRole('button', { name: 'Alertas: 1 nueva' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('link')[0]).not.toHaveTextContent('Nueva');
  });

  it("links a customer's alert to the purchase in this shop, and a shop admin's to the shop's order", async () => {
    all[0] = alert(23, { audience: 'customer', event: 'order_state' });
    all[1] = alert(22, { audience: 'shop_admin' });
    all[2] = alert(21, { audience: 'shop_admin', shop: 'moda' });
    try {
      fireEvent.click(await renderBell());
      const panel = screen.getByRole('dialog', { name: 'Alertas' });
      const [customer, shopAdmin, otherShop] = await within(panel).findAllByRole('link');
      expect(customer).toHaveAttribute('href', '/tienda/demo/mis-compras/ord_23');
      expect(shopAdmin).toHaveAttribute('href', '/tienda/demo/admin/ordenes/ord_22');
      expect(otherShop).toHaveAttribute('href', '/tienda/moda/admin/ordenes/ord_21');
      fireEvent.click(shopAdmin!);
      await waitFor(() =>
        expect(navigateTo).toHaveBeenCalledWith('/tienda/demo/admin/ordenes/ord_22'),
      );
      expect(asked.find((a) => a.method === 'PATCH')?.url.pathname).toBe('/api/me/alerts/alr_22');
    } finally {
      all[0] = alert(23);
      all[1] = alert(22);
      all[2] = alert(21);
    }
  });

  it("links a person's decided cash-out to their wallet on the platform, marking it visited", async () => {
    all[0] = alert(23, {
      audience: 'person',
      event: 'cashout_decided',
      shop: null,
      message_body: 'Tu retiro de $12.34 fue pagado (referencia SPEI-1).',
      params: {
        type: 'wallet',
        subtype: 'cashout_decided',
        wallet_type_id: 'commissions',
        cashout_id: 'cko_1',
        amount: 1_234,
        currency: 'MXN',
        state: 'paid',
        payment_reference: 'SPEI-1',
        reason: null,
      },
    });
    try {
      fireEvent.click(await renderBell());
      const panel = screen.getByRole('dialog', { name: 'Alertas' });
      const [wallet] = await within(panel).findAllByRole('link');
      expect(wallet).toHaveTextContent('Tu retiro de $12.34 fue pagado (referencia SPEI-1).');
      expect(wallet).toHaveAttribute('href', '/me/wallet/commissions');
      fireEvent.click(wallet!);
      await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/me/wallet/commissions'));
      expect(asked.find((a) => a.method === 'PATCH')?.url.pathname).toBe('/api/me/alerts/alr_23');
    } finally {
      all[0] = alert(23);
    }
  });

  it('shows a new alert on the open page without a reload (the count is asked again)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderBell();
    pending = 3;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ALERTS_POLL_MS);
    });
    expect(await screen.findByRole('button', { name: 'Alertas: 3 nuevas' })).toHaveTextContent('3');
  });

  it('shows an alert that arrives while the panel is open, without reopening it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(await renderBell());
    const panel = screen.getByRole('dialog', { name: 'Alertas' });
    await within(panel).findAllByRole('link');
    fireEvent.click(within(panel).getByRole('button', { name: '10 más' }));
    await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(20));
    const listAsks = () => asked.filter((a) => a.url.pathname === '/api/me/alerts').length;
    expect(listAsks()).toBe(2);

    // A poll with nothing new leaves the list alone.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ALERTS_POLL_MS);
    });
    expect(listAsks()).toBe(2);

    all.unshift(alert(24));
    pending = 3;
    try {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ALERTS_POLL_MS);
      });
      expect(await screen.findByRole('button', { name: 'Alertas: 3 nuevas' })).toBeInTheDocument();
      await waitFor(() =>
        expect(within(panel).getAllByRole('link')[0]).toHaveAttribute(
          'href',
          '/apps/me/store/orders/ord_24',
        ),
      );
      // The loaded pages stay loaded, without repeats; "10 más" goes on from there.
      const links = within(panel).getAllByRole('link');
      expect(links).toHaveLength(20);
      expect(links[19]).toHaveAttribute('href', '/apps/me/store/orders/ord_5');
      fireEvent.click(within(panel).getByRole('button', { name: '10 más' }));
      await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(24));
      expect(within(panel).getAllByRole('link')[20]).toHaveAttribute(
        'href',
        '/apps/me/store/orders/ord_4',
      );
    } finally {
      all.shift();
    }
  });

  it('leaves the list alone while the panel is closed; the next opening shows the new alert', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(await renderBell());
    const panel = screen.getByRole('dialog', { name: 'Alertas' });
    await within(panel).findAllByRole('link');
    fireEvent.click(within(panel).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(panel).not.toHaveAttribute('open'));
    const listAsks = () => asked.filter((a) => a.url.pathname === '/api/me/alerts').length;

    all.unshift(alert(24));
    pending = 3;
    try {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ALERTS_POLL_MS);
      });
      const bell = await screen.findByRole('button', { name: 'Alertas: 3 nuevas' });
      expect(listAsks()).toBe(1);
      fireEvent.click(bell);
      await waitFor(() =>
        expect(within(panel).getAllByRole('link')[0]).toHaveAttribute(
          'href',
          '/apps/me/store/orders/ord_24',
        ),
      );
    } finally {
      all.shift();
    }
  });
});
