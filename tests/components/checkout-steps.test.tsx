import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { CheckoutSteps } from '@/components/checkout/checkout-steps';
import type { Address, Checkout } from '@/lib/api/schemas/checkout';
import { navigateTo } from '@/lib/client/navigate';

import { renderWithIntl } from '../support/render-with-intl';

vi.mock('@/lib/client/navigate', () => ({ navigateTo: vi.fn() }));

const RATES = [
  { id: 'standard', delivery_type: 'to_address', price: 9_900, days: [3, 5] },
  { id: 'express', delivery_type: 'to_address', price: 19_900, days: [1, 2] },
  { id: 'fixed', delivery_type: 'fixed_delivery', price: 4_900, days: [1, 1] },
  { id: 'pickup', delivery_type: 'pickup_point', price: 0, days: [0, 0] },
] as Checkout['rates'];

const CHECKOUT: Checkout = {
  checkout_id: 'chk_1',
  store: 'demo',
  supplier: { id: 'sup_a', name: 'Textiles del Norte', image: null },
  currency: 'MXN',
  products: [
    {
      id: 'prd_1',
      name: 'Playera',
      photo: null,
      variant: 'Talla: M',
      amount: 2,
      price: 25_000,
      total: 50_000,
      unavailable: false,
    },
  ],
  needs_delivery: true,
  delivery_types: ['to_address', 'fixed_delivery', 'pickup_point'],
  rates: RATES,
  delivery_type: null,
  address: null,
  branch: null,
  rate_id: null,
  enabled_payment_types: ['bank_transfer', 'pay_in_store'],
  payment_type: null,
  missing: ['delivery_type', 'payment_type'],
  is_complete: false,
  products_total: 50_000,
  shipping_cost: 0,
  total: 50_000,
  summary: { subtotal: 50_000, total: 50_000 },
};

const ADDRESS: Address = {
  id: 'adr_1',
  name: 'Ana López',
  phone: '5512345678',
  street_address: 'Av. Reforma',
  street_number: '222',
  sublocality: null,
  locality: 'Ciudad de México',
  administrative_area_level_1: 'Ciudad de México',
  postal_code: '06600',
  country: 'MX',
  references: null,
};

const server = setupServer();
const sent: Array<{ call: string; body: unknown; key: string | null }> = [];
server.events.on('request:start', async ({ request }) => {
  const url = new URL(request.url);
  sent.push({
    call: `${request.method} ${url.pathname}`,
    body: request.body ? await request.clone().json() : undefined,
    key: request.headers.get('idempotency-key'),
  });
});

/** The API answers a PATCH with the checkout after the change (as the server would price it). */
function patchesTo(next: (body: Record<string, string>) => Partial<Checkout>) {
  return http.patch('*/api/shops/demo/checkouts/chk_1', async ({ request }) => {
    const body = (await request.json()) as Record<string, string>;
    return HttpResponse.json({ ...CHECKOUT, ...next(body) });
  });
}

function renderSteps(addresses: Address[] = []) {
  renderWithIntl(
    <CheckoutSteps initial={CHECKOUT} addresses={addresses} shopSlug="demo" base="/tienda/demo/" />,
    'es',
    // What the checkout page hands the island: the `checkout` namespace only.
    ['checkout'],
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sent.length = 0;
  window.sessionStorage.clear();
  vi.mocked(navigateTo).mockClear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('checkout steps', () => {
  it('says what is missing and keeps the confirm button off until the checkout is complete', () => {
    renderSteps();
    expect(screen.getByRole('button', { name: 'Confirmar pedido' })).toBeDisabled();
    expect(
      screen.getByText('Para confirmar falta elegir: tipo de entrega, forma de pago'),
    ).toBeInTheDocument();
    expect(screen.getByText('2 × $250.00')).toBeInTheDocument();
  });

  it('titles the delivery and payment sections once on screen, their radio groups still named', () => {
    renderSteps();
    // A legend in `sr-only` is read by screen readers but not shown.
    const shown = (text: string) =>
      screen.getAllByText(text).filter((element) => !element.closest('.sr-only'));
    for (const title of ['Entrega', 'Forma de pago']) {
      expect(shown(title)).toHaveLength(1);
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByRole('group', { name: title })).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('group', { name: 'Forma de pago' })).getAllByRole('radio'),
    ).toHaveLength(2);
  });

  it('says why there is no way to pay yet instead of an empty list', () => {
    renderWithIntl(
      <CheckoutSteps
        initial={{ ...CHECKOUT, enabled_payment_types: [] }}
        addresses={[]}
        shopSlug="demo"
        base="/tienda/demo/"
      />,
      'es',
      ['checkout'],
    );
    const payment = screen.getByRole('region', { name: 'Forma de pago' });
    expect(
      within(payment).getByText(
        'Elige primero cómo recibirlo: las formas de pago dependen de la entrega.',
      ),
    ).toBeInTheDocument();
    expect(within(payment).queryAllByRole('radio')).toHaveLength(0);
  });

  it('says when the chosen delivery leaves no way to pay', () => {
    renderWithIntl(
      <CheckoutSteps
        initial={{ ...CHECKOUT, delivery_type: 'fixed_delivery', enabled_payment_types: [] }}
        addresses={[]}
        shopSlug="demo"
        base="/tienda/demo/"
      />,
      'es',
      ['checkout'],
    );
    expect(
      within(screen.getByRole('region', { name: 'Forma de pago' })).getByText(
        'Este vendedor no acepta ninguna forma de pago con esta entrega. Elige otra entrega.',
      ),
    ).toBeInTheDocument();
  });

  it('saves each choice and shows the totals the server priced, then places the order once per attempt', async () => {
    server.use(
      patchesTo((body) =>
        body.delivery_type
          ? { delivery_type: 'pickup_point', rate_id: 'pickup', missing: ['payment_type'] }
          : {
              delivery_type: 'pickup_point',
              rate_id: 'pickup',
              payment_type: 'pay_in_store',
              missing: [],
              is_complete: true,
            },
      ),
    );
    let attempts = 0;
    server.use(
      http.post('*/api/orders', () =>
        ++attempts === 1
          ? HttpResponse.json(
              {
                code: 'insufficient_stock',
                message: 'No hay existencias suficientes para completar el pedido.',
              },
              { status: 409 },
            )
          : HttpResponse.json({ id: 'ord_1' }, { status: 201 }),
      ),
    );
    renderSteps();
    fireEvent.click(screen.getByRole('radio', { name: 'Recoger en punto de entrega' }));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Recoger en punto de entrega' })).toBeChecked(),
    );
    fireEvent.click(screen.getByRole('radio', { name: /Pago en tienda/ }));
    const confirm = screen.getByRole('button', { name: 'Confirmar pedido' });
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(
      within(screen.getByRole('region', { name: 'Resumen' })).getByText('Gratis'),
    ).toBeInTheDocument();

    fireEvent.click(confirm);
    expect(
      await screen.findByText('No hay existencias suficientes para completar el pedido.'),
    ).toHaveAttribute('role', 'alert');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/tienda/demo/mis-compras/ord_1'));

    expect(sent.filter((r) => r.call.startsWith('PATCH')).map((r) => r.body)).toEqual([
      { delivery_type: 'pickup_point' },
      { payment_type: 'pay_in_store' },
    ]);
    const orders = sent.filter((r) => r.call === 'POST /api/orders');
    expect(orders).toHaveLength(2);
    expect(orders[0]!.body).toEqual({ checkout_id: 'chk_1' });
    expect(orders[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(orders[1]!.key).toBe(orders[0]!.key);
  });

  it('adds an address with the API rules, then chooses it', async () => {
    server.use(
      patchesTo((body) =>
        body.address_id
          ? { delivery_type: 'to_address', address: ADDRESS }
          : { delivery_type: 'to_address' },
      ),
      http.post('*/api/me/addresses', () => HttpResponse.json(ADDRESS, { status: 201 })),
    );
    renderSteps();
    fireEvent.click(screen.getByRole('radio', { name: 'Envío a domicilio' }));
    const form = await screen.findByRole('form', { name: 'Agregar dirección' });
    fireEvent.click(await within(form).findByRole('button', { name: 'Guardar dirección' }));
    expect(await within(form).findAllByText('Requerido')).not.toHaveLength(0);

    const field = (name: string) => within(form).getByLabelText(name);
    fireEvent.change(field('Nombre de quien recibe'), { target: { value: 'Ana López' } });
    fireEvent.change(field('Teléfono (10 dígitos)'), { target: { value: '55 1234 5678' } });
    fireEvent.change(field('Calle'), { target: { value: 'Av. Reforma' } });
    fireEvent.change(field('Número'), { target: { value: '222' } });
    fireEvent.change(field('Ciudad o municipio'), { target: { value: 'Ciudad de México' } });
    fireEvent.change(field('Estado'), { target: { value: 'Ciudad de México' } });
    fireEvent.change(field('Código postal'), { target: { value: '066' } });
    fireEvent.click(await within(form).findByRole('button', { name: 'Guardar dirección' }));
    expect(await within(form).findByText('Código postal inválido')).toBeInTheDocument();
    fireEvent.change(field('Código postal'), { target: { value: '06600' } });
    fireEvent.click(await within(form).findByRole('button', { name: 'Guardar dirección' }));

    await waitFor(() => expect(screen.getByRole('radio', { name: /Ana López/ })).toBeChecked());
    expect(sent.find((r) => r.call === 'POST /api/me/addresses')?.body).toMatchObject({
      phone: '5512345678',
      postal_code: '06600',
      administrative_area_level_1: 'Ciudad de México',
    });
    expect(sent.filter((r) => r.call.startsWith('PATCH')).at(-1)?.body).toEqual({
      address_id: 'adr_1',
    });
  });

  it('sends a card payment to the provider page, with the order page to come back to', async () => {
    server.use(
      http.post('*/api/orders', () =>
        HttpResponse.json({ id: 'ord_9', payment_type: 'stripe' }, { status: 201 }),
      ),
      http.put('*/api/orders/broker/ord_9', () =>
        HttpResponse.json({
          approval_url: 'https://checkout.stripe.com/c/pay/cs_1',
          token: 'cs_1',
        }),
      ),
    );
    renderWithIntl(
      <CheckoutSteps
        initial={{
          ...CHECKOUT,
          needs_delivery: false,
          enabled_payment_types: ['stripe'],
          payment_type: 'stripe',
          missing: [],
          is_complete: true,
        }}
        addresses={[]}
        shopSlug="demo"
        base="/tienda/demo/"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() =>
      expect(navigateTo).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'),
    );
    expect(sent.find((r) => r.call === 'PUT /api/orders/broker/ord_9')?.body).toEqual({
      return_path: '/tienda/demo/mis-compras/ord_9',
      cancel_path: '/tienda/demo/mis-compras/ord_9',
    });
  });
});
