import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ItemPurchase } from '@/components/storefront/item/item-purchase';
import { ProductList } from '@/components/storefront/product-list';
import type { ProductDetail, ProductSummary } from '@/lib/api/schemas/product';
import type { UserLevel } from '@/lib/domain/vocabulary';
import { readLocalCart } from '@/lib/client/local-cart';

import { jsonAnswer } from '../support/account-labels';
import { leaveVisit, visitAs } from '../support/levels-visitor';
import { renderWithIntl } from '../support/render-with-intl';

const dropshipped: ProductSummary = {
  id: 'prd_7',
  owner: 'sup_textiles',
  name: 'Rebozo de algodón',
  name_en: 'Cotton rebozo',
  type: 'product',
  slug: 'rebozo-de-algodon',
  photos: ['/demo/products/ropa-7.svg'],
  list_price: 45000,
  crossout_price: null,
  currency: 'MXN',
  hide_price: false,
  is_free: false,
  is_dropshipping: true,
  contribution_margin: 9000,
  in_store: true,
  list_state: 'published',
  hiden: false,
  sold_out: false,
  queue_position: 0,
  experience_date: null,
  concluded: false,
};

async function renderCard(
  level: UserLevel | null,
  overrides: Partial<ProductSummary> = {},
  locale: 'es' | 'en' = 'es',
) {
  await visitAs(level);
  renderWithIntl(
    <>
      <h2 id="list-heading">Productos</h2>
      <ProductList
        products={[{ ...dropshipped, ...overrides }]}
        base="/tienda/demo/"
        labelledBy="list-heading"
      />
    </>,
    locale,
  );
  await act(async () => {});
}

beforeEach(() => window.localStorage.clear());
afterEach(leaveVisit);

describe('level extras on product cards', () => {
  it('an anonymous visitor sees the plain card: no public price label, no buy-by button', async () => {
    await renderCard(null);
    expect(screen.queryByText('Precio público')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('a level-zero visitor sees neither either', async () => {
    await renderCard(0);
    expect(screen.queryByText('Precio público')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Comprar por/ })).not.toBeInTheDocument();
  });

  it("a level-one visitor sees the public price label and the 'buy by' button leading to the item", async () => {
    await renderCard(1);
    expect(screen.getByText('Precio público')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comprar por $450.00' })).toHaveAttribute(
      'href',
      '/tienda/demo/productos/sup_textiles/prd_7',
    );
  });

  it("a level-two visitor gets 'buy by' in English with the currency code of a non-MXN price", async () => {
    await renderCard(2, { currency: 'USD', list_price: 1999 }, 'en');
    expect(screen.getByText('Public price')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy for $19.99 USD' })).toBeInTheDocument();
  });

  it("staff (level three) see the public price label but no 'buy by'; nobody gets it on items not dropshipped", async () => {
    await renderCard(3);
    expect(screen.getByText('Precio público')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Comprar por/ })).not.toBeInTheDocument();
    leaveVisit();
    document.body.innerHTML = '';
    await renderCard(1, { is_dropshipping: false });
    expect(screen.queryByRole('link', { name: /Comprar por/ })).not.toBeInTheDocument();
  });
});

describe("'buy by' on the item page", () => {
  const item = {
    ...dropshipped,
    variants: {},
    variant_prices: [],
    available: 5,
    stock_type: 'onstock',
    max_purchase_amount: null,
    disabled: false,
  } as unknown as ProductDetail;

  it("a level-one visitor's purchase button names the price and adds to their server cart", async () => {
    const fetchMock = await visitAs(1);
    const me = fetchMock.getMockImplementation();
    // Signed in, the cart is the server's (tests/components/cart-*.test.tsx cover it in full).
    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('/api/shops/demo/cart')
        ? jsonAnswer(200, { orders: [], count: 1 })
        : me!(input, init),
    );
    renderWithIntl(<ItemPurchase product={item} shopSlug="demo" name="Rebozo de algodón" />);
    expect(screen.getByRole('button', { name: 'Agregar al carrito' })).toBeInTheDocument();
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Comprar por $450.00' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Se agregó al carrito: 1 × Rebozo de algodón.',
      ),
    );
    expect(
      fetchMock.mock.calls.some(([input]) => String(input).endsWith('/api/shops/demo/cart/items')),
    ).toBe(true);
    expect(readLocalCart('demo')).toEqual([]);
  });

  it("names the chosen size's own price", async () => {
    await visitAs(1);
    renderWithIntl(
      <ItemPurchase
        product={{
          ...item,
          variants: { Talla: ['M', 'G'] },
          variant_prices: [
            { options: { Talla: 'M' }, list_price: 45_000 },
            { options: { Talla: 'G' }, list_price: 52_000 },
          ],
        }}
        shopSlug="demo"
        name="Rebozo de algodón"
      />,
    );
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Comprar por $450.00' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'G' }));
    expect(screen.getByRole('button', { name: 'Comprar por $520.00' })).toBeInTheDocument();
  });

  it('an anonymous visitor keeps the add-to-cart button', async () => {
    await visitAs(null);
    renderWithIntl(<ItemPurchase product={item} shopSlug="demo" name="Rebozo de algodón" />);
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Agregar al carrito' })).toBeInTheDocument();
  });
});
