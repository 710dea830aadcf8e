import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { ProductListTable } from '@/components/supplier-products/product-list-table';
import type { SupplierProductRow } from '@/lib/api/schemas/supplier-products';

import { renderWithRouter } from '../support/render-with-router';

const ITEMS = '*/api/suppliers/sup_tecno/products';

function row(overrides: Partial<SupplierProductRow>): SupplierProductRow {
  return {
    id: 'prd_1',
    type: 'product',
    name: 'Bocina azul',
    photos: [],
    list_price: 90_000,
    currency: 'MXN',
    stock_type: 'onstock',
    available: 40,
    list_state: 'published',
    hiden: false,
    updated_at: '2026-01-02T03:04:05.000Z',
    has_variant_stock: false,
    ...overrides,
  };
}

const ROWS = [
  row({}),
  row({ id: 'prd_2', name: 'Cable USB', available: 0 }),
  row({ id: 'prd_3', name: 'Playera', available: 7, has_variant_stock: true }),
  row({ id: 'prd_4', name: 'Diseño', type: 'service', stock_type: 'ondemand', available: 0 }),
];

const sent: Array<{ url: string; body: unknown }> = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

function show(rows = ROWS) {
  return renderWithRouter(
    <ProductListTable
      supplierId="sup_tecno"
      rows={rows}
      editHref={Object.fromEntries(rows.map((r) => [r.id, `/apps/me/products/${r.id}/edit`]))}
    />,
  );
}

describe('ProductListTable', () => {
  it('keeps its table semantics for the phone cards: headers, a row per item, its cells', () => {
    show();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '',
      'Nombre',
      'Tipo',
      'Precio',
      'Existencias',
      'Estado',
    ]);
    const cable = screen.getByRole('row', { name: /Cable USB/ });
    expect(within(cable).getByRole('rowheader')).toHaveTextContent('Cable USB');
    // The cell's column name shown on phones is not read twice (the header is).
    const cells = within(cable).getAllByRole('cell');
    expect(cells.at(-3)).toHaveAccessibleName('$900.00');
    expect(within(cells.at(-3)!).getByText('Precio')).toHaveAttribute('aria-hidden', 'true');
    expect(cells.at(-3)).toHaveTextContent('$900.00');
  });

  it('hides the chosen items at once, says how many, and reads the list again', async () => {
    server.use(
      http.patch(`${ITEMS}/visibility`, async ({ request }) => {
        const body = (await request.json()) as { products: string[] };
        sent.push({ url: request.url, body });
        return HttpResponse.json({ updated: body.products });
      }),
    );
    const { router } = show();
    const hide = await screen.findByRole('button', { name: 'Ocultar' });
    expect(hide).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Elegir Bocina azul' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Elegir Cable USB' }));
    expect(screen.getByText('2 productos elegidos')).toBeInTheDocument();
    fireEvent.click(hide);

    expect(await screen.findByText('Se ocultaron 2 productos.')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ products: ['prd_1', 'prd_2'], hiden: true });
    const bocina = screen.getByRole('row', { name: /Bocina azul/ });
    expect(within(bocina).getByText('Oculto')).toBeInTheDocument();
    expect(screen.getByText('Ningún producto elegido')).toBeInTheDocument();
    expect(router.refresh).toHaveBeenCalled();
  });

  it('chooses every row with the header box and publishes them', async () => {
    server.use(
      http.patch(`${ITEMS}/visibility`, async ({ request }) => {
        const body = (await request.json()) as { products: string[] };
        sent.push({ url: request.url, body });
        return HttpResponse.json({ updated: body.products });
      }),
    );
    show();
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Elegir todos los productos de la página' }),
    );
    expect(screen.getByText('4 productos elegidos')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Se publicaron 4 productos.')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({
      products: ['prd_1', 'prd_2', 'prd_3', 'prd_4'],
      list_state: 'published',
    });
  });

  it('says so when a bulk action fails, and keeps the choice', async () => {
    server.use(
      http.patch(`${ITEMS}/visibility`, () =>
        HttpResponse.json({ code: 'product_not_found', message: 'x' }, { status: 404 }),
      ),
    );
    show();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Elegir Bocina azul' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pasar a borrador' }));
    expect(
      await screen.findByText('No se pudieron cambiar los productos elegidos. Intenta de nuevo.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('checkbox', { name: 'Elegir Bocina azul' })).toBeChecked();
  });

  it('edits a row’s stock with the keyboard: Enter saves, focus returns to Editar', async () => {
    server.use(
      http.patch(`${ITEMS}/prd_2/stock`, async ({ request }) => {
        const body = (await request.json()) as { available: number };
        sent.push({ url: request.url, body });
        return HttpResponse.json({ ...row({ id: 'prd_2' }), available: body.available });
      }),
    );
    const { router } = show();
    const edit = await screen.findByRole('button', { name: 'Editar existencias de Cable USB' });
    fireEvent.click(edit);
    const field = screen.getByRole('textbox', { name: 'Existencias de Cable USB' });
    await waitFor(() => expect(field).toHaveFocus());
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.submit(field.closest('form')!);

    expect(await screen.findByText('Existencias de Cable USB: 12.')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ available: 12 });
    const again = screen.getByRole('button', { name: 'Editar existencias de Cable USB' });
    await waitFor(() => expect(again).toHaveFocus());
    expect(within(screen.getByRole('row', { name: /Cable USB/ })).getByText('12')).toBeVisible();
    // The row keeps its place: no fresh read that a stock filter would drop it from.
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('puts the stock back on Escape and refuses a negative number without sending it', async () => {
    show();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Editar existencias de Bocina azul' }),
    );
    const field = screen.getByRole('textbox', { name: 'Existencias de Bocina azul' });
    fireEvent.change(field, { target: { value: '-3' } });
    fireEvent.submit(field.closest('form')!);
    expect(await screen.findByText('Las existencias no pueden ser negativas.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(
      await screen.findByRole('button', { name: 'Editar existencias de Bocina azul' }),
    ).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal under the field', async () => {
    server.use(
      http.patch(`${ITEMS}/prd_1/stock`, () =>
        HttpResponse.json(
          { code: 'validation_error', message: 'x', fields: { available: ['too_high'] } },
          { status: 422 },
        ),
      ),
    );
    show();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Editar existencias de Bocina azul' }),
    );
    const field = screen.getByRole('textbox', { name: 'Existencias de Bocina azul' });
    fireEvent.change(field, { target: { value: '99999999' } });
    fireEvent.submit(field.closest('form')!);
    expect(await screen.findByText('Es un número demasiado grande.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('offers no inline edit for stock kept by variant or on demand', async () => {
    show();
    await screen.findByRole('button', { name: 'Editar existencias de Bocina azul' });
    expect(screen.queryByRole('button', { name: 'Editar existencias de Playera' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar existencias de Diseño' })).toBeNull();
    const playera = screen.getByRole('row', { name: /Playera/ });
    expect(within(playera).getByText('por variante')).toBeInTheDocument();
    const diseno = screen.getByRole('row', { name: /Diseño/ });
    expect(within(diseno).getByText('Bajo pedido')).toBeInTheDocument();
    const cable = screen.getByRole('row', { name: /Cable USB/ });
    expect(within(cable).getByText('Agotado')).toBeInTheDocument();
  });
});
