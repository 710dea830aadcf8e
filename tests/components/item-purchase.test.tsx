import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { ItemAvailability } from '@/components/storefront/item/item-availability';
import { ItemPurchase } from '@/components/storefront/item/item-purchase';
import type { ProductDetail } from '@/lib/api/schemas/product';
import { readLocalCart } from '@/lib/client/local-cart';

import { renderWithIntl } from '../support/render-with-intl';

const product = {
  id: 'prd_1',
  owner: 'sup_1',
  type: 'product',
  variants: { Talla: ['S', 'M', 'L'], Color: ['Rojo', 'Azul'] },
  variant_prices: [],
  available: 5,
  stock_type: 'onstock',
  max_purchase_amount: null,
  list_state: 'published',
  hiden: false,
  disabled: false,
  concluded: false,
  sold_out: false,
  hide_price: false,
} as unknown as ProductDetail;

const renderPanel = (overrides: Partial<ProductDetail> = {}, locale: 'es' | 'en' = 'es') =>
  renderWithIntl(
    <ItemPurchase product={{ ...product, ...overrides }} shopSlug="demo" name="Playera" />,
    locale,
  );

const quantity = () => screen.getByRole('spinbutton', { name: 'Cantidad' });
const addButton = () => screen.getByRole('button', { name: 'Agregar al carrito' });
const choose = (group: string, option: string) =>
  fireEvent.click(
    within(screen.getByRole('group', { name: group })).getByRole('radio', { name: option }),
  );
const type = (text: string) => fireEvent.change(quantity(), { target: { value: text } });

beforeEach(() => window.localStorage.clear());

describe('item purchase panel', () => {
  it('offers each variant as a radio group and asks for the missing ones before adding', () => {
    renderPanel();
    expect(
      within(screen.getByRole('group', { name: 'Talla' }))
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['S', 'M', 'L']);
    choose('Color', 'Azul');
    fireEvent.click(addButton());
    expect(screen.getByText('Elige una opción de Talla.')).toBeInTheDocument();
    expect(screen.queryByText('Elige una opción de Color.')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'S' })).toHaveFocus();
    expect(readLocalCart('demo')).toEqual([]);
  });

  it('adds the chosen variant and quantity to the local cart and announces it', () => {
    renderPanel();
    choose('Talla', 'M');
    choose('Color', 'Rojo');
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar uno' }));
    expect(quantity()).toHaveValue(2);
    fireEvent.click(addButton());
    expect(readLocalCart('demo')).toEqual([
      { productId: 'prd_1', quantity: 2, variant: 'Talla: M / Color: Rojo' },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Se agregó al carrito: 2 × Playera.');
  });

  it('refuses more than the stock and adds nothing then', () => {
    renderPanel({ variants: {} });
    type('6');
    expect(quantity()).toHaveAttribute('aria-invalid', 'true');
    expect(quantity()).toHaveAccessibleDescription(
      'No hay suficientes existencias: solo quedan 5.',
    );
    fireEvent.click(addButton());
    expect(readLocalCart('demo')).toEqual([]);
    type('5');
    expect(screen.queryByText(/No hay suficientes/)).not.toBeInTheDocument();
    fireEvent.click(addButton());
    expect(readLocalCart('demo')).toEqual([{ productId: 'prd_1', quantity: 5, variant: null }]);
  });

  it('takes any amount of an on-demand item, up to the maximum purchase, naming it', () => {
    renderPanel({ variants: {}, stock_type: 'ondemand', available: 0, max_purchase_amount: 3 });
    expect(screen.getByText('Máximo 3 por pedido.')).toBeInTheDocument();
    type('3');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar uno' }));
    expect(quantity()).toHaveValue(3);
    expect(screen.getByText('Puedes comprar como máximo 3 por pedido.')).toBeInTheDocument();
  });

  it('counts what the cart already holds against the limits', () => {
    renderPanel({ variants: {}, stock_type: 'ondemand', available: 0, max_purchase_amount: 2 });
    type('2');
    fireEvent.click(addButton());
    fireEvent.click(addButton());
    expect(readLocalCart('demo')).toEqual([{ productId: 'prd_1', quantity: 2, variant: null }]);
    expect(screen.getByText('Puedes comprar como máximo 2 por pedido.')).toBeInTheDocument();
  });

  it("blocks '.', 'e' and '-' and ignores zero or empty, going back to the last quantity", () => {
    renderPanel({ variants: {} });
    for (const key of ['.', 'e', '-']) expect(fireEvent.keyDown(quantity(), { key })).toBe(false);
    expect(fireEvent.keyDown(quantity(), { key: '4' })).toBe(true);
    type('3');
    type('');
    expect(quantity()).not.toHaveAttribute('aria-invalid');
    fireEvent.blur(quantity());
    expect(quantity()).toHaveValue(3);
    type('0');
    fireEvent.click(addButton());
    expect(readLocalCart('demo')).toEqual([{ productId: 'prd_1', quantity: 3, variant: null }]);
  });

  it('disables the button with the reason when the item cannot be bought', () => {
    const { unmount } = renderPanel({ sold_out: true, available: 0 });
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('Agotado: no se puede agregar al carrito.');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    unmount();
    renderPanel({ type: 'experience', concluded: true }, 'en');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveAccessibleDescription(
      'This experience has concluded: it cannot be added to the cart.',
    );
  });

  it("disables the button of an item whose supplier is disabled, saying it can't be added for now", () => {
    renderWithIntl(
      <ItemPurchase product={product} shopSlug="basica" name="Playera" supplierDisabled />,
    );
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('Por ahora no se puede agregar al carrito.');
  });
});

describe('item availability', () => {
  it('shows an item of a disabled supplier as not available, without offering its stock', () => {
    const { unmount } = renderWithIntl(<ItemAvailability product={product} />);
    expect(screen.getByText('5 disponibles')).toBeInTheDocument();
    unmount();
    renderWithIntl(<ItemAvailability product={product} supplierDisabled />);
    expect(screen.getByText('No disponible')).toBeInTheDocument();
    expect(screen.queryByText('5 disponibles')).not.toBeInTheDocument();
  });
});
