import { fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { PayByRedirectButton } from '@/components/payments/pay-by-redirect-button';

const navigate = vi.hoisted(() => vi.fn());
vi.mock('@/lib/client/navigate', () => ({ navigateTo: navigate }));

const sent: unknown[] = [];
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
  navigate.mockReset();
});
afterAll(() => server.close());

const labels = {
  pay: 'Pagar con PayPal',
  opening: 'Abriendo…',
  failed: 'El intento de pago falló.',
};

describe('PayByRedirectButton', () => {
  it('is a form posting to {page}/pagar/{provider}, so it pays without JavaScript too', () => {
    render(
      <PayByRedirectButton
        token="tok_1"
        provider="stripe"
        here="/tienda/demo/me/payments/tok_1"
        labels={labels}
      />,
    );
    const button = screen.getByRole('button', { name: 'Pagar con PayPal' });
    expect(button).toHaveAttribute('type', 'submit');
    const form = button.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/tienda/demo/me/payments/tok_1/pagar/stripe');
  });

  it('asks for the approval URL with this page as return and cancel path, then goes there', async () => {
    server.use(
      http.post('*/api/payments/tok_1/order/paypal', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          approval_url: 'https://www.sandbox.paypal.com/checkoutnow?token=PP1',
          token: 'tok_1',
          session_id: 'PP1',
          payment_metadata: { provider: 'paypal' },
        });
      }),
    );
    render(
      <PayByRedirectButton
        token="tok_1"
        provider="paypal"
        here="/me/payments/tok_1"
        labels={labels}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pagar con PayPal' }));
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('https://www.sandbox.paypal.com/checkoutnow?token=PP1'),
    );
    expect(sent).toEqual([
      { return_path: '/me/payments/tok_1', cancel_path: '/me/payments/tok_1' },
    ]);
  });

  it("shows the server's message when the provider fails, and lets the shopper try again", async () => {
    server.use(
      http.post('*/api/payments/tok_1/order/paypal', () =>
        HttpResponse.json(
          {
            code: 'payment_provider_error',
            message:
              'El intento de pago falló. Por favor, seleccione otra forma de pago o intente más tarde',
          },
          { status: 502 },
        ),
      ),
    );
    render(
      <PayByRedirectButton
        token="tok_1"
        provider="paypal"
        here="/me/payments/tok_1"
        labels={labels}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pagar con PayPal' }));
    // The alert region is always there (so screen readers announce what fills it): wait for the text.
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'El intento de pago falló. Por favor, seleccione otra forma de pago o intente más tarde',
      ),
    );
    expect(screen.getByRole('button', { name: 'Pagar con PayPal' })).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
