import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { BusinessCard } from '@/components/network/business-card';
import { NetworkResults } from '@/components/network/network-results';

import { renderWithIntl } from '../support/render-with-intl';

const supplier = {
  kind: 'supplier' as const,
  id: 'sup_1',
  name: 'Tostador Orgánico',
  image: null,
  description: null,
  store_type: null,
  product_count: 4,
  shop_slug: null,
  href: null,
};

describe('network results', () => {
  it('says no business matched the search', () => {
    renderWithIntl(
      <NetworkResults
        path="/red-comercial"
        page={1}
        pageSize={12}
        total={0}
        params={{ text: 'zzz' }}
        empty="No hay negocios dentro de los parámetros de búsqueda"
        grid=""
      >
        {[]}
      </NetworkResults>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'No hay negocios dentro de los parámetros de búsqueda',
    );
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('counts the matches and pages with the search kept', () => {
    renderWithIntl(
      <NetworkResults
        path="/red-comercial"
        page={1}
        pageSize={12}
        total={30}
        params={{ text: 'café', type: 'shop' }}
        empty=""
        grid=""
      >
        {[<BusinessCard key="s" business={supplier} />]}
      </NetworkResults>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('30 resultados');
    const paging = screen.getByRole('navigation');
    expect(within(paging).getByRole('link', { name: 'Página 2' })).toHaveAttribute(
      'href',
      '/red-comercial?text=caf%C3%A9&type=shop&page=2',
    );
  });

  it('links a page past the last one to the first', () => {
    renderWithIntl(
      <NetworkResults
        path="/products"
        page={9}
        pageSize={24}
        total={3}
        params={{}}
        empty=""
        grid=""
      >
        {[]}
      </NetworkResults>,
    );
    expect(screen.getByRole('link', { name: 'Ir a la primera página' })).toHaveAttribute(
      'href',
      '/products',
    );
  });
});

describe('business card', () => {
  it('shows a supplier without a shop as plain text with its item count', () => {
    renderWithIntl(
      <ul>
        <BusinessCard business={supplier} />
      </ul>,
    );
    expect(screen.getByRole('heading', { name: 'Tostador Orgánico' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(/Proveedor · 4 productos · Sin tienda en línea/)).toBeInTheDocument();
  });

  it('links a shop to its address and names its store type', () => {
    renderWithIntl(
      <ul>
        <BusinessCard
          business={{
            ...supplier,
            kind: 'shop',
            name: 'Café de Altura',
            store_type: 'franchise',
            product_count: null,
            shop_slug: 'cafe',
            href: '/tienda/cafe',
          }}
        />
      </ul>,
      'en',
    );
    expect(screen.getByRole('link', { name: 'Café de Altura' })).toHaveAttribute(
      'href',
      '/tienda/cafe',
    );
    expect(screen.getByText('Franchise')).toBeInTheDocument();
  });
});
