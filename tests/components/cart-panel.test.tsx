import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { CART_RESET_DELAY_MS } from '@/components/cart/cart-panel';
import type { CartLinesBody } from '@/lib/api/schemas/cart';
import { addToLocalCart, readLocalCart } from '@/lib/client/local-cart';

import { cartOf, cartOrder, cartProduct } from './cart-fixtures';
import {
  cartButton,
  gate,
  newPage,
  renderCart,
  requests,
  server,
  signIn,
  wait,
} from './cart-test-kit';

const SHIRT = cartProduct({ id: 'prd_shirt', name: 'Playera', amount: 2, price: 25_000 });
const MUG = cartProduct({ id: 'prd_mug', name: 'Taza', amount: 1, price: 12_050, currency: 'MXN' });
const TWO_SUPPLIERS = cartOf([
  cartOrder({ id: 'sup_a', name: 'Textiles del Norte' }, [SHIRT]),
  cartOrder({ id: 'sup_b', name: 'Cerámica Azul' }, [MUG]),
]);

/** The preview prices whatever local lines it gets, from these products. */
function previewFrom(products: ReturnType<typeof cartProduct>[]) {
  return http.post('*/api/shops/demo/cart/preview', async ({ request }) => {
    const { items } = (await request.json()) as CartLinesBody;
    const lines = items.flatMap((item) => {
      const product = products.find((p) => p.id === item.product_id);
      return product ? [cartProduct({ ...product, amount: item.quantity, total: undefined })] : [];
    });
    return HttpResponse.json({
      ...cartOf(
        lines.length ? [cartOrder({ id: 'sup_a', name: 'Textiles del Norte' }, lines)] : [],
      ),
      adjustments: items
        .filter((item) => !products.some((p) => p.id === item.product_id))
        .map((item) => ({
          product_id: item.product_id,
          variant: item.variant ?? null,
          requested: item.quantity,
          added: 0,
          code: 'product_not_found',
        })),
    });
  });
}

const dialog = () => screen.getByRole('dialog', { name: 'Tu carrito' });
const openPanel = async () => {
  fireEvent.click(cartButton());
  return screen.findByRole('dialog', { name: 'Tu carrito' });
};
const order = (supplier: string) => screen.getByRole('region', { name: `Pedido de ${supplier}` });
const quantityOf = (name: string) =>
  screen.getByRole('spinbutton', { name: `Cantidad de ${name}` });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => newPage());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('cart panel', () => {
  it('shows loading, then one order per supplier with prices, totals and a pay button', async () => {
    signIn();
    const cart = gate();
    server.use(
      http.get('*/api/shops/demo/cart/count', () => HttpResponse.json({ count: 3 })),
      http.get('*/api/shops/demo/cart', async () => {
        await cart.passed();
        return HttpResponse.json(TWO_SUPPLIERS);
      }),
    );
    await renderCart();
    // The server cart's requests are a lazy chunk: the count comes once it is there.
    await waitFor(() => expect(cartButton('Carrito, 3 artículos')).toHaveTextContent('3'));
    const panel = await openPanel();
    expect(within(panel).getByText('Cargando tu carrito…')).toBeInTheDocument();
    await cart.open();

    const textiles = await screen.findByRole('region', { name: 'Pedido de Textiles del Norte' });
    expect(
      within(textiles).getByRole('heading', { name: 'Textiles del Norte' }),
    ).toBeInTheDocument();
    expect(within(textiles).getByText('$250.00 c/u')).toBeInTheDocument();
    expect(within(textiles).getAllByText('$500.00')).toHaveLength(2); // line total and order total
    expect(quantityOf('Playera')).toHaveValue(2);
    const ceramics = order('Cerámica Azul');
    expect(within(ceramics).getByText('$120.50 c/u')).toBeInTheDocument();
    expect(within(ceramics).getAllByText('$120.50')).toHaveLength(2);
    for (const region of [textiles, ceramics]) {
      expect(within(region).getByRole('button', { name: 'Pagar' })).toBeEnabled();
    }
    expect(panel.querySelectorAll('img')).toHaveLength(2);
  });

  it('says so when the cart is empty, without asking the API for an anonymous visitor', async () => {
    await renderCart();
    const panel = await openPanel();
    expect(await within(panel).findByText('Tu carrito está vacío.')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('prices an anonymous visitor’s local cart with the preview and drops lines the shop does not sell', async () => {
    addToLocalCart('demo', { productId: 'prd_shirt', quantity: 2 });
    addToLocalCart('demo', { productId: 'prd_gone', quantity: 1 });
    server.use(previewFrom([SHIRT]));
    await renderCart();
    expect(cartButton('Carrito, 3 artículos')).toBeInTheDocument();
    await openPanel();
    expect(
      await screen.findByRole('region', { name: 'Pedido de Textiles del Norte' }),
    ).toBeInTheDocument();
    expect(requests[0]).toEqual({
      call: 'POST /api/shops/demo/cart/preview',
      body: {
        items: [
          { product_id: 'prd_shirt', variant: null, quantity: 2 },
          { product_id: 'prd_gone', variant: null, quantity: 1 },
        ],
      },
    });
    expect(readLocalCart('demo')).toEqual([{ productId: 'prd_shirt', quantity: 2, variant: null }]);
    expect(cartButton('Carrito, 2 artículos')).toBeInTheDocument();
  });

  it('dims unavailable products with the reason and shows the missing-configuration warning', async () => {
    signIn();
    const gone = cartProduct({ id: 'prd_off', name: 'Gorra', disabled: true, unavailable: true });
    const soldOut = cartProduct({ id: 'prd_out', name: 'Bolsa', available: 0, unavailable: true });
    server.use(
      http.get('*/api/shops/demo/cart/count', () => HttpResponse.json({ count: 2 })),
      http.get('*/api/shops/demo/cart', () =>
        HttpResponse.json(
          cartOf([
            cartOrder({ id: 'sup_c', name: 'Sin Config' }, [gone, soldOut], {
              is_configured: false,
            }),
          ]),
        ),
      ),
    );
    await renderCart();
    await openPanel();
    const region = await screen.findByRole('region', { name: 'Pedido de Sin Config' });
    const rows = within(region).getAllByRole('listitem');
    expect(rows[0]).toHaveClass('opacity-60');
    expect(rows[0]).toHaveTextContent('Producto temporalmente no disponible para la venta');
    expect(rows[1]).toHaveTextContent('Producto agotado');
    expect(within(region).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(region).getByText('$0.00')).toBeInTheDocument();
    expect(
      within(region).getByText('Falta configuración del vendedor / Contacte a su vendedor'),
    ).toBeInTheDocument();
  });

  it('opens by itself when the count rises and announces the count, but not on the checkout page', async () => {
    server.use(previewFrom([SHIRT, MUG]));
    await renderCart();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      addToLocalCart('demo', { productId: 'prd_mug', quantity: 1 });
    });
    expect(await screen.findByRole('dialog', { name: 'Tu carrito' })).toBeVisible();
    expect(
      screen.getByText('Carrito, 1 artículo', { selector: '[aria-live]' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Pedido de Textiles del Norte' }),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cerrar carrito' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    window.history.replaceState(null, '', '/tienda/demo/comprar?supplier=sup_a');
    act(() => {
      addToLocalCart('demo', { productId: 'prd_mug', quantity: 1 });
    });
    await waitFor(() =>
      expect(
        screen.getByText('Carrito, 2 artículos', { selector: '[aria-live]' }),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('drops its request state 500 ms after closing, so the next opening loads again', async () => {
    signIn();
    let reads = 0;
    server.use(
      http.get('*/api/shops/demo/cart/count', () => HttpResponse.json({ count: 3 })),
      http.get('*/api/shops/demo/cart', () => {
        reads += 1;
        return HttpResponse.json(TWO_SUPPLIERS);
      }),
    );
    await renderCart();
    await openPanel();
    await screen.findByRole('region', { name: 'Pedido de Cerámica Azul' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cerrar carrito' }));
    // Well within the delay: a busy machine runs timers late, and the panel's may fire with ours.
    await wait(CART_RESET_DELAY_MS / 5);
    // Opened again within the delay: the cart is still there while it reloads.
    fireEvent.click(cartButton());
    expect(screen.getByRole('region', { name: 'Pedido de Cerámica Azul' })).toBeInTheDocument();
    await waitFor(() => expect(reads).toBe(2));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cerrar carrito' }));
    await wait(CART_RESET_DELAY_MS + 50);
    fireEvent.click(cartButton());
    expect(within(dialog()).getByText('Cargando tu carrito…')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Pedido de Cerámica Azul' });
    expect(reads).toBe(3);
  });
});
