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

  it('downloads a paid digital item’s stored file under its name, and says the link is renewed', () => {
    renderWithIntl(
      <OrderLines
        currency="MXN"
        lines={[
          line({
            name: 'Guía de ventas',
            digital_file: {
              name: 'guía.pdf',
              url: '/api/orders/ord_1/lines/prd_1/file?expires=1&signature=abc',
              expires_at: '2026-11-30T08:00:00.000Z',
            },
          }),
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: 'Descargar «guía.pdf» (tu compra digital)' });
    expect(link).toHaveAttribute(
      'href',
      '/api/orders/ord_1/lines/prd_1/file?expires=1&signature=abc',
    );
    expect(link).toHaveAttribute('download', 'guía.pdf');
    expect(
      screen.getByText('El enlace vale 24 horas; esta página siempre da uno nuevo.'),
    ).toBeInTheDocument();
  });
});
