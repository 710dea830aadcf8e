import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { CashoutForm } from '@/components/wallet/cashout-form';

import { reply, routeFetch } from '../support/fetch-routes';
import { renderWithRouter } from '../support/render-with-router';

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => vi.restoreAllMocks());

const renderForm = () =>
  renderWithRouter(
    <CashoutForm walletType="commissions" currency="MXN" available={30_000} />,
    'es',
    ['wallet.cashout'],
  );

describe('cash-out form', () => {
  it('asks for the amount in centavos, says so and refreshes the page', async () => {
    const calls = routeFetch(fetchMock, {
      'POST /api/me/wallets/commissions/cashouts': [
        reply(201, {
          id: 'cko_1',
          amount: 12_550,
          currency: 'MXN',
          state: 'requested',
          created_at: '2026-11-27T12:00:00.000Z',
        }),
      ],
    });
    const { router } = renderForm();
    expect(screen.getByText('Hasta $300.00. Se paga en el próximo corte.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Monto a retirar' }), {
      target: { value: '125.50' },
    });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Solicitar retiro' })),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Retiro de $125.50 solicitado.'),
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/me/wallets/commissions/cashouts',
        body: { amount: 12_550, currency: 'MXN' },
      },
    ]);
    expect(router.refresh).toHaveBeenCalled();
  });

  it('explains an amount it cannot read, and sends nothing', async () => {
    const calls = routeFetch(fetchMock, {});
    renderForm();
    const amount = screen.getByRole('textbox', { name: 'Monto a retirar' });
    fireEvent.change(amount, { target: { value: '-3' } });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Solicitar retiro' })),
    );
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Escribe un monto mayor'));
    expect(calls).toHaveLength(0);
  });
});
