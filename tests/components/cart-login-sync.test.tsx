import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { ItemPurchase } from '@/components/storefront/item/item-purchase';
import { CartButton } from '@/components/storefront/nav/cart-button';
import type { CartLineInput } from '@/lib/api/schemas/cart';
import type { ProductDetail } from '@/lib/api/schemas/product';
import { addToLocalCart, readLocalCart } from '@/lib/client/local-cart';

import { renderWithIntl } from '../support/render-with-intl';
import { cartOf, cartOrder, cartProduct } from './cart-fixtures';
import { cartButton, newPage, renderCart, requests, server, signIn, wait } from './cart-test-kit';

const MERGED = cartOf([
  cartOrder({ id: 'sup_a', name: 'Textiles del Norte' }, [cartProduct({ amount: 2 })]),
  cartOrder({ id: 'sup_b', name: 'Cerámica Azul' }, [cartProduct({ id: 'prd_mug', amount: 1 })]),
]);

const calls = () => requests.map((r) => r.call);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => newPage());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('login sync', () => {
  it('sends the local lines to the server cart once, then empties the local cart', async () => {
    addToLocalCart('demo', { productId: 'prd_1', quantity: 2, variant: 'Talla: M' });
    addToLocalCart('demo', { productId: 'prd_mug', quantity: 1 });
    signIn();
    server.use(
      http.post('*/api/shops/demo/cart/bulk', () =>
        HttpResponse.json({ ...MERGED, adjustments: [] }),
      ),
    );
    await renderCart();
    await waitFor(() => expect(cartButton('Carrito, 3 artículos')).toBeInTheDocument());
    expect(requests.filter((r) => r.call.startsWith('POST'))).toEqual([
      {
        call: 'POST /api/shops/demo/cart/bulk',
        body: {
          items: [
            { product_id: 'prd_1', variant: 'Talla: M', quantity: 2 },
            { product_id: 'prd_mug', variant: null, quantity: 1 },
          ],
        },
      },
    ]);
    expect(readLocalCart('demo')).toEqual([]);
    // The merged count is where the cart starts: the panel does not open by itself.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the local lines when the server does not take them, and counts the server cart', async () => {
    addToLocalCart('demo', { productId: 'prd_1', quantity: 2 });
    signIn();
    server.use(
      http.post('*/api/shops/demo/cart/bulk', () =>
        HttpResponse.json({ code: 'internal_error', message: 'Error' }, { status: 500 }),
      ),
      http.get('*/api/shops/demo/cart/count', () => HttpResponse.json({ count: 4 })),
    );
    await renderCart();
    await waitFor(() => expect(cartButton('Carrito, 4 artículos')).toBeInTheDocument());
    expect(readLocalCart('demo')).toEqual([{ productId: 'prd_1', quantity: 2, variant: null }]);
    expect(calls()).toEqual([
      'GET /api/auth/me',
      'POST /api/shops/demo/cart/bulk',
      'GET /api/shops/demo/cart/count',
    ]);
  });

  it('asks only for the count when there is nothing local', async () => {
    signIn();
    server.use(http.get('*/api/shops/demo/cart/count', () => HttpResponse.json({ count: 0 })));
    await renderCart();
    await waitFor(() => expect(calls()).toContain('GET /api/shops/demo/cart/count'));
    expect(calls()).not.toContain('POST /api/shops/demo/cart/bulk');
    expect(cartButton('Carrito')).toBeInTheDocument();
  });
});

const ITEM = {
  id: 'prd_1',
  owner: 'sup_a',
  type: 'product',
  variants: {},
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
  is_dropshipping: false,
  is_free: false,
} as unknown as ProductDetail;

async function renderItemPage() {
  await act(async () => {
    renderWithIntl(
      <>
        <CartButton shopSlug="demo" base="/tienda/demo/" locale="es" />
        <ItemPurchase product={ITEM} shopSlug="demo" name="Playera" />
      </>,
    );
  });
  await wait(0);
}

describe('add to cart for a signed-in visitor', () => {
  it('adds to the server cart; the badge rises and the panel opens', async () => {
    signIn();
    let count = 0;
    server.use(
      http.get('*/api/shops/demo/cart/count', () => HttpResponse.json({ count })),
      http.post('*/api/shops/demo/cart/items', async ({ request }) => {
        const line = (await request.json()) as CartLineInput;
        count += line.quantity;
        return HttpResponse.json(MERGED, { status: 201 });
      }),
      http.get('*/api/shops/demo/cart', () => HttpResponse.json(MERGED)),
    );
    await renderItemPage();
    await waitFor(() => expect(calls()).toContain('GET /api/shops/demo/cart/count'));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(await screen.findByRole('dialog', { name: 'Tu carrito' })).toBeInTheDocument();
    expect(requests.find((r) => r.call === 'POST /api/shops/demo/cart/items')?.body).toEqual({
      product_id: 'prd_1',
      variant: null,
      quantity: 1,
    });
    await waitFor(() =>
      expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(
        'Se agregó al carrito: 1 × Playera.',
      ),
    );
    await waitFor(() => expect(cartButton('Carrito, 3 artículos')).toBeInTheDocument());
    expect(readLocalCart('demo')).toEqual([]);
  });

  it("shows the server's refusal and adds nothing", async () => {
    signIn();
    server.use(
      http.get('*/api/shops/demo/cart/count', () => HttpResponse.json({ count: 5 })),
      http.post('*/api/shops/demo/cart/items', () =>
        HttpResponse.json(
          {
            code: 'quantity_exceeded',
            message: 'No hay suficientes existencias: solo quedan 5.',
            available: 5,
          },
          { status: 409 },
        ),
      ),
    );
    await renderItemPage();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Cantidad' });
    await waitFor(() =>
      expect(quantity).toHaveAccessibleDescription(
        'No hay suficientes existencias: solo quedan 5.',
      ),
    );
    expect(quantity).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(document.body).queryByText(/Se agregó/)).not.toBeInTheDocument();
  });
});
