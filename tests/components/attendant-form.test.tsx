import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { AttendantForm } from '@/components/tickets/attendant-form';

import { reply, routeFetch } from '../support/fetch-routes';
import { renderWithRouter } from '../support/render-with-router';

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => vi.restoreAllMocks());

const renderForm = (
  defaults: { attendant_name: string | null; attendant_email: string | null } = {
    attendant_name: null,
    attendant_email: null,
  },
) =>
  renderWithRouter(
    <AttendantForm
      orderId="ord_9z"
      ticketId="tkt_1"
      seatLabel="Asiento 1 · Concierto"
      defaults={defaults}
    />,
    'es',
    ['tickets'],
  );

const saved = {
  id: 'tkt_1',
  position: 1,
  seat: 1,
  product_id: 'prd_1',
  product_name: 'Concierto',
  variant: null,
  experience_date: null,
  experience_place: null,
  attendant_name: 'Lucía Pérez',
  attendant_email: 'lucia@example.mx',
  used: false,
  used_at: null,
  canceled: false,
  reason: null,
  code: 'TK1-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
};

describe('attendant form', () => {
  it("sends the seat's attendant once, says so and refreshes the page", async () => {
    const calls = routeFetch(fetchMock, {
      'PATCH /api/orders/ord_9z/attendants/tkt_1': [reply(200, saved)],
    });
    const { router } = renderForm();
    const form = screen.getByRole('form', { name: 'Asiento 1 · Concierto' });
    expect(form).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre de quien asiste' }), {
      target: { value: '  Lucía Pérez ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Correo de quien asiste' }), {
      target: { value: 'lucia@example.mx' },
    });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Guardar asistente' })),
    );
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PATCH /api/orders/ord_9z/attendants/tkt_1',
    ]);
    expect(calls[0]!.body).toEqual({
      attendant_name: 'Lucía Pérez',
      attendant_email: 'lucia@example.mx',
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Asistente guardado'));
    expect(router.refresh).toHaveBeenCalled();
  });

  it('refuses a bad e-mail and a name over 120 characters without sending anything', async () => {
    const calls = routeFetch(fetchMock, {});
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre de quien asiste' }), {
      target: { value: 'x'.repeat(121) },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Correo de quien asiste' }), {
      target: { value: 'no-es-correo' },
    });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Guardar asistente' })),
    );
    expect(await screen.findByText('Escribe como máximo 120 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Escribe un correo válido')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Correo de quien asiste' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls).toEqual([]);
  });

  it('shows what the API said when it refuses', async () => {
    routeFetch(fetchMock, {
      'PATCH /api/orders/ord_9z/attendants/tkt_1': [
        reply(404, { code: 'ticket_not_found', message: 'Boleto no encontrado' }),
      ],
    });
    renderForm({ attendant_name: 'Ana', attendant_email: null });
    expect(screen.getByRole('textbox', { name: 'Nombre de quien asiste' })).toHaveValue('Ana');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Guardar asistente' })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Boleto no encontrado');
  });
});
