import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { OrderFacts } from '@/components/orders/order-summary';

import { renderWithIntl } from '../support/render-with-intl';
import { order } from './order-fixtures';

/** The definition list's value for a term, as a screen reader pairs them. */
function valueOf(term: string) {
  return within(document.body).getByText(term, { selector: 'dt' }).nextElementSibling!;
}

describe('the plan an order is paid in', () => {
  it('shows the meses sin intereses beside the card', () => {
    renderWithIntl(
      <OrderFacts
        order={order({ payment_type: 'stripe_card', state: 'paid', instalments: 6 })}
        withReference={false}
      />,
    );
    expect(valueOf('Forma de pago')).toHaveTextContent(
      'Tarjeta de crédito o débito · 6 meses sin intereses',
    );
  });

  it('shows the card alone when it was paid at once', () => {
    renderWithIntl(
      <OrderFacts
        order={order({ payment_type: 'stripe_card', state: 'paid', instalments: null })}
        withReference={false}
      />,
    );
    expect(valueOf('Forma de pago')).toHaveTextContent(/^Tarjeta de crédito o débito$/);
    expect(screen.queryByText(/meses sin intereses/)).not.toBeInTheDocument();
  });
});
