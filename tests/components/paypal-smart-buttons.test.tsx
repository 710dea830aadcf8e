import type { PayPalButtonsComponentOptions } from '@paypal/paypal-js';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { PayByRedirectButton } from '@/components/payments/pay-by-redirect-button';
import { PayPalSmartButtons } from '@/components/payments/paypal-smart-buttons';
import es from '@/messages/es.json';

import { reply, routeFetch } from '../support/fetch-routes';

// PayPal's SDK is a third party's script loaded over the network: only its loader is replaced,
// by one that answers a fake `paypal` namespace (or fails, as offline or blocked).
const loadScript = vi.hoisted(() => vi.fn());
vi.mock('@paypal/paypal-js', () => ({ loadScript }));
const navigate = vi.hoisted(() => vi.fn());
vi.mock('@/lib/client/navigate', () => ({ navigateTo: navigate }));

const words = es.payments;
const CREATE = 'POST /api/payments/tok_1/order/paypal';
const CAPTURE = 'POST /api/payments/tok_1/order/paypal/capture';
const APPROVAL = 'https://www.sandbox.paypal.com/checkoutnow?token=PP1';
/** The create route's answer: PayPal's approval page and its order id. */
const created = reply(200, {
  approval_url: APPROVAL,
  token: 'tok_1',
  session_id: 'PP1',
  payment_metadata: { provider: 'paypal' },
});

/** What the page gave PayPal's Buttons, and whether they were closed. */
let given: PayPalButtonsComponentOptions;
const close = vi.fn(() => Promise.resolve());

function fakePayPal({ eligible = true } = {}) {
  return {
    version: 'test',
    Buttons(options: PayPalButtonsComponentOptions) {
      given = options;
      return {
        isEligible: () => eligible,
        close,
        async render(where: HTMLElement) {
          where.append(Object.assign(document.createElement('iframe'), { title: 'PayPal' }));
        },
      };
    },
  };
}

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
  loadScript.mockResolvedValue(fakePayPal());
});
afterEach(() => {
  vi.restoreAllMocks();
  loadScript.mockReset();
  navigate.mockReset();
  close.mockClear();
});

async function renderButtons() {
  const view = render(
    <PayPalSmartButtons
      token="tok_1"
      here="/me/payments/tok_1"
      clientId="client-abc"
      currency="MXN"
      locale="es_MX"
      labels={{
        cancelled: words.attemptFailed,
        failed: words.transactionFailed,
        serverCode: words.serverCode,
      }}
    >
      <PayByRedirectButton
        token="tok_1"
        provider="paypal"
        here="/me/payments/tok_1"
        labels={{ pay: 'Pagar con PayPal', opening: words.opening, failed: words.attemptFailed }}
      />
    </PayPalSmartButtons>,
  );
  await act(async () => {});
  return view;
}

const noData = {} as never;
const createOrder = () => act(() => given.createOrder!(noData, noData));
const approve = () => act(() => given.onApprove!({ orderID: 'PP1' } as never, noData));

describe('PayPal smart buttons', () => {
  it('loads the SDK with the client id, currency, locale and capture intent, then replaces the plain button', async () => {
    await renderButtons();
    expect(loadScript).toHaveBeenCalledWith({
      clientId: 'client-abc',
      currency: 'MXN',
      locale: 'es_MX',
      intent: 'capture',
    });
    expect(screen.getByTitle('PayPal')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar con PayPal' })).not.toBeInTheDocument();
  });

  it('creates the PayPal order through our API and hands PayPal its id', async () => {
    const calls = routeFetch(fetchMock, {
      [CREATE]: [created],
    });
    await renderButtons();
    await expect(createOrder()).resolves.toBe('PP1');
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/payments/tok_1/order/paypal',
        body: { return_path: '/me/payments/tok_1', cancel_path: '/me/payments/tok_1' },
      },
    ]);
  });

  it('captures on our server once approved, then goes where the redirect flow lands (code=1)', async () => {
    const calls = routeFetch(fetchMock, {
      [CAPTURE]: [reply(200, { state: 'paid', order_id: 'ord_1' })],
    });
    await renderButtons();
    await approve();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([CAPTURE]);
    expect(navigate).toHaveBeenCalledWith('/me/payments/tok_1?code=1');
  });

  it("says the attempt failed, with the server's code, when the capture fails", async () => {
    routeFetch(fetchMock, {
      [CAPTURE]: [reply(502, { code: 'payment_provider_error', message: 'PayPal' })],
    });
    await renderButtons();
    await approve();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(words.transactionFailed);
    expect(alert).toHaveTextContent('Código: payment_provider_error');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows the server's code when creating the order fails and PayPal reports the error", async () => {
    routeFetch(fetchMock, {
      [CREATE]: [reply(409, { code: 'order_not_payable', message: '' })],
    });
    await renderButtons();
    await expect(createOrder()).rejects.toThrow('order_not_payable');
    act(() => given.onError!({}));
    expect(screen.getByRole('alert')).toHaveTextContent('Código: order_not_payable');
  });

  it('asks to choose another way or try later when the shopper closes PayPal', async () => {
    await renderButtons();
    act(() => given.onCancel!(noData, noData));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El intento de pago falló. Por favor, seleccione otra forma de pago o intente más tarde',
    );
  });

  it('keeps the plain button, still working, when the SDK cannot load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadScript.mockRejectedValue(new Error('The script failed to load'));
    const calls = routeFetch(fetchMock, {
      [CREATE]: [created],
    });
    await renderButtons();
    fireEvent.click(screen.getByRole('button', { name: 'Pagar con PayPal' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(APPROVAL));
    expect(calls).toHaveLength(1);
  });

  it('keeps the plain button when PayPal finds its buttons ineligible, and closes them on leaving', async () => {
    loadScript.mockResolvedValue(fakePayPal({ eligible: false }));
    const { unmount } = await renderButtons();
    expect(screen.getByRole('button', { name: 'Pagar con PayPal' })).toBeInTheDocument();
    unmount();
    expect(close).toHaveBeenCalled();
  });
});
