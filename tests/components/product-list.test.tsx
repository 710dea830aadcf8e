import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ProductList } from '@/components/storefront/product-list';
import type { ProductSummary } from '@/lib/api/schemas/product';

import { renderWithIntl } from '../support/render-with-intl';

const product: ProductSummary = {
  id: 'prd_1',
  owner: 'sup_1',
  name: 'Playera de algodón',
  name_en: 'Cotton T-shirt',
  type: 'product',
  slug: 'playera-de-algodon',
  photos: ['/demo/products/ropa-1.svg'],
  list_price: 123450,
  crossout_price: 150000,
  currency: 'MXN',
  hide_price: false,
  is_free: false,
  is_dropshipping: false,
  contribution_margin: 0,
  in_store: true,
  list_state: 'published',
  hiden: false,
  sold_out: false,
  queue_position: 0,
  experience_date: null,
  concluded: false,
};

const renderCard = (
  overrides: Partial<ProductSummary> = {},
  locale: 'es' | 'en' = 'es',
  base = '/tienda/demo/',
) =>
  renderWithIntl(
    <>
      <h2 id="list-heading">Productos</h2>
      <ProductList
        products={[{ ...product, ...overrides }]}
        base={base}
        labelledBy="list-heading"
      />
    </>,
    locale,
  );

describe('product cards in a list', () => {
  it('shows the name, the price with 2 decimals and the struck-out former price, linking under the shop base', () => {
    renderCard();
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/tienda/demo/productos/sup_1/prd_1');
    expect(link).toHaveTextContent('Playera de algodón');
    expect(link).toHaveTextContent('$1,234.50');
    expect(screen.getByText('$1,500.00').tagName).toBe('S');
  });

  it('links from the shop root on a sub-domain', () => {
    renderCard({}, 'es', '/');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/productos/sup_1/prd_1');
  });

  it("says 'No disponible' on the items of the shop's disabled supplier only", () => {
    const { unmount } = renderWithIntl(
      <>
        <h2 id="list-heading">Productos</h2>
        <ProductList
          products={[product, { ...product, id: 'prd_2', owner: 'sup_2' }]}
          base="/tienda/demo/"
          labelledBy="list-heading"
          disabledSupplier="sup_1"
        />
      </>,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('No disponible');
    expect(second).not.toHaveTextContent('No disponible');
    unmount();
    renderCard();
    expect(screen.queryByText('No disponible')).not.toBeInTheDocument();
  });

  it('uses the English name and labels in English', () => {
    renderCard({ sold_out: true }, 'en');
    expect(screen.getByRole('link')).toHaveTextContent('Cotton T-shirt');
    expect(screen.getByText('Sold out')).toBeInTheDocument();
  });

  it('shows euros, free items and hidden prices as the spec says', () => {
    const { unmount } = renderCard({ currency: 'EUR', list_price: 999, crossout_price: null });
    expect(screen.getByRole('link')).toHaveTextContent('€9.99');
    unmount();
    const free = renderCard({ is_free: true });
    expect(screen.getByText('Gratis')).toBeInTheDocument();
    free.unmount();
    renderCard({ hide_price: true });
    expect(screen.getByText('Precio a consultar')).toBeInTheDocument();
    expect(screen.queryByText('$1,234.50')).not.toBeInTheDocument();
  });

  it('dims unpublished or hidden items and takes them out of the tab order', () => {
    renderCard({ list_state: 'unpublished' });
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('tabindex', '-1');
  });

  it('names the list by its heading', () => {
    renderCard();
    expect(screen.getByRole('list', { name: 'Productos' })).toBeInTheDocument();
  });

  it('marks a past experience as concluded', () => {
    renderCard({ type: 'experience', concluded: true });
    expect(screen.getByText('Concluido')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      '/tienda/demo/experiencias/sup_1/prd_1',
    );
  });
});
