import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { OrderFiltersForm } from '@/components/orders/order-filters-form';
import { OrderList } from '@/components/orders/order-list';
import type { OrderFilters } from '@/lib/domain/orders/order-filters';

import { renderWithIntl } from '../support/render-with-intl';
import { order } from './order-fixtures';

function renderForm(
  filters: OrderFilters,
  locale: 'es' | 'en' = 'es',
  keep?: Record<string, string>,
) {
  return renderWithIntl(
    <OrderFiltersForm
      action="/tienda/demo/mis-compras"
      filters={filters}
      keep={keep}
      clearHref="/tienda/demo/mis-compras"
      side="customer"
    />,
    locale,
  );
}

describe('orders filter form', () => {
  it('is a GET search form with the search and sort in view and the rest folded away', () => {
    const { container } = renderForm({});
    const form = screen.getByRole('search', { name: 'Filtrar pedidos' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/tienda/demo/mis-compras');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveAttribute('name', 'text');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('-updated_at');
    expect(container.querySelector('details')).not.toHaveAttribute('open');
    expect(screen.queryByRole('link', { name: 'Quitar filtros' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtrar' })).toHaveAttribute('type', 'submit');
  });

  it('shows the chosen filters, opens the fold for them and offers to clear them', () => {
    const { container } = renderForm({
      text: 'taza',
      state: 'paid',
      payment_type: 'stripe_card',
      start_date: '2026-10-01',
      include_canceled: 'false',
    });
    expect(container.querySelector('details')).toHaveAttribute('open');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('taza');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('paid');
    const payment = screen.getByRole('combobox', { name: 'Forma de pago' });
    expect(payment).toHaveValue('stripe_card');
    // The two card ways are told apart, unlike on an order.
    expect(
      within(payment).getByRole('option', { name: 'Tarjeta (en esta página)' }),
    ).toBeInTheDocument();
    expect(
      within(payment).getByRole('option', { name: 'Tarjeta (página de Stripe)' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-10-01');
    expect(screen.getByRole('checkbox', { name: 'Ocultar cancelados' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ocultar entregados' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Quitar filtros' })).toHaveAttribute(
      'href',
      '/tienda/demo/mis-compras',
    );
  });

  it('carries the values the address needs, and speaks English', () => {
    const { container } = renderForm({ delivery_type: 'to_branch' }, 'en', { proveedor: 'sup_1' });
    expect(container.querySelector('input[type="hidden"][name="proveedor"]')).toHaveValue('sup_1');
    expect(screen.getByRole('combobox', { name: 'Delivery type' })).toHaveValue('to_branch');
    expect(screen.getByRole('link', { name: 'Clear filters' })).toBeInTheDocument();
  });
});

describe('a filtered order list', () => {
  it('counts matches and, when none match, offers to clear the filters instead of going shopping', () => {
    const { unmount } = renderWithIntl(
      <OrderList
        orders={[order({ id: 'ord_1' })]}
        total={1}
        page={1}
        base="/"
        clearFiltersHref="/mis-compras"
      />,
      'es',
    );
    expect(screen.getByText('1 pedido coincide')).toBeInTheDocument();
    unmount();
    renderWithIntl(
      <OrderList
        orders={[]}
        total={0}
        page={1}
        base="/"
        clearFiltersHref="/mis-compras"
        emptyAction={{ href: '/', label: 'Ir al inicio' }}
      />,
      'es',
    );
    expect(screen.getByText('Ningún pedido coincide con estos filtros.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quitar filtros' })).toHaveAttribute(
      'href',
      '/mis-compras',
    );
    expect(screen.queryByRole('link', { name: 'Ir al inicio' })).not.toBeInTheDocument();
  });

  it('keeps the filters in its page links', () => {
    renderWithIntl(
      <OrderList
        orders={[order({ id: 'ord_1' })]}
        total={25}
        page={1}
        base="/"
        params={{ state: 'paid' }}
        clearFiltersHref="/mis-compras"
      />,
      'es',
    );
    const pages = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(pages.map((link) => link.getAttribute('href'))).toContain(
      '/mis-compras?state=paid&page=2',
    );
    expect(pages.map((link) => link.getAttribute('href'))).toContain(
      '/mis-compras?state=paid&page=3',
    );
  });
});
