import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { CardPaymentForm } from '@/components/payments/card-payment-form';
import es from '@/messages/es.json';

import { reply, routeFetch } from '../support/fetch-routes';
import { renderWithRouter } from '../support/render-with-router';

// As in card-payment-form.test.tsx: only Stripe.js's loader is replaced, by one that answers a
// fake `Stripe` whose card field is a stand-in iframe that reports its changes.
const loadStripe = vi.hoisted(() => vi.fn());
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));
const navigate = vi.hoisted(() => vi.fn());
vi.mock('@/lib/client/navigate', () => ({ navigateTo: navigate }));

const words = es.payments;
const msi = words.card.instalments;
const PAY = 'POST /api/payments/tok_1/order/card';
const PLANS = 'POST /api/payments/tok_1/order/card/instalments';
const SIX = '6 meses sin intereses';

let onChange: ((event: { complete?: boolean; error?: { message: string } }) => void) | undefined;
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
  createPaymentMethod
    .mockResolvedValueOnce({ paymentMethod: { id: 'pm_plans_1' } })
    .mockResolvedValue({ paymentMethod: { id: 'pm_pay_1' } });
});
afterEach(() => {
  vi.restoreAllMocks();
  loadStripe.mockReset();
  navigate.mockReset();
  createPaymentMethod.mockReset();
});

/** Opens the form with the instalment words, as the payment page hands them. */
async function openForm() {
  const view = renderWithRouter(
    <CardPaymentForm
      token="tok_1"
      here="/me/payments/tok_1"
      publishableKey="pk_test_1"
      locale="es"
      labels={{
        ...words.card,
        pay: 'Pagar $499.00 MXN',
        serverCode: words.serverCode,
        instalments: msi,
      }}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: words.card.open }));
  await screen.findByTitle('Tarjeta (Stripe)');
  fireEvent.change(screen.getByLabelText(words.card.name), { target: { value: 'Ana López' } });
  return view;
}

/** The shopper finishes typing the card: Stripe's field reports it complete. */
async function completeCard() {
  await act(async () => onChange?.({ complete: true }));
}

const payButton = () => screen.getByRole('button', { name: 'Pagar $499.00 MXN' });

describe('meses sin intereses on the card form', () => {
  it('offers paying at once or each month count with its monthly amount once the card is complete, and pays in the months picked', async () => {
    const calls = routeFetch(fetchMock, {
      [PLANS]: [
        reply(200, {
          one_payment: true,
          msi_payments: [
            { months: 3, monthly_amount: 16_634 },
            { months: 6, monthly_amount: 8_317 },
          ],
          currency: 'MXN',
        }),
      ],
      [PAY]: [reply(200, { state: 'paid', url_3ds: null, order_id: 'ord_1' })],
    });
    await openForm();
    expect(screen.queryByRole('group', { name: msi.legend })).not.toBeInTheDocument();
    await completeCard();

    const choice = await screen.findByRole('group', { name: msi.legend });
    expect(within(choice).getByRole('radio', { name: msi.onePayment })).toBeChecked();
    expect(within(choice).getByText('3 meses sin intereses')).toBeInTheDocument();
    expect(within(choice).getByText('$166.34 al mes')).toBeInTheDocument();
    expect(within(choice).getByText('$83.17 al mes')).toBeInTheDocument();

    fireEvent.click(within(choice).getByRole('radio', { name: new RegExp(SIX) }));
    await act(async () => {
      fireEvent.click(payButton());
    });
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/payments/tok_1/order/card/instalments',
        body: { source_id: 'pm_plans_1' },
      },
      {
        method: 'POST',
        url: '/api/payments/tok_1/order/card',
        body: { source_id: 'pm_pay_1', return_path: '/me/payments/tok_1', instalments: 6 },
      },
    ]);
    expect(navigate).toHaveBeenCalledWith('/me/payments/tok_1?code=1');
  });

  it('just pays, at once, when the card has no plans', async () => {
    const calls = routeFetch(fetchMock, {
      [PLANS]: [reply(200, { one_payment: true, msi_payments: [], currency: 'MXN' })],
      [PAY]: [reply(200, { state: 'paid', url_3ds: null, order_id: 'ord_1' })],
    });
    await openForm();
    await completeCard();
    await act(async () => {
      fireEvent.click(payButton());
    });
    expect(screen.queryByRole('group', { name: msi.legend })).not.toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({
      source_id: 'pm_pay_1',
      return_path: '/me/payments/tok_1',
    });
  });

  it("says 'La tarjeta no acepta pagos a meses' when the card refuses the months, and drops the choice", async () => {
    routeFetch(fetchMock, {
      [PLANS]: [
        reply(200, {
          one_payment: true,
          msi_payments: [{ months: 6, monthly_amount: 8_317 }],
          currency: 'MXN',
        }),
      ],
      [PAY]: [
        reply(409, {
          code: 'instalments_not_accepted',
          message: es.errors.instalments_not_accepted,
        }),
      ],
    });
    await openForm();
    await completeCard();
    fireEvent.click(await screen.findByRole('radio', { name: new RegExp(SIX) }));
    await act(async () => {
      fireEvent.click(payButton());
    });
    const notice = (await screen.findByText('La tarjeta no acepta pagos a meses')).closest(
      '[role="alert"]',
    );
    expect(notice).toHaveTextContent('Código: instalments_not_accepted');
    expect(screen.queryByRole('group', { name: msi.legend })).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('forgets the plans when the card is changed back to incomplete', async () => {
    routeFetch(fetchMock, {
      [PLANS]: [
        reply(200, {
          one_payment: true,
          msi_payments: [{ months: 3, monthly_amount: 16_634 }],
          currency: 'MXN',
        }),
      ],
    });
    await openForm();
    await completeCard();
    await screen.findByRole('group', { name: msi.legend });
    await act(async () => onChange?.({ complete: false }));
    expect(screen.queryByRole('group', { name: msi.legend })).not.toBeInTheDocument();
  });
});
