import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { BrokerReturnNotice } from '@/components/orders/broker-return-notice';

import { renderWithIntl } from '../support/render-with-intl';
import { order } from './order-fixtures';

const card = order({ payment_type: 'stripe', state: 'pending_payment', bank_transfer: null });

describe('back from the card provider', () => {
  it('says the payment is being confirmed (code 1) or was given up (code 2)', () => {
    const { unmount } = renderWithIntl(<BrokerReturnNotice order={card} code="1" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'lo estamos confirmando con el procesador',
    );
    unmount();
    renderWithIntl(<BrokerReturnNotice order={card} code="2" />, 'en');
    expect(screen.getByRole('status')).toHaveTextContent('You cancelled the card payment.');
  });

  it('says nothing once the order is paid, for other methods, or without a code', () => {
    const { container } = renderWithIntl(
      <>
        <BrokerReturnNotice order={{ ...card, state: 'paid' }} code="1" />
        <BrokerReturnNotice order={{ ...card, payment_type: 'bank_transfer' }} code="1" />
        <BrokerReturnNotice order={card} />
        <BrokerReturnNotice order={card} code={['1', '2']} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
