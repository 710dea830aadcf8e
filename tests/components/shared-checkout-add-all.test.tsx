import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { SharedCheckoutAddAll } from '@/components/checkout/shared-checkout-add-all';
import { CartButton } from '@/components/storefront/nav/cart-button';
import type { CartLineInput, CartProduct } from '@/lib/api/schemas/cart';
import { addToLocalCart, readLocalCart } from '@/lib/client/local-cart';

import { renderWithIntl } from '../support/render-with-intl';
import { cartOf, cartOrder, cartProduct } from './cart-fixtures';
import { cartButton, newPage, requests, server, signIn, wait } from './cart-test-kit';

/** The shared checkout's lines: a T-shirt (2), a sold-out mug (1), a course limited to 2 (3). */
const LINES = [
  { product_id: 'prd_shirt', variant: 'Talla: M', quantity: 2, name: 'Playera' },
  { product_id: 'prd_mug', variant: null, quantity: 1, name: 'Taza' },
  { product_id: 'prd_course', variant: null, quantity: 3, name: 'Curso' },
];

/** What the shop says of each item (the preview prices the lines sent, as the API does). */
const ITEMS: Record<string, Partial<CartProduct>> = {
  prd_shirt: { name: 'Playera', available: 5 },
  prd_mug: { name: 'Taza', available: 0, unavailable: true },
  prd_course: { name: 'Curso', stock_type: 'ondemand', available: 0, max_purchase_amount: 2 },
};

function preview(items: CartLineInput[]) {
  const products = items.map((item) =>
    cartProduct({
      id: item.product_id,
      variant: item.variant ?? null,
      amount: item.quantity,
      ...ITEMS[item.product_id],
    }),
  );
  return { ...cartOf([cartOrder({ id: 'sup_a', name: 'Textiles' }, products)]), adjustments: [] };
}

const previewHandler = http.post('*/api/shops/demo/cart/preview', async ({ request }) => {
  const { items } = (await request.json()) as { items: CartLineInput[] };
  return HttpResponse.json(preview(items));
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  newPage();
  // The shared page: a /comprar path, where the panel does not open by itself.
  window.history.replaceState(null, '', '/tienda/demo/comprar/compartido/q3Yk0bT1dW8xZ2mN4pR6sA');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function renderPage() {
  await act(async () => {
    renderWithIntl(
      <>
        <CartButton shopSlug="demo" base="/tienda/demo/" locale="es" />
        <SharedCheckoutAddAll shopSlug="demo" lines={LINES} />
      </>,
    );
  });
  await wait(0);
}

const addAll = () =>
  act(async () =>
    fireEvent.click(screen.getByRole('button', { name: 'Agregar todo a mi carrito' })),
  );

describe('shared checkout: add all to my cart', () => {
  it('anonymous: adds what the rules allow to the local cart, reports the rest and opens the panel', async () => {
    server.use(previewHandler);
    addToLocalCart('demo', { productId: 'prd_shirt', variant: 'Talla: M', quantity: 1 });
    await renderPage();
    await addAll();
    const status = await screen.findByText('Artículos agregados a tu carrito: 4.');
    const region = status.closest('[role="status"]') as HTMLElement;
    expect(within(region).getByText('Estos productos no se agregaron completos:')).toBeVisible();
    const items = within(region)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Taza: Producto agotado',
      'Curso: Supera la cantidad máxima de compra (se agregaron 2 de 3)',
    ]);
    expect(readLocalCart('demo')).toEqual([
      { productId: 'prd_shirt', variant: 'Talla: M', quantity: 3 },
      { productId: 'prd_course', variant: null, quantity: 2 },
    ]);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(cartButton('Carrito, 5 artículos')).toBeInTheDocument());
  });

  it('signed in: sends every line to the cart bulk endpoint and reports its adjustments', async () => {
    signIn();
    const merged = cartOf([
      cartOrder({ id: 'sup_a', name: 'Textiles' }, [
        cartProduct({ id: 'prd_shirt', variant: 'Talla: M', amount: 2 }),
        cartProduct({ id: 'prd_course', amount: 2, stock_type: 'ondemand' }),
      ]),
    ]);
    server.use(
      http.get('*/api/shops/demo/cart/count', () => HttpResponse.json({ count: 0 })),
      http.post('*/api/shops/demo/cart/bulk', () =>
        HttpResponse.json({
          ...merged,
          adjustments: [
            { product_id: 'prd_mug', variant: null, requested: 1, added: 0, code: 'out_of_stock' },
            {
              product_id: 'prd_course',
              variant: null,
              requested: 3,
              added: 2,
              code: 'max_purchase_exceeded',
            },
          ],
        }),
      ),
      http.get('*/api/shops/demo/cart', () => HttpResponse.json(merged)),
    );
    await renderPage();
    await addAll();
    expect(await screen.findByText('Artículos agregados a tu carrito: 4.')).toBeVisible();
    expect(requests.find((r) => r.call === 'POST /api/shops/demo/cart/bulk')?.body).toEqual({
      items: [
        { product_id: 'prd_shirt', variant: 'Talla: M', quantity: 2 },
        { product_id: 'prd_mug', variant: null, quantity: 1 },
        { product_id: 'prd_course', variant: null, quantity: 3 },
      ],
    });
    expect(screen.getByText('Taza: Producto agotado')).toBeVisible();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(cartButton('Carrito, 4 artículos')).toBeInTheDocument());
    expect(readLocalCart('demo')).toEqual([]);
  });

  it('says so when the cart cannot be reached, and opens nothing', async () => {
    server.use(http.post('*/api/shops/demo/cart/preview', () => HttpResponse.error()));
    await renderPage();
    await addAll();
    expect(await screen.findByText('Error al agregar al carrito. Intenta de nuevo.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readLocalCart('demo')).toEqual([]);
  });
});
