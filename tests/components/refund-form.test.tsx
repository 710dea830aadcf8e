import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { RefundForm } from '@/components/refunds/refund-form';
import type { Refund } from '@/lib/api/schemas/refunds';

import { reply, routeFetch } from '../support/fetch-routes';
import { renderWithRouter } from '../support/render-with-router';
import { order } from './order-fixtures';

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => vi.restoreAllMocks());

const refund = (overrides: Partial<Refund> = {}): Refund => ({
  id: 'rfd_1',
  order_id: 'ord_1b2c',
  return_id: null,
  amount: 25_000,
  currency: 'MXN',
  state: 'success',
  method: 'manual',
  failure_reason: null,
  note: '',
  lines: [],
  created_at: '2025-05-03T17:00:00.000Z',
  updated_at: '2025-05-03T17:00:00.000Z',
  ...overrides,
});

const renderForm = (available = 50_000, linked: Partial<Parameters<typeof RefundForm>[0]> = {}) =>
  renderWithRouter(<RefundForm order={order()} available={available} {...linked} />, 'es', [
    'orderRefunds',
    'errors.refund_amount_exceeds_available',
  ]);

/** The Idempotency-Key header of each refund request sent. */
const keysSent = () =>
  fetchMock.mock.calls.map(([input, init]) =>
    new Headers(input instanceof Request ? input.headers : init?.headers).get('idempotency-key'),
  );

describe('refund form', () => {
  it('sends the amount in centavos with the units coming back, says how it went and refreshes', async () => {
    const calls = routeFetch(fetchMock, {
      'POST /api/orders/ord_1b2c/refunds': [reply(201, refund({ amount: 25_050 }))],
    });
    const { router } = renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Monto a reembolsar' }), {
      target: { value: '250.50' },
    });
    fireEvent.change(
      screen.getByRole('spinbutton', {
        name: 'Piezas de «Playera (Talla: M)» que regresan (de 2)',
      }),
      { target: { value: '1' } },
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reembolsar' })));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Reembolso de $250.50: Completado.'),
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/orders/ord_1b2c/refunds',
        body: {
          amount: 25_050,
          note: '',
          lines: [{ product_id: 'prd_shirt', variant: 'Talla: M', quantity: 1 }],
        },
      },
    ]);
    expect(keysSent()[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(router.refresh).toHaveBeenCalled();
  });

  it('refuses more than what remains, and nonsense, on the amount field without sending', async () => {
    const calls = routeFetch(fetchMock, {});
    renderForm(10_000);
    const amount = screen.getByRole('textbox', { name: 'Monto a reembolsar' });
    fireEvent.change(amount, { target: { value: '100.01' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reembolsar' })));
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('El monto ingresado es mayor que el monto disponible.'),
    );
    fireEvent.change(amount, { target: { value: 'diez' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reembolsar' })));
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Escribe un monto mayor que cero'),
    );
    expect(calls).toHaveLength(0);
  });

  it('uses a new key for the next refund once one is answered', async () => {
    routeFetch(fetchMock, { 'POST /api/orders/ord_1b2c/refunds': [reply(201, refund())] });
    renderForm();
    const amount = screen.getByRole('textbox', { name: 'Monto a reembolsar' });
    for (let i = 0; i < 2; i++) {
      fireEvent.change(amount, { target: { value: '10' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reembolsar' })));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(i + 1));
    }
    const [first, second] = keysSent();
    expect(first).not.toBe(second);
  });

  it('sends the same key again after an answer that never came, so a retry refunds once', async () => {
    routeFetch(fetchMock, {
      'POST /api/orders/ord_1b2c/refunds': [
        () => {
          throw new TypeError('Failed to fetch');
        },
        reply(201, refund()),
      ],
    });
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Monto a reembolsar' }), {
      target: { value: '10' },
    });
    for (let i = 0; i < 2; i++) {
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reembolsar' })));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(i + 1));
    }
    const [first, second] = keysSent();
    expect(second).toBe(first);
  });

  it('answers the newest accepted return no refund answers yet, or none when chosen', async () => {
    const calls = routeFetch(fetchMock, {
      'POST /api/orders/ord_1b2c/refunds': [reply(201, refund()), reply(201, refund())],
    });
    renderForm(50_000, {
      returns: [
        { id: 'ret_new', created_at: '2025-05-04T18:00:00.000Z' },
        { id: 'ret_old', created_at: '2025-05-02T18:00:00.000Z' },
      ],
      answered: ['ret_new'],
    });
    const linked = screen.getByRole('combobox', { name: 'Solicitud de devolución que atiende' });
    expect(linked).toHaveDisplayValue(/^Devolución del 2 may 2025/);
    fireEvent.change(screen.getByRole('textbox', { name: 'Monto a reembolsar' }), {
      target: { value: '10' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reembolsar' })));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ amount: 1_000, return_id: 'ret_old' });
    // Every accepted request answered: the next refund answers none unless one is chosen.
    await waitFor(() => expect(linked).toHaveDisplayValue('Ninguna'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Monto a reembolsar' }), {
      target: { value: '5' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reembolsar' })));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).not.toHaveProperty('return_id');
  });
});
