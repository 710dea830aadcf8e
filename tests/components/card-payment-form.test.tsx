import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { CARD_FAILURE_MS, CardPaymentForm } from '@/components/payments/card-payment-form';
import es from '@/messages/es.json';

import { reply, routeFetch } from '../support/fetch-routes';
import { renderWithRouter } from '../support/render-with-router';

// Stripe.js is a third party's script loaded over the network: only its loader is replaced, by
// one that answers a fake `Stripe` whose card field is a stand-in iframe (or fails, as offline).
const loadStripe = vi.hoisted(() => vi.fn());
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));
const navigate = vi.hoisted(() => vi.fn());
vi.mock('@/lib/client/navigate', () => ({ navigateTo: navigate }));

const words = es.payments;
const PAY = 'POST /api/payments/tok_1/order/card';
const THREE_DS = 'https://hooks.stripe.com/3d_secure_2/hosted?payment_intent=pi_1';

let onChange: ((event: { error?: { message: string } }) => void) | undefined;
const card = {
  mount: vi.fn((where: HTMLElement) => {
    where.append(Object.assign(document.createElement('iframe'), { title: 'Tarjeta (Stripe)' }));
  }),
  on: vi.fn((event: string, handler: typeof onChange) => {
    if (event === 'change') onChange = handler;
  }),
  destroy: vi.fn(),
};
const createPaymentMethod = vi.fn();
const elements = vi.fn(() => ({ create: () => card }));

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
  loadStripe.mockResolvedValue({ elements, createPaymentMethod });
  createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_test_1' } });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  loadStripe.mockReset();
  navigate.mockReset();
  createPaymentMethod.mockReset();
  card.mount.mockClear();
});

function renderForm() {
  return renderWithRouter(
    <CardPaymentForm
      token="tok_1"
      here="/me/payments/tok_1"
      publishableKey="pk_test_1"
      locale="es"
      labels={{
        ...words.card,
        pay: 'Pagar 499.00 MXN',
        serverCode: words.serverCode,
      }}
    />,
  );
}

/** Picks the card method and waits for Stripe's field. */
async function openForm() {
  const view = renderForm();
  fireEvent.click(screen.getByRole('button', { name: words.card.open }));
  await screen.findByTitle('Tarjeta (Stripe)');
  return view;
}

async function payAs(name: string) {
  fireEvent.change(screen.getByLabelText(words.card.name), { target: { value: name } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Pagar 499.00 MXN' }));
  });
}

describe('card payment form', () => {
  it('loads Stripe.js only when the shopper picks the card, with the publishable key and language', async () => {
    renderForm();
    expect(loadStripe).not.toHaveBeenCalled();
    expect(screen.queryByLabelText(words.card.name)).not.toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: words.card.open }));
    await screen.findByTitle('Tarjeta (Stripe)');
    expect(loadStripe).toHaveBeenCalledWith('pk_test_1', { locale: 'es-419' });
    expect(elements).toHaveBeenCalledWith({ locale: 'es-419' });
    expect(screen.getByLabelText(words.card.name)).toHaveFocus();
    expect(screen.getByRole('group', { name: words.card.details })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: words.card.open })).not.toBeInTheDocument();
  });

  it('asks for the name on the card before anything is sent', async () => {
    const calls = routeFetch(fetchMock, {});
    await openForm();
    await payAs('  ');
    expect(screen.getByText(words.card.nameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(words.card.name)).toHaveAttribute('aria-invalid', 'true');
    expect(createPaymentMethod).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('makes the card token with the billing name, sends its id and lands paid (code=1)', async () => {
    const calls = routeFetch(fetchMock, {
      [PAY]: [reply(200, { state: 'paid', url_3ds: null, order_id: 'ord_1' })],
    });
    await openForm();
    await payAs(' Ana López ');
    expect(createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card,
      billing_details: { name: 'Ana López' },
    });
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/payments/tok_1/order/card',
        body: { source_id: 'pm_test_1', return_path: '/me/payments/tok_1' },
      },
    ]);
    expect(navigate).toHaveBeenCalledWith('/me/payments/tok_1?code=1');
  });

  it("goes to the card's bank when the answer carries url_3ds", async () => {
    routeFetch(fetchMock, {
      [PAY]: [reply(200, { state: 'requires_3ds', url_3ds: THREE_DS, order_id: 'ord_1' })],
    });
    await openForm();
    await payAs('Ana López');
    expect(navigate).toHaveBeenCalledWith(THREE_DS);
    expect(screen.getByRole('button', { name: words.card.redirecting })).toBeDisabled();
  });

  it("follows a 'requires_action' error's redirect", async () => {
    routeFetch(fetchMock, {
      [PAY]: [
        reply(409, {
          code: 'requires_action',
          message: es.errors.requires_action,
          redirect: 'https://bank.example/confirm',
        }),
      ],
    });
    await openForm();
    await payAs('Ana López');
    expect(navigate).toHaveBeenCalledWith('https://bank.example/confirm');
  });

  it('shows a declined card for 55 s with the server message and decline code, and reads the page again', async () => {
    routeFetch(fetchMock, {
      [PAY]: [
        reply(402, {
          code: 'card_declined',
          message: es.errors.card_declined,
          decline_code: 'insufficient_funds',
        }),
      ],
    });
    const { router } = await openForm();
    await payAs('Ana López');
    // The toast is put up on the toaster's next tick.
    const notice = (await screen.findByText(es.errors.card_declined)).closest('[role="alert"]');
    expect(notice).toHaveTextContent('Código: insufficient_funds');
    expect(router.refresh).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pagar 499.00 MXN' })).toBeEnabled();

    vi.useFakeTimers();
    // The notice was shown before the fake clock: show it again on it, then let 55 s pass.
    routeFetch(fetchMock, {
      [PAY]: [reply(402, { code: 'card_declined', message: es.errors.card_declined })],
    });
    await payAs('Ana López');
    // The toast takes the new text on its next tick; its 55 s start then.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText(es.errors.card_declined)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(CARD_FAILURE_MS - 1));
    expect(screen.getByText(es.errors.card_declined)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    // Then it slides out (the toaster's 200 ms) and leaves the page.
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(es.errors.card_declined)).not.toBeInTheDocument();
  });

  it("says 'Ha ocurrido un error' with the code when the server gives no message", async () => {
    routeFetch(fetchMock, { [PAY]: [reply(502, { code: 'payment_provider_error', message: '' })] });
    await openForm();
    await payAs('Ana López');
    const notice = (await screen.findByText(words.card.genericError)).closest('[role="alert"]');
    expect(notice).toHaveTextContent('Código: payment_provider_error');
  });

  it("shows Stripe's own word on the card field and sends nothing when the card is incomplete", async () => {
    const calls = routeFetch(fetchMock, {});
    createPaymentMethod.mockResolvedValue({
      error: { type: 'validation_error', message: 'El número de tu tarjeta está incompleto.' },
    });
    await openForm();
    act(() => onChange?.({ error: { message: 'El número de tu tarjeta no es válido.' } }));
    expect(screen.getByText('El número de tu tarjeta no es válido.')).toBeInTheDocument();
    await payAs('Ana López');
    expect(screen.getByText('El número de tu tarjeta está incompleto.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says the card form is unavailable when Stripe.js cannot load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: words.card.open }));
    expect(await screen.findByText(words.card.loadFailed)).toBeInTheDocument();
    expect(card.mount).not.toHaveBeenCalled();
  });
});
