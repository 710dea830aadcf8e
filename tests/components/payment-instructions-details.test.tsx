import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PaymentInstructionsDetails } from '@/components/orders/payment-instructions-details';

import { renderWithIntl } from '../support/render-with-intl';

const NOW = Date.parse('2025-05-03T17:00:00.000Z');

/** The definition list's value for a term, as a screen reader pairs them. */
function valueOf(term: string, scope: HTMLElement) {
  const dt = within(scope).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

const voucher = {
  method: 'oxxo' as const,
  number: '93000262280955',
  // 3 days on, at 23:59 in Mexico City.
  expires_at: '2025-05-07T05:59:00.000Z',
  hosted_voucher_url: 'https://payments.stripe.com/oxxo/voucher/pi_1',
  pay_by: '2025-05-07T05:59:00.000Z',
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('payment instructions', () => {
  it('shows an OXXO voucher: amount, number, its barcode, expiry and the printable page', () => {
    renderWithIntl(
      <PaymentInstructionsDetails
        instructions={voucher}
        amount={49_900}
        currency="MXN"
        now={NOW}
      />,
    );
    const section = screen.getByRole('region', { name: 'Paga en efectivo en OXXO' });
    expect(valueOf('Monto', section)).toHaveTextContent('$499.00');
    expect(valueOf('Número de referencia', section)).toHaveTextContent('93000262280955');
    const barcode = within(section).getByRole('img', {
      name: 'Código de barras de la referencia 93000262280955',
    });
    const svg = barcode.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg!.querySelector('path')).not.toBeNull();
    const expiry = valueOf('Paga antes de', section).querySelector('time')!;
    expect(expiry).toHaveAttribute('dateTime', voucher.expires_at);
    // 05:59 UTC on the 7th is 23:59 on the 6th in Mexico City.
    expect(expiry.textContent).toMatch(/6 may 2025/);
    expect(expiry.textContent).toMatch(/23:59/);
    expect(within(section).getByRole('timer')).toHaveTextContent('84:59:00');
    expect(
      within(section).getByRole('link', { name: 'Ver la ficha para imprimir' }),
    ).toHaveAttribute('href', voucher.hosted_voucher_url);
  });

  it('says the time to complete the purchase expired once the voucher has', () => {
    renderWithIntl(
      <PaymentInstructionsDetails
        instructions={voucher}
        amount={49_900}
        currency="MXN"
        now={Date.parse('2025-05-08T00:00:00.000Z')}
      />,
    );
    expect(screen.getAllByText('El tiempo para completar la compra expiró')[0]).toBeVisible();
  });

  it('shows a SPEI account with its CLABE grouped for reading and what is left to transfer', () => {
    renderWithIntl(
      <PaymentInstructionsDetails
        instructions={{
          method: 'spei',
          clabe: '646180111812345678',
          bank_name: 'STP',
          reference: 'REF123',
          amount_remaining: 19_900,
          hosted_instructions_url: null,
          pay_by: '2025-05-03T18:00:00.000Z',
        }}
        amount={49_900}
        currency="MXN"
        now={NOW}
        withCountdown={false}
      />,
      'en',
    );
    const section = screen.getByRole('region', { name: 'Your SPEI transfer details' });
    expect(valueOf('CLABE', section)).toHaveTextContent('646 180 11181234567 8');
    expect(valueOf('Bank', section)).toHaveTextContent('STP');
    expect(valueOf('Reference', section)).toHaveTextContent('REF123');
    expect(valueOf('Amount to transfer', section)).toHaveTextContent('$199.00');
    expect(valueOf('Transfer before', section).querySelector('time')).toHaveAttribute(
      'dateTime',
      '2025-05-03T18:00:00.000Z',
    );
    // The page counts this deadline down already.
    expect(within(section).queryByRole('timer')).toBeNull();
  });
});
