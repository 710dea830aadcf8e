import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { InstalmentsForm } from '@/components/supplier-instalments/instalments-form';
import es from '@/messages/es.json';

import { reply, routeFetch } from '../support/fetch-routes';
import { renderWithRouter } from '../support/render-with-router';

const words = es.supplierInstalments;
const SAVE = 'PUT /api/suppliers/sup_1/instalments';

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => vi.restoreAllMocks());

function renderForm() {
  return renderWithRouter(
    <InstalmentsForm
      supplierId="sup_1"
      initial={{ instalment_months: [3, 6], instalment_min_amount: 30_000 }}
    />,
    'es',
    ['supplierInstalments'],
  );
}

describe("a supplier's meses sin intereses", () => {
  it('shows what it offers now and saves the months ticked and the minimum in cents', async () => {
    const calls = routeFetch(fetchMock, {
      [SAVE]: [reply(200, { instalment_months: [3, 6, 12], instalment_min_amount: 50_050 })],
    });
    const { router } = renderForm();
    expect(screen.getByRole('checkbox', { name: '3 meses' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '9 meses' })).not.toBeChecked();
    expect(screen.getByLabelText(words.minAmount)).toHaveValue('300.00');

    fireEvent.click(screen.getByRole('checkbox', { name: '12 meses' }));
    fireEvent.change(screen.getByLabelText(words.minAmount), { target: { value: '500.50' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: words.save }));
    });
    expect(calls).toEqual([
      {
        method: 'PUT',
        url: '/api/suppliers/sup_1/instalments',
        body: { instalment_months: [3, 6, 12], instalment_min_amount: 50_050 },
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(words.saved);
    expect(router.refresh).toHaveBeenCalled();
  });

  it('asks for an amount in pesos before anything is sent', async () => {
    const calls = routeFetch(fetchMock, {});
    renderForm();
    fireEvent.change(screen.getByLabelText(words.minAmount), { target: { value: '3,000' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: words.save }));
    });
    expect(screen.getByText(words.fieldErrors.invalid_amount)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("says the server's refusal", async () => {
    routeFetch(fetchMock, {
      [SAVE]: [reply(403, { code: 'forbidden', message: es.errors.forbidden })],
    });
    renderForm();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: words.save }));
    });
    expect(screen.getByText(es.errors.forbidden).closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText(words.saved)).not.toBeInTheDocument();
  });
});
