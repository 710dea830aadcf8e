import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { OrderLines } from '@/components/orders/order-lines';

import { renderWithIntl } from '../support/render-with-intl';
import { orderLine as line } from './order-fixtures';

describe("an order's lines", () => {
  it('links a paid digital item to what it delivers, in a new tab; other lines have no link', () => {
    renderWithIntl(
      <OrderLines
        currency="MXN"
        lines={[
          line({ name: 'Guía de ventas', digital_url: 'https://descargas.example.mx/guia.pdf' }),
          line({ product_id: 'prd_mug', name: 'Taza' }),
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: 'Abrir «Guía de ventas» (tu compra digital)' });
    expect(link).toHaveAttribute('href', 'https://descargas.example.mx/guia.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
