import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { AddItemsBody } from '@/components/add-items/add-items-body';
import { AddItemsModal } from '@/components/add-items/add-items-button';
import { AddItemsEntry } from '@/components/add-items/add-items-entry';
import type { ResaleItem } from '@/lib/api/schemas/resale';
import { resetPageQueryClient } from '@/lib/client/cart/query-client';
import { ADD_PRODUCT, DELETE_PRODUCT } from '@/lib/client/product-events';
import type { MeState } from '@/lib/client/use-me';

import { type FetchCall, reply, type RouteAnswer, routeFetch } from '../support/fetch-routes';
import { renderWithIntl } from '../support/render-with-intl';
import { renderWithRouter } from '../support/render-with-router';

const me = vi.hoisted(() => ({ state: { status: 'loading' } as MeState }));
vi.mock('@/lib/client/use-me', () => ({ useMe: () => me.state }));

const item = (id: string, name: string, extra: Partial<ResaleItem> = {}): ResaleItem => ({
  id,
  name,
  slug: id,
  type: 'product',
  photo: null,
  list_price: 45_000,
  crossout_price: null,
  currency: 'MXN',
  hide_price: false,
  in_store: false,
  earning: 2_040,
  supplier: { id: 'sup_1', name: 'Textiles Sol' },
  ...extra,
});

const CAMISA = item('p1', 'Camisa', { crossout_price: 52_000 });
const TAZA = item('p2', 'Taza', { in_store: true, earning: 500 });
const LAMPARA = item('p3', 'Lámpara', { earning: null });

const BASE = '/api/shops/demo/resale';
const page = (results: ResaleItem[], total = results.length) =>
  reply(200, { results, matches_estimated: total, shop_id: 'shp_1' });

let fetchMock: MockInstance<typeof fetch>;
let calls: FetchCall[];
function answer(routes: Record<string, RouteAnswer[]>) {
  calls = routeFetch(fetchMock, routes);
}
const productCalls = () => calls.filter((c) => c.url.startsWith(`${BASE}/products`));

function renderBody(locale: 'es' | 'en' = 'es') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const onSupplier = vi.fn();
  const onChanged = vi.fn();
  const view = renderWithIntl(
    <QueryClientProvider client={client}>
      <AddItemsBody
        shopSlug="demo"
        type="product"
        supplier={null}
        onSupplier={onSupplier}
        onChanged={onChanged}
      />
    </QueryClientProvider>,
    locale,
  );
  return { ...view, onSupplier, onChanged };
}

const row = (name: string) => screen.getByText(name).closest('li')!;

beforeEach(() => {
  calls = [];
  fetchMock = vi.spyOn(globalThis, 'fetch');
  resetPageQueryClient();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('The add-items modal', () => {
  it('shows each row with its prices and earnings, or not for resale', async () => {
    answer({ [`GET ${BASE}/products`]: [page([CAMISA, TAZA, LAMPARA], 3)] });
    renderBody();
    expect(await screen.findByText('Camisa')).toBeInTheDocument();
    const camisa = within(row('Camisa'));
    expect(camisa.getByText('$450.00 MXN')).toBeInTheDocument();
    expect(camisa.getByText('$520.00', { exact: false }).tagName).toBe('S');
    expect(camisa.getByText('Ganancia por reventa: $20.40')).toBeInTheDocument();
    expect(camisa.getByRole('button', { name: 'Agregar Camisa a la tienda' })).toBeInTheDocument();
    expect(
      within(row('Taza')).getByRole('button', { name: 'Quitar Taza de la tienda' }),
    ).toBeInTheDocument();
    expect(within(row('Lámpara')).getByText('No disponible para reventa')).toBeInTheDocument();
    expect(screen.getByText('3 resultados')).toBeInTheDocument();
    expect(productCalls()[0]!.url).toContain('type=product');
    expect(productCalls()[0]!.url).toContain('limit=10');
  });

  it('speaks English in English', async () => {
    answer({ [`GET ${BASE}/products`]: [page([CAMISA, LAMPARA], 2)] });
    renderBody('en');
    expect(await screen.findByText('Earnings per resale: $20.40')).toBeInTheDocument();
    expect(screen.getByText('Not for resale')).toBeInTheDocument();
    expect(screen.getByText('2 results')).toBeInTheDocument();
  });

  it('adds an item and tells the other islands', async () => {
    answer({
      [`GET ${BASE}/products`]: [page([CAMISA], 1)],
      'PUT /api/shops/demo/listings/p1': [reply(201, { product: 'p1' })],
    });
    const added = vi.fn();
    document.addEventListener(ADD_PRODUCT, added);
    const { onChanged } = renderBody();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Camisa a la tienda' }));
    expect(
      await screen.findByRole('button', { name: 'Quitar Camisa de la tienda' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Camisa se agregó a tu tienda.')).toBeInTheDocument();
    expect(added).toHaveBeenCalledTimes(1);
    expect((added.mock.calls[0]![0] as CustomEvent).detail).toMatchObject({ id: 'p1' });
    expect(onChanged).toHaveBeenCalled();
    document.removeEventListener(ADD_PRODUCT, added);
  });

  it("warns when the shop may not add the item, and keeps the row's add", async () => {
    answer({
      [`GET ${BASE}/products`]: [page([CAMISA], 1)],
      'PUT /api/shops/demo/listings/p1': [
        reply(422, { code: 'invalid_product', message: 'no' }),
        reply(500, { code: 'internal_error', message: 'no' }),
      ],
    });
    renderBody();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Camisa a la tienda' }));
    expect(
      await screen.findByText('Solo se pueden agregar productos de este proveedor o franquicia'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Camisa a la tienda' }));
    expect(await screen.findByText('Ocurrió un error al agregar el producto')).toBeInTheDocument();
  });

  it('removes only after 5 seconds without Undo, then tells the other islands', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer({
      [`GET ${BASE}/products`]: [page([TAZA], 1)],
      'DELETE /api/shops/demo/listings/p2': [reply(204)],
    });
    const deleted = vi.fn();
    document.addEventListener(DELETE_PRODUCT, deleted);
    renderBody();
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar Taza de la tienda' }));
    expect(within(row('Taza')).getByText('Eliminando…')).toBeInTheDocument();
    const undo = screen.getByRole('button', { name: 'Deshacer la eliminación de Taza' });
    expect(undo).toHaveFocus();

    // Undo inside the 5 s: nothing is sent, the row is back in the shop.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    fireEvent.click(undo);
    expect(screen.getByRole('button', { name: 'Quitar Taza de la tienda' })).toHaveFocus();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    // Without Undo, the DELETE goes when the 5 s pass.
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Taza de la tienda' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1100);
    });
    expect(
      await screen.findByRole('button', { name: 'Agregar Taza a la tienda' }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/shops/demo/listings/p2',
    ]);
    expect(deleted).toHaveBeenCalledTimes(1);
    document.removeEventListener(DELETE_PRODUCT, deleted);
  });

  it('filters by text, category and supplier, sums them up, and sees all again', async () => {
    answer({
      [`GET ${BASE}/products`]: [
        (_init, url) =>
          page(
            url.searchParams.get('text') || url.searchParams.get('category')
              ? [CAMISA]
              : [CAMISA, TAZA],
            url.searchParams.get('text') || url.searchParams.get('category') ? 1 : 2,
          )(_init, url),
      ],
      [`GET ${BASE}/suggestions`]: [reply(200, { results: ['camisa azul', 'camisa roja'] })],
      [`GET ${BASE}/categories`]: [
        reply(200, {
          results: [{ id: 'cat_1', name: 'Ropa', slug: 'ropa' }],
          matches_estimated: 1,
        }),
      ],
    });
    renderBody();
    expect(await screen.findByText('2 resultados')).toBeInTheDocument();

    const search = screen.getByRole('combobox', { name: 'Buscar' });
    fireEvent.change(search, { target: { value: 'Cami' } });
    expect(await screen.findByRole('option', { name: 'camisa azul' })).toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith(`${BASE}/suggestions`))!.url).toContain('text=cami');
    fireEvent.keyDown(search, { key: 'Enter' });
    fireEvent.submit(search.closest('form')!);
    expect(await screen.findByText('1 resultado · texto «cami»')).toBeInTheDocument();
    expect(productCalls().at(-1)!.url).toContain('text=cami');

    fireEvent.click(screen.getByRole('button', { name: /Categoría/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ropa' }));
    expect(
      await screen.findByText('1 resultado · categoría Ropa · texto «cami»'),
    ).toBeInTheDocument();
    expect(productCalls().at(-1)!.url).toContain('category=cat_1');

    fireEvent.click(screen.getByRole('button', { name: 'Ver todos los productos' }));
    expect(await screen.findByText('2 resultados')).toBeInTheDocument();
    expect(search).toHaveValue('');
  });

  it('shows the type’s not found message when the list is empty or cannot be read', async () => {
    answer({ [`GET ${BASE}/products`]: [reply(500, { code: 'internal_error', message: '' })] });
    renderBody();
    expect(await screen.findByText('No se encontraron productos')).toBeInTheDocument();
    expect(screen.getByText('Sin resultados')).toBeInTheDocument();
  });

  it("adds every match to a new catalogue, showing 'Invalid name' on a refused name", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer({
      [`GET ${BASE}/products`]: [page([CAMISA, LAMPARA], 2)],
      [`POST ${BASE}/bulk-add`]: [
        reply(422, {
          code: 'validation_error',
          message: '',
          fields: { new_catalogue_name: ['x'] },
        }),
        reply(200, { added: 2, catalogue: { slug: 'verano', name: 'Verano' } }),
      ],
    });
    renderBody();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Agregar todo a catálogo / mi tienda' }),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Un catálogo nuevo' }));
    const name = screen.getByRole('textbox', { name: 'Nombre del catálogo *' });
    fireEvent.change(name, { target: { value: '!!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar todo' }));
    expect(await screen.findByText('Nombre inválido')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(name, { target: { value: 'Verano' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar todo' }));
    expect(await screen.findByText('Agregando los productos…')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({
      type: 'product',
      new_catalogue_name: 'Verano',
    });
    const reads = productCalls().length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3600);
    });
    expect(
      await screen.findByText('Los productos han sido agregado al catálogo'),
    ).toBeInTheDocument();
    await waitFor(() => expect(productCalls().length).toBeGreaterThan(reads));
  });

  it('opens from its button and starts again without the text and category after closing', async () => {
    answer({
      [`GET ${BASE}/products`]: [page([CAMISA], 1)],
      [`GET ${BASE}/suggestions`]: [reply(200, { results: [] })],
      [`GET ${BASE}/categories`]: [
        reply(200, {
          results: [{ id: 'cat_1', name: 'Ropa', slug: 'ropa' }],
          matches_estimated: 1,
        }),
      ],
    });
    renderWithRouter(<AddItemsModal shopSlug="demo" type="product" look="plus" />);
    fireEvent.click(screen.getByRole('button', { name: 'Agregar productos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar productos' });
    const search = await within(dialog).findByRole('combobox', { name: 'Buscar' });
    fireEvent.change(search, { target: { value: 'camisa' } });
    fireEvent.submit(search.closest('form')!);
    fireEvent.click(within(dialog).getByRole('button', { name: /Categoría/ }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Ropa' }));
    expect(
      await within(dialog).findByText('1 resultado · categoría Ropa · texto «camisa»'),
    ).toBeInTheDocument();

    // Escape closes an open dropdown first, and the modal stays.
    const categoryToggle = within(dialog).getByRole('button', { name: /Categoría/ });
    fireEvent.click(categoryToggle);
    expect(categoryToggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(within(dialog).getByRole('searchbox', { name: 'Buscar categoría' }), {
      key: 'Escape',
    });
    expect(categoryToggle).toHaveAttribute('aria-expanded', 'false');
    expect(categoryToggle).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Agregar productos' }));
    const again = await screen.findByRole('dialog', { name: 'Agregar productos' });
    expect(await within(again).findByText('1 resultado')).toBeInTheDocument();
    expect(within(again).getByRole('combobox', { name: 'Buscar' })).toHaveValue('');
    expect(within(again).getByRole('button', { name: /Categoría/ })).toHaveTextContent(
      'Todas las categorías',
    );
  });

  it("toggles a franchise shop between 'my products' and other suppliers', refusing the latter's items", async () => {
    const OWN = item('f1', 'Café de la casa', { supplier: { id: 'sup_f', name: 'Franquicia' } });
    answer({
      [`GET ${BASE}/products`]: [
        (_init, url) =>
          url.searchParams.get('source') === 'others'
            ? (url.searchParams.get('supplier') ? page([TAZA], 1) : page([CAMISA, TAZA], 2))(
                _init,
                url,
              )
            : page([OWN], 1)(_init, url),
      ],
      [`GET ${BASE}/suppliers`]: [
        reply(200, { results: [{ id: 'sup_1', name: 'Textiles Sol' }], matches_estimated: 1 }),
      ],
      'PUT /api/shops/demo/listings/p1': [reply(422, { code: 'invalid_product', message: 'no' })],
    });
    renderWithRouter(<AddItemsModal shopSlug="demo" type="product" look="plus" franchise />);
    fireEvent.click(screen.getByRole('button', { name: 'Agregar productos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar productos' });
    const toggle = within(dialog).getByRole('group', { name: 'Mostrar' });
    const own = within(toggle).getByRole('radio', { name: 'Mis productos' });
    const others = within(toggle).getByRole('radio', { name: 'Otros proveedores' });

    // It opens on the franchise's own items, with no supplier to choose.
    expect(own).toBeChecked();
    expect(await within(dialog).findByText('Café de la casa')).toBeInTheDocument();
    expect(productCalls()[0]!.url).toContain('source=own');
    expect(within(dialog).queryByRole('button', { name: /^Proveedor/ })).not.toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Agregar todo a catálogo / mi tienda' }),
    ).toBeInTheDocument();

    // Other suppliers: browsed with their filter, said to be not for adding, refused when added.
    fireEvent.click(others);
    expect(others).toBeChecked();
    expect(await within(dialog).findByText('Camisa')).toBeInTheDocument();
    expect(productCalls().at(-1)!.url).toContain('source=others');
    expect(
      within(dialog).getByText(
        'Tu tienda es una franquicia: puedes ver los productos de otros proveedores, pero solo puedes agregar los de tu franquicia.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Agregar todo a catálogo / mi tienda' }),
    ).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Proveedor/ }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Textiles Sol' }));
    expect(
      await within(dialog).findByText('1 resultado · proveedor Textiles Sol'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith(`${BASE}/suppliers`))!.url).toContain(
      'source=others',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ver todos los productos' }));
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Agregar Camisa a la tienda' }),
    );
    expect(
      await within(dialog).findByText(
        'Solo se pueden agregar productos de este proveedor o franquicia',
      ),
    ).toBeInTheDocument();

    // The view outlives a closing, as the supplier does; back to 'my products' drops the supplier.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Agregar productos' }));
    const again = await screen.findByRole('dialog', { name: 'Agregar productos' });
    expect(within(again).getByRole('radio', { name: 'Otros proveedores' })).toBeChecked();
    fireEvent.click(within(again).getByRole('radio', { name: 'Mis productos' }));
    expect(await within(again).findByText('Café de la casa')).toBeInTheDocument();
    expect(productCalls().at(-1)!.url).toContain('source=own');
    expect(productCalls().at(-1)!.url).not.toContain('supplier=');
  });

  it('has no toggle on a shop that is not a franchise', async () => {
    answer({ [`GET ${BASE}/products`]: [page([CAMISA], 1)] });
    renderBody();
    expect(await screen.findByText('Camisa')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Mis productos' })).not.toBeInTheDocument();
    expect(productCalls()[0]!.url).not.toContain('source=');
  });

  it("shows its button to the shop's admins only, and loads its words itself", async () => {
    const person = (shops: Array<{ slug: string; role: 'admin' | 'dispatcher' }>) =>
      ({
        status: 'user',
        me: {
          id: 'usr_1',
          full_name: 'Ana',
          email: null,
          phone: null,
          country_code: null,
          level: 2,
          image: null,
          shops: shops.map((s) => ({ ...s, name: s.slug })),
          is_supplier: false,
          show_tour: false,
        },
      }) as MeState;
    const entry = <AddItemsEntry shopSlug="demo" locale="en" type="service" look="plus" />;
    for (const state of [
      { status: 'anonymous' } as MeState,
      person([{ slug: 'moda', role: 'admin' }]),
      person([{ slug: 'demo', role: 'dispatcher' }]),
    ]) {
      me.state = state;
      const { unmount } = renderWithRouter(entry);
      expect(screen.queryByRole('button', { name: 'Add services' })).not.toBeInTheDocument();
      unmount();
    }
    me.state = person([{ slug: 'demo', role: 'admin' }]);
    renderWithRouter(entry);
    expect(await screen.findByRole('button', { name: 'Add services' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
