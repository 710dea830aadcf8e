import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { OrderList } from '@/components/orders/order-list';

import { renderWithIntl } from '../support/render-with-intl';
import { order } from './order-fixtures';

const EMPTY_ACTION = { href: '/tienda/demo', label: 'Ir a la tienda' };

function renderList(
  props: Partial<Parameters<typeof OrderList>[0]> = {},
  locale: 'es' | 'en' = 'es',
) {
  return renderWithIntl(
    <OrderList
      orders={[]}
      total={0}
      page={1}
      base="/tienda/demo/"
      emptyAction={EMPTY_ACTION}
      {...props}
    />,
    locale,
  );
}

describe('order list', () => {
  it('shows each order with its supplier, date, state, payment method and total, linking to it', () => {
    renderList({
      orders: [
        order({
          id: 'ord_new',
          supplier: { id: 'sup_a', name: 'Textiles del Norte', image: '/demo/suppliers/a.svg' },
        }),
        order({
          id: 'ord_old',
          supplier: { id: 'sup_b', name: 'Cerámica Azul', image: null },
          state: 'delivered',
          payment_type: 'cash_on_delivery',
          bank_transfer: null,
          created_at: '2025-04-01T15:00:00.000Z',
          total: 12_050,
        }),
      ],
      total: 2,
    });
    expect(screen.getByText('2 compras')).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const first = items[0]!;
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Textiles del Norte',
    );
    const link = within(first).getByRole('link', { name: /Textiles del Norte/ });
    expect(link).toHaveAttribute('href', '/tienda/demo/mis-compras/ord_new');
    expect(link).toHaveAccessibleName(/^Textiles del Norte\s*, 3 may 2025$/);
    expect(first.querySelector('img')).toHaveAttribute('src', '/demo/suppliers/a.svg');
    expect(
      within(first).getByText('Fecha', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('3 may 2025');
    expect(
      within(first).getByText('Estado', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Pendiente de pago');
    expect(
      within(first).getByText('Forma de pago', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Transferencia electrónica');
    expect(
      within(first).getByText('Total', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('$719.50');

    const second = items[1]!;
    expect(within(second).getByRole('link')).toHaveAttribute(
      'href',
      '/tienda/demo/mis-compras/ord_old',
    );
    expect(second).toHaveTextContent('Entregado');
    expect(second).toHaveTextContent('Pago contra entrega');
    expect(second).toHaveTextContent('$120.50');
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });

  it('pages through more than 10 orders', () => {
    renderList({ orders: [order()], total: 23, page: 3 });
    expect(screen.getByText('23 compras · página 3 de 3')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(nav).getByRole('link', { name: 'Página 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Página 2' })).toHaveAttribute(
      'href',
      '/tienda/demo/mis-compras?page=2',
    );
    expect(within(nav).getByRole('link', { name: 'Página 1' })).toHaveAttribute(
      'href',
      '/tienda/demo/mis-compras',
    );
  });

  it('offers the first page past the end', () => {
    renderList({ orders: [], total: 5, page: 4 });
    expect(screen.getByText('La página 4 no existe en esta lista.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la primera página' })).toHaveAttribute(
      'href',
      '/tienda/demo/mis-compras',
    );
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });

  it('says there are no purchases yet and offers a way to shop', () => {
    renderList();
    expect(screen.getByText('Aún no tienes compras.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la tienda' })).toHaveAttribute(
      'href',
      '/tienda/demo',
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('speaks English', () => {
    renderList(
      {
        orders: [order({ state: 'in_transit', payment_type: 'paypal', bank_transfer: null })],
        total: 1,
        base: '/',
      },
      'en',
    );
    expect(screen.getByText('1 purchase')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Textiles del Norte/ })).toHaveAttribute(
      'href',
      '/mis-compras/ord_1b2c',
    );
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'On the way',
    );
    expect(
      screen.getByText('Payment method', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('PayPal');
  });

  it("lists a supplier's orders by who placed them, linking to the supplier's order page", () => {
    renderList({
      orders: [
        order({ id: 'ord_a1b2c3', customer: { name: 'Beatriz Soto' } }),
        // A pick-up has no address: the customer still names it.
        order({
          id: 'ord_m4n5o6',
          customer: { name: 'Carlos Ruiz' },
          address: null,
          delivery_type: 'pickup_point',
        }),
        order({
          id: 'ord_x9y8z7',
          number: 'TD-000987',
          customer: { name: '' },
          address: null,
          delivery_type: null,
        }),
      ],
      total: 12,
      base: '/',
      listPath: 'apps/me/store/reports/orders',
      detailPath: 'apps/me/store/orders',
      perspective: 'supplier',
      params: { proveedor: 'sup_a' },
    });
    expect(screen.getByText('12 pedidos · página 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Beatriz Soto/ })).toHaveAttribute(
      'href',
      '/apps/me/store/orders/ord_a1b2c3',
    );
    expect(screen.getByRole('link', { name: /^Carlos Ruiz/ })).toHaveAttribute(
      'href',
      '/apps/me/store/orders/ord_m4n5o6',
    );
    // An order whose customer has no name is named by its number; every card shows its number.
    expect(screen.getByRole('link', { name: /^Pedido TD-000987/ })).toHaveAttribute(
      'href',
      '/apps/me/store/orders/ord_x9y8z7',
    );
    expect(screen.getAllByText('TD-000987')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Página 2' })).toHaveAttribute(
      'href',
      '/apps/me/store/reports/orders?proveedor=sup_a&page=2',
    );
  });

  it("lists a shop's orders by who placed them and from whom, linking to the shop's order page", () => {
    renderList({
      orders: [
        order({
          id: 'ord_a1b2c3',
          customer: { name: 'Beatriz Soto' },
          supplier: { id: 'sup_cafe', name: 'Café de Altura', image: null },
        }),
      ],
      total: 1,
      listPath: 'admin/ordenes',
      detailPath: 'admin/ordenes',
      perspective: 'shop',
    });
    expect(screen.getByText('1 orden')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^Beatriz Soto/ });
    expect(link).toHaveAttribute('href', '/tienda/demo/admin/ordenes/ord_a1b2c3');
    expect(screen.getByText('Proveedor', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Café de Altura',
    );
  });

  it('says so when no order was placed in the shop yet', () => {
    renderList({ perspective: 'shop', emptyAction: undefined });
    expect(screen.getByText('Aún no hay órdenes en esta tienda.')).toBeInTheDocument();
  });
});
