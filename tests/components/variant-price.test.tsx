import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { ItemPurchase } from '@/components/storefront/item/item-purchase';
import { ItemSelectionProvider } from '@/components/storefront/item/item-selection';
import { VariantPriceTag } from '@/components/storefront/item/variant-price-tag';
import type { ProductDetail } from '@/lib/api/schemas/product';

import { renderWithIntl } from '../support/render-with-intl';

// Issue 16: the item page's price follows the size and colour chosen, when they cost differently.

const product = {
  id: 'prd_1',
  owner: 'sup_1',
  type: 'product',
  variants: { Talla: ['M', 'G'], Color: ['Rojo', 'Azul'] },
  variant_prices: [
    { options: { Talla: 'M', Color: 'Rojo' }, list_price: 49_900 },
    { options: { Talla: 'M', Color: 'Azul' }, list_price: 49_900 },
    { options: { Talla: 'G', Color: 'Rojo' }, list_price: 54_900 },
    { options: { Talla: 'G', Color: 'Azul' }, list_price: 59_900 },
  ],
  list_price: 49_900,
  crossout_price: 58_000,
  currency: 'MXN',
  available: 8,
  stock_type: 'onstock',
  max_purchase_amount: null,
  list_state: 'published',
  hiden: false,
  disabled: false,
  concluded: false,
  sold_out: false,
  hide_price: false,
  is_free: false,
  is_dropshipping: false,
} as unknown as ProductDetail;

const labels = {
  free: 'Gratis',
  priceHidden: 'Precio oculto',
  crossoutPrice: 'Precio anterior',
  priceFrom: 'Desde {price}',
};

function renderPage(overrides: Partial<ProductDetail> = {}) {
  const item = { ...product, ...overrides };
  return renderWithIntl(
    <ItemSelectionProvider>
      <VariantPriceTag product={item} labels={labels} />
      <ItemPurchase product={item} shopSlug="demo" name="Sudadera" />
    </ItemSelectionProvider>,
  );
}

const choose = (group: string, option: string) =>
  fireEvent.click(
    within(screen.getByRole('group', { name: group })).getByRole('radio', { name: option }),
  );
const crossedOut = () => document.querySelector('s');

beforeEach(() => window.localStorage.clear());

describe('the item price with variants priced apart', () => {
  it('starts at the lowest price, follows the options chosen and shows the crossed-out price only above it', () => {
    renderPage();
    expect(screen.getByText('Desde $499.00')).toBeInTheDocument();
    // 580.00 is not above every price still possible (599.00).
    expect(crossedOut()).toBeNull();

    choose('Talla', 'G');
    expect(screen.getByText('Desde $549.00')).toBeInTheDocument();

    choose('Color', 'Rojo');
    expect(screen.getByText('$549.00')).toBeInTheDocument();
    expect(screen.queryByText(/Desde/)).not.toBeInTheDocument();
    expect(crossedOut()).toHaveTextContent('Precio anterior: $580.00');

    choose('Color', 'Azul');
    expect(screen.getByText('$599.00')).toBeInTheDocument();
    expect(crossedOut()).toBeNull();

    choose('Talla', 'M');
    expect(screen.getByText('$499.00')).toBeInTheDocument();
    expect(crossedOut()).toHaveTextContent('$580.00');
  });

  it('announces the new price to screen readers', () => {
    renderPage();
    const price = screen.getByText('Desde $499.00').closest('[aria-live]');
    expect(price).toHaveAttribute('aria-live', 'polite');
    choose('Talla', 'G');
    choose('Color', 'Azul');
    expect(price).toHaveTextContent('$599.00');
  });

  it('keeps the item price for a combination without its own row', () => {
    renderPage({
      variant_prices: [{ options: { Talla: 'G', Color: 'Azul' }, list_price: 59_900 }],
    });
    choose('Talla', 'M');
    choose('Color', 'Rojo');
    expect(screen.getByText('$499.00')).toBeInTheDocument();
  });
});
