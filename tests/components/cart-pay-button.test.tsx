import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { CHECKOUT_WARNING_MS } from '@/components/cart/cart-pay-button';
import { addToLocalCart } from '@/lib/client/local-cart';
import { navigateTo } from '@/lib/client/navigate';

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

vi.mock('@/lib/client/navigate', () => ({ navigateTo: vi.fn() }));

const SHIRT = cartProduct({ id: 'prd_shirt', name: 'Playera', amount: 2, price: 25_000 });
const CART = cartOf([cartOrder({ id: 'sup_a', name: 'Textiles del Norte' }, [SHIRT])]);

const payIn = async (supplier: string) => {
  fireEvent.click(cartButton());
  const region = await screen.findByRole('region', { name: `Pedido de ${supplier}` });
  return within(region).getByRole('button', { name: /Pagar|Preparando/ });
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  newPage();
  vi.mocked(navigateTo).mockClear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('cart pay button', () => {
  it("starts the checkout of that supplier's order and goes to it, disabled meanwhile", async () => {
    signIn();
    const checkout = gate();
    server.use(
      http.get('*/api/shops/demo/cart/count', () => HttpResponse.json({ count: 2 })),
      http.get('*/api/shops/demo/cart', () => HttpResponse.json(CART)),
      http.post('*/api/shops/demo/checkouts', async () => {
        await checkout.passed();
        return HttpResponse.json({ checkout_id: 'chk_1' }, { status: 201 });
      }),
    );
    await renderCart();
    const pay = await payIn('Textiles del Norte');
    fireEvent.click(pay);
    await waitFor(() => expect(pay).toBeDisabled());
    expect(pay).toHaveTextContent('Preparando tu compra…');
    await checkout.open();
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/tienda/demo/comprar/chk_1'));
    expect(requests.find((r) => r.call === 'POST /api/shops/demo/checkouts')?.body).toEqual({
      supplier_id: 'sup_a',
      currency: 'MXN',
    });
  });

  it('shows a refusal for 7 s and lets the shopper try again', async () => {
    signIn();
    server.use(
      http.get('*/api/shops/demo/cart/count', () => HttpResponse.json({ count: 2 })),
      http.get('*/api/shops/demo/cart', () => HttpResponse.json(CART)),
      http.post('*/api/shops/demo/checkouts', () =>
        HttpResponse.json(
          {
            code: 'insufficient_stock',
            message: 'No hay existencias suficientes para completar el pedido.',
          },
          { status: 409 },
        ),
      ),
    );
    await renderCart();
    const pay = await payIn('Textiles del Norte');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(pay);
      const alert = await screen.findByText(
        'No hay existencias suficientes para completar el pedido.',
      );
      expect(alert).toHaveAttribute('role', 'alert');
      expect(pay).toBeEnabled();
      expect(navigateTo).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(CHECKOUT_WARNING_MS + 10));
      expect(
        screen.queryByText('No hay existencias suficientes para completar el pedido.'),
      ).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends an anonymous shopper to log in first, back to the page they were on', async () => {
    addToLocalCart('demo', { productId: 'prd_shirt', quantity: 2 });
    server.use(
      http.post('*/api/shops/demo/cart/preview', () =>
        HttpResponse.json({ ...CART, adjustments: [] }),
      ),
    );
    window.history.replaceState(null, '', '/tienda/demo/productos?page=2');
    await renderCart();
    const pay = await payIn('Textiles del Norte');
    expect(
      screen.getByText('Inicia sesión para pagar; tu carrito se guarda en tu cuenta.'),
    ).toBeInTheDocument();
    fireEvent.click(pay);
    expect(navigateTo).toHaveBeenCalledWith(
      `/tienda/demo/login?next=${encodeURIComponent('/tienda/demo/productos?page=2')}`,
    );
    await wait(0);
    expect(requests.some((r) => r.call.includes('/checkouts'))).toBe(false);
  });
});
