import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { OrderDetail } from '@/components/orders/order-detail';

import { renderWithIntl } from '../support/render-with-intl';
import { order, orderLine } from './order-fixtures';

const PLACED_AT = Date.parse('2025-05-03T17:00:00.000Z');

/** The definition list's value for a term, as a screen reader pairs them. */
function valueOf(term: string, scope: HTMLElement = document.body) {
  const dt = within(scope).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(PLACED_AT);
});
afterEach(() => vi.useRealTimers());

describe('order detail', () => {
  it('thanks the shopper for a new order and shows how to pay by transfer', () => {
    renderWithIntl(<OrderDetail order={order()} base="/tienda/demo/" now={PLACED_AT} />);
    expect(
      screen.getByRole('heading', { level: 1, name: '¡Gracias por tu compra!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Tu pedido a Textiles del Norte quedó registrado.'),
    ).toBeInTheDocument();
    expect(valueOf('Estado')).toHaveTextContent('Pendiente de pago');
    expect(valueOf('Forma de pago')).toHaveTextContent('Transferencia electrónica');
    expect(valueOf('Número de pedido')).toHaveTextContent('TD-000042');

    const transfer = screen.getByRole('region', { name: 'Datos para la transferencia' });
    expect(valueOf('Referencia', transfer)).toHaveTextContent('TR-8F3K2M9Q');
    expect(valueOf('Banco', transfer)).toHaveTextContent('Banco del Bajío');
    expect(valueOf('CLABE', transfer)).toHaveTextContent('030180900012345678');
    expect(valueOf('Beneficiario', transfer)).toHaveTextContent('Textiles del Norte SA de CV');
    expect(valueOf('Monto', transfer)).toHaveTextContent('$719.50');
    // 18:00 UTC is noon in Mexico City.
    const payBy = valueOf('Transfiere antes de', transfer).querySelector('time')!;
    expect(payBy).toHaveAttribute('dateTime', '2025-05-03T18:00:00.000Z');
    expect(payBy.textContent).toMatch(/12:00/);
    expect(within(transfer).getByRole('timer')).toHaveTextContent('1:00:00');
    expect(screen.getByRole('link', { name: 'Volver a mis compras' })).toHaveAttribute(
      'href',
      '/tienda/demo/mis-compras',
    );
  });

  it('lists the lines and the totals', () => {
    renderWithIntl(<OrderDetail order={order()} base="/" now={PLACED_AT} />);
    const products = screen.getByRole('region', { name: 'Productos' });
    const items = within(products).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Playera');
    expect(items[0]).toHaveTextContent('Talla: M');
    expect(valueOf('Cantidad:', items[0])).toHaveTextContent('2');
    expect(valueOf('Precio unitario:', items[0])).toHaveTextContent('$250.00');
    expect(items[0]).toHaveTextContent('Importe: $500.00');
    expect(items[1]).toHaveTextContent('Taza');

    expect(valueOf('Total de productos', products)).toHaveTextContent('$620.50');
    expect(valueOf('Envío', products)).toHaveTextContent('$99.00');
    expect(valueOf('Total', products)).toHaveTextContent('$719.50');
  });

  it('shows the delivery type and address', () => {
    renderWithIntl(<OrderDetail order={order()} base="/" now={PLACED_AT} />);
    const delivery = screen.getByRole('region', { name: 'Entrega' });
    expect(valueOf('Tipo de entrega', delivery)).toHaveTextContent('Envío a domicilio');
    const address = valueOf('Dirección', delivery);
    expect(address).toHaveTextContent('Ana López');
    expect(address).toHaveTextContent('Av. Reforma 222');
    expect(address).toHaveTextContent('06600 Ciudad de México, CDMX');
    expect(address).toHaveTextContent('México');
    expect(valueOf('Teléfono', delivery)).toHaveTextContent('5512345678');
    expect(valueOf('Referencias', delivery)).toHaveTextContent('Portón verde');
  });

  it.each([
    [
      'cash_on_delivery',
      'Pago contra entrega',
      'Pagarás al recibir tu pedido. El proveedor confirmará tu pago.',
    ],
    [
      'pay_in_store',
      'Pago en tienda',
      'Pagarás en la tienda del proveedor. El proveedor confirmará tu pago.',
    ],
  ] as const)('explains what happens next for %s', (payment, label, next) => {
    renderWithIntl(
      <OrderDetail
        order={order({
          payment_type: payment,
          bank_transfer: null,
          delivery_type: 'pickup_point',
          address: null,
          shipping_cost: 0,
        })}
        base="/"
        now={PLACED_AT}
      />,
    );
    expect(valueOf('Forma de pago')).toHaveTextContent(label);
    expect(screen.getByText(next)).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Datos para la transferencia' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(valueOf('Envío')).toHaveTextContent('Gratis');
    expect(valueOf('Tipo de entrega')).toHaveTextContent('Recoger en punto de entrega');
    expect(screen.queryByText('Dirección', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('titles a later order by its supplier, keeps the transfer reference and drops the countdown', () => {
    renderWithIntl(<OrderDetail order={order({ state: 'paid' })} base="/" now={PLACED_AT} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Compra a Textiles del Norte' }),
    ).toBeInTheDocument();
    expect(valueOf('Estado')).toHaveTextContent('Pagado');
    expect(valueOf('Referencia')).toHaveTextContent('TR-8F3K2M9Q');
    expect(
      screen.queryByRole('region', { name: 'Datos para la transferencia' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('says when the supplier has no bank details', () => {
    const noBank = order();
    renderWithIntl(
      <OrderDetail
        order={{
          ...noBank,
          bank_transfer: {
            ...noBank.bank_transfer!,
            bank_name: null,
            clabe: null,
            beneficiary: null,
          },
        }}
        base="/"
        now={PLACED_AT}
      />,
    );
    const transfer = screen.getByRole('region', { name: 'Datos para la transferencia' });
    expect(within(transfer).queryByText('CLABE')).not.toBeInTheDocument();
    expect(transfer).toHaveTextContent('El proveedor aún no registra sus datos bancarios');
  });

  it('speaks English, with the currency code for other currencies', () => {
    renderWithIntl(
      <OrderDetail
        order={order({
          currency: 'USD',
          state: 'canceled_by_supplier',
          payment_type: 'stripe',
          bank_transfer: null,
          lines: [orderLine({ unit_price: 1_000 })],
          shipping_cost: 500,
        })}
        base="/"
        now={PLACED_AT}
      />,
      'en',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Purchase from Textiles del Norte' }),
    ).toBeInTheDocument();
    expect(valueOf('Status')).toHaveTextContent('Canceled by the supplier');
    expect(valueOf('Payment method')).toHaveTextContent('Credit or debit card');
    expect(valueOf('Total')).toHaveTextContent('$15.00 USD');
    expect(valueOf('Delivery type')).toHaveTextContent('Home delivery');
  });

  it('tells the customer why the order was cancelled, as the supplier sees it', () => {
    const cancelled = { state: 'canceled_by_supplier', bank_transfer: null } as const;
    renderWithIntl(
      <OrderDetail
        order={order({ ...cancelled, cancel_reason: 'cannot_be_fulfilled' })}
        base="/"
        now={PLACED_AT}
      />,
    );
    expect(valueOf('Motivo de la cancelación')).toHaveTextContent('No se puede surtir');
  });

  it('says nothing of a reason while the order is not cancelled', () => {
    renderWithIntl(<OrderDetail order={order()} base="/" now={PLACED_AT} />);
    expect(screen.queryByText('Motivo de la cancelación')).not.toBeInTheDocument();
  });

  it("shows the parcel's carrier, tracking number and estimated day, then the delivery instead of the estimate", () => {
    const shipped = order({
      state: 'in_transit',
      carrier: 'Estafeta',
      tracking_number: 'EST0001MX8',
      estimated_delivery_date: '2025-05-07',
    });
    const { unmount } = renderWithIntl(
      <OrderDetail order={shipped} base="/tienda/demo/" now={PLACED_AT} />,
    );
    const delivery = screen.getByRole('region', { name: 'Entrega' });
    expect(valueOf('Paquetería', delivery)).toHaveTextContent('Estafeta');
    expect(valueOf('Número de guía', delivery)).toHaveTextContent('EST0001MX8');
    expect(valueOf('Fecha estimada de entrega', delivery)).toHaveTextContent('7 de mayo de 2025');
    unmount();
    renderWithIntl(
      <OrderDetail
        order={{ ...shipped, state: 'delivered', delivered_at: '2025-05-06T22:30:00.000Z' }}
        base="/tienda/demo/"
        now={PLACED_AT}
      />,
    );
    expect(screen.queryByText('Fecha estimada de entrega')).not.toBeInTheDocument();
    // 22:30 UTC is 16:30 in Mexico City.
    expect(valueOf('Entregado el')).toHaveTextContent('6 de mayo de 2025 a las 16:30');
  });
});
