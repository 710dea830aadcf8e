import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { CheckoutInvoicingChoice } from '@/components/invoicing/checkout-invoicing-choice';

import { reply, routeFetch } from '../support/fetch-routes';
import { renderWithIntl } from '../support/render-with-intl';

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => vi.restoreAllMocks());

const profile = {
  id: 'ifp_1',
  rfc: 'XAXX010101000',
  legal_name: 'PÚBLICO EN GENERAL',
  tax_regime: '616',
  cfdi_use: 'S01',
  postal_code: '06600',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};
const PATCH = 'PATCH /api/shops/demo/checkouts/chk_1';

const renderChoice = () =>
  renderWithIntl(
    <CheckoutInvoicingChoice
      shopSlug="demo"
      checkoutId="chk_1"
      profiles={[profile]}
      initial={null}
    />,
    'es',
    ['invoicing'],
  );

describe('"¿Necesitas factura?" at checkout', () => {
  it('saves the chosen tax data on the checkout, and none again', async () => {
    const calls = routeFetch(fetchMock, { [PATCH]: [reply(200, {})] });
    renderChoice();
    const group = screen.getByRole('group', { name: '¿Necesitas factura?' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No necesito factura' })).toBeChecked();
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /XAXX010101000/ })));
    expect(screen.getByRole('radio', { name: /XAXX010101000/ })).toBeChecked();
    await act(async () =>
      fireEvent.click(screen.getByRole('radio', { name: 'No necesito factura' })),
    );
    expect(calls.map((c) => c.body)).toEqual([
      { invoicing_profile_id: 'ifp_1' },
      { invoicing_profile_id: null },
    ]);
  });

  it('puts the saved choice back when the save is refused', async () => {
    routeFetch(fetchMock, {
      [PATCH]: [reply(409, { code: 'checkout_closed', message: 'Cerrado' })],
    });
    renderChoice();
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /XAXX010101000/ })));
    expect(screen.getByRole('radio', { name: 'No necesito factura' })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se pudo guardar tu elección. Inténtalo de nuevo.',
    );
  });
});
