import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { TicketReader } from '@/components/ticket-reader/ticket-reader';
import { TicketResultCard } from '@/components/ticket-reader/ticket-result-card';
import type { TicketScan } from '@/lib/api/schemas/ticket-scans';

import { reply, routeFetch } from '../support/fetch-routes';
import { renderWithIntl } from '../support/render-with-intl';

const CODE = 'TK1-ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const valid: TicketScan = {
  code: CODE,
  state: 'valid',
  attendant_name: 'Ana Pérez',
  attendant_email: 'ana@example.mx',
  experience: {
    name: 'Recorrido nocturno',
    variant: '',
    date: '2026-12-05T02:00:00.000Z',
    place: 'Zócalo',
    past: false,
  },
  seat: 2,
  order_number: 'TD-000123',
  used_at: null,
  used_by: null,
  canceled_at: null,
  cancel_reason: null,
};
const used: TicketScan = {
  ...valid,
  state: 'used',
  used_at: '2026-12-05T01:30:00.000Z',
  used_by: 'Quetzalli Romero',
};

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
  // No camera in this browser: the reader offers the typed code only.
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const renderReader = () =>
  renderWithIntl(
    <TicketReader
      target={{ kind: 'shop', slug: 'demo' }}
      pageAction="/tienda/demo/admin/boletos"
      useAction="/tienda/demo/admin/boletos/usar"
    />,
    'es',
    ['ticketReader'],
  );

describe('ticket reader', () => {
  it('reads a typed code, shows who and what, marks it used once and says so', async () => {
    const calls = routeFetch(fetchMock, {
      'POST /api/shops/demo/tickets/read': [reply(200, valid)],
      'POST /api/shops/demo/tickets/use': [
        reply(200, { ...used, used_at: new Date().toISOString() }),
      ],
    });
    renderReader();
    expect(
      screen.queryByRole('button', { name: 'Escanear con la cámara' }),
    ).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Código del boleto' }), {
      target: { value: CODE.toLowerCase() },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Buscar boleto' })));
    const card = screen.getByRole('region', { name: 'Boleto válido' });
    expect(within(card).getByText('Ana Pérez')).toBeInTheDocument();
    expect(within(card).getByText('Recorrido nocturno')).toBeInTheDocument();
    expect(within(card).getByText('Boleto 2')).toBeInTheDocument();
    expect(within(card).getByText('TD-000123')).toBeInTheDocument();
    expect(screen.getByText('Boleto válido Ana Pérez')).toHaveAttribute('aria-live', 'polite');

    await act(async () =>
      fireEvent.click(within(card).getByRole('button', { name: 'Marcar como usado' })),
    );
    const after = screen.getByRole('region', { name: 'Boleto ya usado' });
    expect(within(after).getByText('Marcado como usado ahora.')).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: 'Marcar como usado' })).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/shops/demo/tickets/read',
      'POST /api/shops/demo/tickets/use',
    ]);
    expect(calls[0]!.body).toEqual({ code: CODE.toLowerCase() });
  });

  it('shows when and by whom a ticket used before was used, and a red card for an unknown code', async () => {
    routeFetch(fetchMock, {
      'POST /api/shops/demo/tickets/read': [
        reply(200, used),
        reply(404, { code: 'ticket_not_found', message: 'Boleto no encontrado' }),
      ],
    });
    renderReader();
    const input = screen.getByRole('textbox', { name: 'Código del boleto' });
    fireEvent.change(input, { target: { value: CODE } });
    await act(async () => fireEvent.submit(input.closest('form')!));
    const card = screen.getByRole('region', { name: 'Boleto ya usado' });
    expect(within(card).getByText(/^Usado el .+ por Quetzalli Romero\.$/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Marcar como usado' })).toBeNull();

    fireEvent.change(input, { target: { value: 'TK1-OTRO' } });
    await act(async () => fireEvent.submit(input.closest('form')!));
    expect(screen.getByRole('region', { name: 'Boleto no encontrado' })).toBeInTheDocument();
  });

  it('works as plain forms without JavaScript: a GET of the code, a POST of "mark as used"', () => {
    renderWithIntl(
      <TicketResultCard
        outcome={{ kind: 'ticket', ticket: valid, justUsed: false }}
        useAction="/apps/me/store/boletos/usar"
        hidden={{ proveedor: 'sup_1' }}
      />,
      'es',
      ['ticketReader'],
    );
    const button = screen.getByRole('button', { name: 'Marcar como usado' });
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/apps/me/store/boletos/usar');
    expect(Object.fromEntries(new FormData(form))).toEqual({ code: CODE, proveedor: 'sup_1' });
  });

  it('says why a canceled ticket is refused and offers no button', () => {
    renderWithIntl(
      <TicketResultCard
        outcome={{
          kind: 'ticket',
          ticket: { ...valid, state: 'canceled', cancel_reason: 'Pedido cancelado' },
          justUsed: false,
        }}
        useAction="/x"
      />,
      'es',
      ['ticketReader'],
    );
    const card = screen.getByRole('region', { name: 'Boleto cancelado' });
    expect(within(card).getByText('Motivo: Pedido cancelado')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
