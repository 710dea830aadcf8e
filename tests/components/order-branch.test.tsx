import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { OrderContents } from '@/components/orders/order-summary';

import { renderWithIntl } from '../support/render-with-intl';
import { order } from './order-fixtures';

const BRANCH = {
  agency_id: 'brn_gdl',
  agency: 'Estafeta',
  name: 'Guadalajara Centro',
  province_code: 'JAL',
  province_name: 'Jalisco',
  location: 'Guadalajara',
  address: 'Av. Juárez 638, Centro, 44100',
  hours: 'Lun a vie 9:00–19:00',
};

describe("an order's courier branch", () => {
  it('shows the branch it waits at, with its hours, and no address', () => {
    renderWithIntl(
      <OrderContents
        order={order({ delivery_type: 'to_branch', address: null, branch: BRANCH })}
      />,
    );
    const delivery = screen.getByRole('region', { name: 'Entrega' });
    expect(within(delivery).getByText('Envío a sucursal')).toBeInTheDocument();
    const place = within(delivery).getByText('Sucursal').parentElement!;
    expect(place).toHaveTextContent('Estafeta · Guadalajara Centro');
    expect(place).toHaveTextContent('Av. Juárez 638, Centro, 44100');
    expect(place).toHaveTextContent('Guadalajara, Jalisco');
    expect(within(delivery).getByText('Lun a vie 9:00–19:00')).toBeInTheDocument();
    expect(within(delivery).queryByText('Teléfono')).not.toBeInTheDocument();
  });

  it('says it in English too', () => {
    renderWithIntl(
      <OrderContents
        order={order({ delivery_type: 'to_branch', address: null, branch: BRANCH })}
      />,
      'en',
    );
    expect(screen.getByText('Delivery to a branch')).toBeInTheDocument();
    expect(screen.getByText('Branch')).toBeInTheDocument();
    expect(screen.getByText('Opening hours')).toBeInTheDocument();
  });
});
