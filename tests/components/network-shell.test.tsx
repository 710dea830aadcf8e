import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { NetworkProductCard } from '@/components/network/network-product-card';
import { NetworkSearchForm } from '@/components/network/network-search-form';
import { NetworkShell } from '@/components/network/network-shell';

import { renderWithIntl } from '../support/render-with-intl';

describe('network shell and search form', () => {
  it('shows the breadcrumb from the marketplace, the tabs and a GET search that keeps the query', () => {
    renderWithIntl(
      <NetworkShell tab="products" title="Productos de la red comercial" intro="…">
        <NetworkSearchForm
          action="/products"
          text="taza"
          type="service"
          placeholder="Nombre del producto"
          options={[
            { value: 'all', label: 'Todos los tipos' },
            { value: 'service', label: 'Servicios' },
          ]}
        />
      </NetworkShell>,
    );
    expect(screen.getByRole('link', { name: 'Marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
    expect(screen.getByRole('link', { name: 'Productos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Negocios' })).toHaveAttribute(
      'href',
      '/red-comercial',
    );
    const form = screen.getByRole('search', { name: 'Buscar en la red comercial' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/products');
    expect(screen.getByRole('searchbox', { name: 'Nombre' })).toHaveValue('taza');
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveValue('service');
  });
});

describe('network product card', () => {
  it("links to the item's page in the shop that sells it, with its price and that shop", () => {
    renderWithIntl(
      <ul>
        <NetworkProductCard
          product={{
            id: 'prd_1',
            owner: 'sup_1',
            name: 'Taza de barro',
            name_en: 'Clay mug',
            type: 'product',
            photo: null,
            list_price: 12_550,
            crossout_price: null,
            currency: 'MXN',
            hide_price: false,
            is_free: false,
            shop: { slug: 'cafe', name: 'Café de Altura' },
            href: '/tienda/cafe/productos/sup_1/prd_1',
          }}
        />
      </ul>,
      'en',
    );
    expect(screen.getByRole('link', { name: 'Clay mug' })).toHaveAttribute(
      'href',
      '/tienda/cafe/productos/sup_1/prd_1',
    );
    expect(screen.getByText(/125\.50/)).toBeInTheDocument();
    expect(screen.getByText('At Café de Altura')).toBeInTheDocument();
  });
});
