import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { CartLineInput, CartProduct } from '@/lib/api/schemas/cart';

import { cartOf, cartOrder, cartProduct } from './cart-fixtures';
import { cartButton, gate, newPage, renderCart, requests, server, signIn } from './cart-test-kit';

const SUPPLIER = { id: 'sup_a', name: 'Textiles del Norte' };

/** A signed-in visitor's server cart holding `products`; PATCH and DELETE change it. */
function serverCart(initial: CartProduct[], options: { patchHeld?: ReturnType<typeof gate> } = {}) {
  let products = initial;
  const cart = () => cartOf(products.length ? [cartOrder(SUPPLIER, products)] : []);
  const answer = () => HttpResponse.json(cart());
  server.use(
    http.get('*/api/shops/demo/cart/count', () => HttpResponse.json({ count: cart().count })),
    http.get('*/api/shops/demo/cart', answer),
    http.patch('*/api/shops/demo/cart/items', async ({ request }) => {
      const line = (await request.json()) as CartLineInput;
      await options.patchHeld?.passed();
      products = products.map((p) =>
        p.id === line.product_id && p.variant === (line.variant ?? null)
          ? cartProduct({ ...p, amount: line.quantity, total: undefined })
          : p,
      );
      return answer();
    }),
    http.delete('*/api/shops/demo/cart/items', ({ request }) => {
      const id = new URL(request.url).searchParams.get('product_id');
      products = products.filter((p) => p.id !== id);
      return answer();
    }),
  );
}

const quantity = (name = 'Playera') =>
  screen.getByRole('spinbutton', { name: `Cantidad de ${name}` });
/** The pending change answered: the panel takes changes again. */
const settled = () => waitFor(() => expect(quantity()).not.toHaveAttribute('readonly'));
const changes = () => requests.filter((r) => /^(PATCH|DELETE) /.test(r.call));

async function openWith(
  products: CartProduct[],
  options?: { patchHeld?: ReturnType<typeof gate> },
) {
  signIn();
  serverCart(products, options);
  await renderCart();
  fireEvent.click(cartButton());
  await screen.findByRole('region', { name: `Pedido de ${SUPPLIER.name}` });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => newPage());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('cart panel quantities', () => {
  it("blocks the keys '.', 'e' and '-', and ignores zero or empty", async () => {
    await openWith([cartProduct({ amount: 2 })]);
    for (const key of ['.', 'e', '-', 'E', '+', ',']) {
      expect(fireEvent.keyDown(quantity(), { key })).toBe(false);
    }
    expect(fireEvent.keyDown(quantity(), { key: '3' })).toBe(true);
    for (const typed of ['0', '']) {
      fireEvent.change(quantity(), { target: { value: typed } });
      fireEvent.blur(quantity());
      expect(quantity()).toHaveValue(2);
    }
    expect(changes()).toEqual([]);
  });

  it('refuses more than the stock (all the item’s lines together) and more than the maximum, naming it', async () => {
    await openWith([
      cartProduct({ amount: 2, variant: 'Talla: M', available: 5 }),
      cartProduct({ amount: 1, variant: 'Talla: L', available: 5 }),
      cartProduct({
        id: 'prd_cup',
        name: 'Taza',
        amount: 1,
        max_purchase_amount: 3,
        stock_type: 'ondemand',
        available: 0,
      }),
    ]);
    const [medium] = screen.getAllByRole('spinbutton', { name: 'Cantidad de Playera' });
    fireEvent.change(medium!, { target: { value: '5' } });
    expect(screen.getByText('No hay suficientes existencias: solo quedan 5.')).toBeInTheDocument();
    fireEvent.blur(medium!);
    expect(changes()).toEqual([]);

    // On demand: no stock limit, only the maximum.
    fireEvent.change(quantity('Taza'), { target: { value: '3' } });
    expect(quantity('Taza')).not.toHaveAttribute('aria-invalid');
    fireEvent.change(quantity('Taza'), { target: { value: '4' } });
    expect(screen.getByText('Puedes comprar como máximo 3 por pedido.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar uno de Taza' }));
    expect(changes()).toEqual([]);
  });

  it('sends a typed quantity on Enter and a step at once', async () => {
    await openWith([cartProduct({ amount: 2 })]);
    fireEvent.change(quantity(), { target: { value: '4' } });
    fireEvent.submit(quantity().closest('form')!);
    await waitFor(() => expect(cartButton('Carrito, 4 artículos')).toBeInTheDocument());
    await settled();
    expect(quantity()).toHaveValue(4);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar uno de Playera' }));
    await waitFor(() => expect(cartButton('Carrito, 3 artículos')).toBeInTheDocument());
    await settled();
    expect(quantity()).toHaveValue(3);
    expect(changes().map((c) => c.body)).toEqual([
      { product_id: 'prd_1', variant: null, quantity: 4 },
      { product_id: 'prd_1', variant: null, quantity: 3 },
    ]);
  });

  it('locks every quantity while a change is pending', async () => {
    const patch = gate();
    await openWith(
      [cartProduct({ amount: 1 }), cartProduct({ id: 'prd_cup', name: 'Taza', amount: 1 })],
      { patchHeld: patch },
    );
    const more = screen.getByRole('button', { name: 'Agregar uno de Playera' });
    fireEvent.click(more);
    await waitFor(() => expect(quantity()).toHaveAttribute('readonly'));
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(quantity('Taza')).toHaveAttribute('readonly');
    fireEvent.click(more);
    fireEvent.click(screen.getByRole('button', { name: 'Agregar uno de Taza' }));
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Taza del carrito' }));
    expect(screen.getByText('Actualizando el carrito…')).toBeInTheDocument();
    await patch.open();
    await settled();
    expect(quantity()).toHaveValue(2);
    expect(changes()).toHaveLength(1);
  });

  it("shows the server's refusal beside the line and keeps its quantity", async () => {
    await openWith([cartProduct({ amount: 1 })]);
    server.use(
      http.patch('*/api/shops/demo/cart/items', () =>
        HttpResponse.json(
          {
            code: 'quantity_exceeded',
            message: 'No hay suficientes existencias: solo quedan 1.',
            available: 1,
          },
          { status: 409 },
        ),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Agregar uno de Playera' }));
    expect(
      await screen.findByText('No hay suficientes existencias: solo quedan 1.'),
    ).toBeInTheDocument();
    await settled();
    expect(quantity()).toHaveValue(1);
  });

  it('removes a line; the last one leaves the empty cart', async () => {
    await openWith([cartProduct({ amount: 2 })]);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Playera del carrito' }));
    const panel = screen.getByRole('dialog', { name: 'Tu carrito' });
    expect(await within(panel).findByText('Tu carrito está vacío.')).toBeInTheDocument();
    expect(changes().map((c) => c.call)).toEqual([
      'DELETE /api/shops/demo/cart/items?product_id=prd_1',
    ]);
    expect(cartButton('Carrito')).toBeInTheDocument();
  });
});
