import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { AdminProductList } from '@/components/listings/admin-product-list';
import { ItemPlacement } from '@/components/listings/item-placement';
import { PlacementLayer } from '@/components/listings/placement-layer';
import type { PlacementList } from '@/components/listings/placement-requests';
import type { ProductLabels } from '@/components/storefront/product-labels';
import type { ProductSummary } from '@/lib/api/schemas/product';
import type { Me } from '@/lib/api/schemas/auth';
import type { MeState } from '@/lib/client/use-me';
import type { StoreType } from '@/lib/domain/vocabulary';
import { jsonAnswer } from '../support/account-labels';
import { type FetchCall, reply, type RouteAnswer, routeFetch } from '../support/fetch-routes';
import { renderWithIntl } from '../support/render-with-intl';

const me = vi.hoisted(() => ({ state: { status: 'loading' } as MeState }));
vi.mock('@/lib/client/use-me', () => ({
  useMe: () => me.state,
  loadMe: async () => me.state,
  forgetMe: () => {},
}));

const product = (
  id: string,
  name: string,
  extra: Partial<ProductSummary> = {},
): ProductSummary => ({
  id,
  owner: 'sup_1',
  name,
  name_en: null,
  type: 'product',
  slug: name.toLowerCase(),
  photos: ['/demo/products/placeholder.svg'],
  list_price: 10000,
  crossout_price: null,
  currency: 'MXN',
  hide_price: false,
  is_free: false,
  is_dropshipping: false,
  contribution_margin: 0,
  in_store: true,
  list_state: 'published',
  hiden: false,
  sold_out: false,
  queue_position: 0,
  experience_date: null,
  concluded: false,
  ...extra,
});

const LIST = [
  product('p1', 'Taza'),
  product('p2', 'Camisa'),
  product('p3', 'Gorra'),
  product('p4', 'Bolsa', { hiden: true }),
];
const STORE: PlacementList = {
  kind: 'store',
  type: 'product',
  sort: 'queue_position',
  offset: 0,
  limit: 36,
};
const CATALOGUE: PlacementList = { kind: 'catalogue', catalogue: 'ctl_1', offset: 0, limit: 30 };
const PRODUCT_LABELS: ProductLabels = {
  soldOut: 'Agotado',
  unavailable: 'No disponible',
  concluded: 'Concluido',
  free: 'Gratis',
  priceHidden: 'Precio oculto',
  crossoutPrice: 'Precio anterior',
  publicPrice: 'Precio público',
  buyBy: 'Comprar por {price}',
};

let fetchMock: MockInstance<typeof fetch>;
let calls: FetchCall[];
const answer = (routes: Record<string, RouteAnswer[]>) => {
  calls = routeFetch(fetchMock, routes);
};
const page = (results: ProductSummary[]) =>
  reply(200, { results, matches_estimated: results.length });
/** An answer that waits until the test lets it go. */
function held(status: number, body: unknown = {}) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  // routeFetch awaits what a route answers, so an answer may come later.
  const answer = (async () => {
    await gate;
    return jsonAnswer(status, body);
  }) as unknown as RouteAnswer;
  return { release, answer };
}

const SHOP = '/api/shops/demo';

function renderList(
  list: PlacementList = STORE,
  locale: 'es' | 'en' = 'es',
  storeType: StoreType = 'affiliate',
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithIntl(
    <QueryClientProvider client={client}>
      <h1 id="list-heading">Productos</h1>
      <AdminProductList
        shopSlug="demo"
        storeType={storeType}
        list={list}
        base="/tienda/demo/"
        locale={locale}
        productLabels={PRODUCT_LABELS}
        labelledBy="list-heading"
        fallback={<p>vista de visitantes</p>}
      />
    </QueryClientProvider>,
    locale,
  );
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Productos' }))
    .getAllByRole('heading', { level: 2 })
    .filter((h) => !h.closest('dialog'))
    .map((h) => h.textContent);
const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;
const writes = () => calls.filter((c) => c.method !== 'GET');

beforeEach(() => {
  calls = [];
  fetchMock = vi.spyOn(globalThis, 'fetch');
  me.state = { status: 'loading' };
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a shop admin's product list", () => {
  it('shows the visitors’ list until the admin’s is read, then every item with hidden ones dimmed and marked', async () => {
    answer({ [`GET ${SHOP}/products`]: [page(LIST)] });
    renderList();
    expect(screen.getByText('vista de visitantes')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Bolsa' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Taza', 'Camisa', 'Gorra', 'Bolsa']);
    expect(calls[0]!.url).toMatch(new RegExp(`^${SHOP}/products\\?`));
    expect(within(card('Bolsa')).getByText('Oculto')).toBeInTheDocument();
    expect(within(card('Bolsa')).getByRole('link')).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(card('Bolsa')).getByRole('button', { name: 'Quitar Bolsa de la tienda' }),
    ).toBeEnabled();
    expect(within(card('Taza')).queryByText('Oculto')).toBeNull();
    expect(
      screen.getByText(
        'Como administrador también ves los artículos ocultos o sin publicar, atenuados.',
      ),
    ).toBeInTheDocument();
    expect(
      within(card('Camisa')).getByRole('button', {
        name: 'Cambiar la posición de Camisa (ahora 2 de 4)',
      }),
    ).toHaveTextContent('Posición 2');
  });

  it('removes only when 5 seconds pass without Undo', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer({
      [`GET ${SHOP}/products`]: [page(LIST)],
      [`DELETE ${SHOP}/listings/p2`]: [reply(204)],
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar Camisa de la tienda' }));
    expect(within(card('Camisa')).getByText('Quitado')).toBeInTheDocument();
    const undo = within(card('Camisa')).getByRole('button', { name: 'Deshacer: conservar Camisa' });
    expect(undo).toHaveFocus();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    fireEvent.click(undo);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(writes()).toEqual([]);
    expect(
      within(card('Camisa')).getByRole('button', { name: 'Quitar Camisa de la tienda' }),
    ).toHaveFocus();

    fireEvent.click(
      within(card('Camisa')).getByRole('button', { name: 'Quitar Camisa de la tienda' }),
    );
    // shouldAdvanceTime adds the real time the machine takes: leave it a second.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(writes()).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1100);
    });
    await waitFor(() =>
      expect(writes().map((c) => `${c.method} ${c.url}`)).toEqual([`DELETE ${SHOP}/listings/p2`]),
    );
    expect(await screen.findByText('Camisa se quitó de la tienda.')).toBeInTheDocument();
    expect(
      within(card('Camisa')).getByRole('button', { name: 'Volver a agregar Camisa a la tienda' }),
    ).toBeInTheDocument();
    // The removed card stays on the page but no longer counts in the list.
    expect(
      within(card('Gorra')).getByRole('button', {
        name: 'Cambiar la posición de Gorra (ahora 2 de 3)',
      }),
    ).toBeInTheDocument();
  });

  it('adds a removed product again at its place', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer({
      [`GET ${SHOP}/products`]: [page(LIST)],
      [`DELETE ${SHOP}/listings/p3`]: [reply(204)],
      [`PUT ${SHOP}/listings/p3`]: [
        reply(201, { product: 'p3', type: 'product', queue_position: 2, created: true }),
      ],
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar Gorra de la tienda' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5100);
    });
    fireEvent.click(
      await within(card('Gorra')).findByRole('button', {
        name: 'Volver a agregar Gorra a la tienda',
      }),
    );
    expect(await screen.findByText('Gorra se agregó a la tienda.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ queue_position: 2 });
    expect(
      within(card('Gorra')).getByRole('button', { name: 'Quitar Gorra de la tienda' }),
    ).toBeInTheDocument();
  });

  it('sends a removal still in its undo window when the page goes away', async () => {
    answer({
      [`GET ${SHOP}/products`]: [page(LIST)],
      [`DELETE ${SHOP}/listings/p1`]: [reply(204)],
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar Taza de la tienda' }));
    expect(writes()).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'DELETE', url: `${SHOP}/listings/p1` });
    expect(fetchMock.mock.calls.at(-1)![1]).toMatchObject({ method: 'DELETE', keepalive: true });
  });

  it('moves a product with the position selector behind the overlay, then reads the list again 8 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const gate = held(200, { product: 'p3', queue_position: 0 });
    answer({
      [`GET ${SHOP}/products`]: [page(LIST), page([LIST[2]!, LIST[0]!, LIST[1]!, LIST[3]!])],
      [`POST ${SHOP}/listings/p3/position`]: [gate.answer],
    });
    renderList();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Cambiar la posición de Gorra (ahora 3 de 4)' }),
    );
    const field = screen.getByRole('spinbutton', { name: 'Nueva posición (de 1 a 4)' });
    expect(field).toHaveValue(3);

    fireEvent.change(field, { target: { value: '9' } });
    fireEvent.submit(field.closest('form')!);
    expect(screen.getByText('Escribe un número del 1 al 4.')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    // The move's answer waits: the overlay shows meanwhile.
    fireEvent.change(field, { target: { value: '1' } });
    fireEvent.submit(field.closest('form')!);
    expect(
      await screen.findByText('Se está actualizando la ubicación del producto…'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Productos' }).parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
    gate.release();
    expect(await screen.findByText('Gorra quedó en la posición 1.')).toBeInTheDocument();
    expect(screen.queryByText('Se está actualizando la ubicación del producto…')).toBeNull();
    expect(cardNames()).toEqual(['Gorra', 'Taza', 'Camisa', 'Bolsa']);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ queue_position: 0 });

    const reads = () => calls.filter((c) => c.method === 'GET').length;
    expect(reads()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(7000);
    });
    expect(reads()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1100);
    });
    await waitFor(() => expect(reads()).toBe(2));
  });

  it.each([
    [
      reply(400, { code: 'updating_position_error', message: '' }),
      'La posición no se pudo actualizar en este momento, inténtalo más tarde.',
    ],
    [reply(400, { code: 'bad_request', message: '' }), 'No se pudo actualizar la posición'],
    [reply(500, { code: 'internal_error', message: '' }), 'No se pudo mover el producto'],
  ])('keeps the order and says why when a move fails (%#)', async (failure, message) => {
    answer({
      [`GET ${SHOP}/products`]: [page(LIST)],
      [`POST ${SHOP}/listings/p1/position`]: [failure],
    });
    renderList();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Cambiar la posición de Taza (ahora 1 de 4)' }),
    );
    const field = screen.getByRole('spinbutton', { name: 'Nueva posición (de 1 a 4)' });
    fireEvent.change(field, { target: { value: '4' } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(cardNames()).toEqual(['Taza', 'Camisa', 'Gorra', 'Bolsa']);
  });

  it('says which items the store may take when adding is refused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer({
      [`GET ${SHOP}/products`]: [page(LIST)],
      [`DELETE ${SHOP}/listings/p1`]: [reply(204)],
      [`PUT ${SHOP}/listings/p1`]: [
        reply(422, { code: 'invalid_product', message: '' }),
        reply(500, { code: 'internal_error', message: '' }),
      ],
    });
    renderList(STORE, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Taza from the store' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5100);
    });
    const again = await screen.findByRole('button', { name: 'Add Taza to the store again' });
    fireEvent.click(again);
    expect(
      await screen.findByText(
        'Only products their supplier offers for resale can be added to your store',
      ),
    ).toBeInTheDocument();
    fireEvent.click(again);
    expect(
      await screen.findByText('An error occurred while adding the product'),
    ).toBeInTheDocument();
  });

  it("tells a franchise shop it takes only its supplier's or franchise's items (spec 03 §8)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer({
      [`GET ${SHOP}/products`]: [page(LIST)],
      [`DELETE ${SHOP}/listings/p1`]: [reply(204)],
      [`PUT ${SHOP}/listings/p1`]: [
        reply(422, { code: 'invalid_product', message: '' }),
        reply(500, { code: 'internal_error', message: '' }),
      ],
    });
    renderList(STORE, 'es', 'franchise');
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar Taza de la tienda' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5100);
    });
    const again = await screen.findByRole('button', { name: 'Volver a agregar Taza a la tienda' });
    fireEvent.click(again);
    expect(
      await screen.findByText('Solo se pueden agregar productos de este proveedor o franquicia'),
    ).toBeInTheDocument();
    fireEvent.click(again);
    expect(await screen.findByText('Ocurrió un error al agregar el producto')).toBeInTheDocument();
  });

  it('in a catalogue, warns with Cancel for 5 s, then takes the product out of the list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer({
      [`GET ${SHOP}/catalogues/ctl_1`]: [
        reply(200, { catalogue: {}, results: LIST.slice(0, 3), matches_estimated: 3 }),
      ],
      [`DELETE ${SHOP}/catalogues/ctl_1/products/p1`]: [reply(204)],
    });
    renderList(CATALOGUE);
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar Taza del catálogo' }));
    expect(within(card('Taza')).getByText('Se quitará del catálogo')).toBeInTheDocument();
    expect(
      within(card('Taza')).getByRole('button', { name: 'Deshacer: conservar Taza' }),
    ).toHaveTextContent('Cancelar');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5100);
    });
    await waitFor(() => expect(cardNames()).toEqual(['Camisa', 'Gorra']));
    expect(await screen.findByText('Taza se quitó del catálogo.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Cambiar la posición de Gorra (ahora 2 de 2)' }),
    ).toBeInTheDocument();
  });

  it("says the spec's words when a removal from the catalogue fails, and offers 'Add to catalogue' only while the card is listed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer({
      [`GET ${SHOP}/catalogues/ctl_1`]: [
        reply(200, { catalogue: {}, results: LIST.slice(0, 2), matches_estimated: 2 }),
      ],
      [`DELETE ${SHOP}/catalogues/ctl_1/products/p1`]: [
        reply(500, { code: 'internal_error', message: '' }),
      ],
    });
    renderList(CATALOGUE);
    const addTo = { name: 'Agregar Taza a un catálogo' };
    expect(await screen.findByRole('button', addTo)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Taza del catálogo' }));
    expect(within(card('Taza')).queryByRole('button', addTo)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5100);
    });
    expect(
      await screen.findByText('Ocurrio un error al borrar el producto del catálogo'),
    ).toBeInTheDocument();
    expect(cardNames()).toEqual(['Taza', 'Camisa']);
    expect(within(card('Taza')).getByRole('button', addTo)).toBeInTheDocument();
  });

  it('offers to add a catalogue product the store does not list', async () => {
    answer({
      [`GET ${SHOP}/catalogues/ctl_1`]: [
        reply(200, {
          catalogue: {},
          results: [product('p9', 'Vela', { in_store: false })],
          matches_estimated: 1,
        }),
      ],
      [`PUT ${SHOP}/listings/p9`]: [
        reply(201, { product: 'p9', type: 'product', queue_position: 7, created: true }),
      ],
    });
    renderList(CATALOGUE);
    expect(await screen.findByText('No está en la tienda')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Vela a la tienda' }));
    expect(await screen.findByText('Vela se agregó a la tienda.')).toBeInTheDocument();
    expect(screen.queryByText('No está en la tienda')).toBeNull();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({});
  });
});

describe('who gets the placement controls', () => {
  const shopsOf = (slug: string, role: 'admin' | 'dispatcher'): Me =>
    ({ id: 'usr_1', level: 2, shops: [{ slug, role }] }) as unknown as Me;

  function renderLayer() {
    return render(
      <PlacementLayer
        shopSlug="demo"
        storeType="affiliate"
        list={STORE}
        base="/tienda/demo/"
        locale="es"
        productLabels={PRODUCT_LABELS}
        labelledBy="list-heading"
      >
        <p>vista de visitantes</p>
      </PlacementLayer>,
    );
  }

  it.each([
    ['anonymous visitors', { status: 'anonymous' } as MeState],
    [
      'staff without the admin role',
      { status: 'user', me: shopsOf('demo', 'dispatcher') } as MeState,
    ],
    ["another shop's admin", { status: 'user', me: shopsOf('moda', 'admin') } as MeState],
  ])('leaves the visitors’ list to %s and asks nothing', async (_who, state) => {
    fetchMock.mockImplementation(async () => {
      throw new Error('no request expected');
    });
    me.state = state;
    renderLayer();
    expect(screen.getByText('vista de visitantes')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives the item page a remove with Undo, for its admins only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer({
      [`DELETE ${SHOP}/listings/p1`]: [reply(204)],
      [`PUT ${SHOP}/listings/p1`]: [reply(201, {})],
    });
    me.state = { status: 'anonymous' };
    const item = {
      id: 'p1',
      type: 'product',
      hiden: false,
      list_state: 'published',
      in_store: true,
    } as const;
    const { rerender } = render(
      <ItemPlacement
        shopSlug="demo"
        storeType="affiliate"
        locale="es"
        product={item}
        name="Taza"
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    me.state = { status: 'user', me: shopsOf('demo', 'admin') };
    rerender(
      <ItemPlacement
        shopSlug="demo"
        storeType="affiliate"
        locale="es"
        product={{ ...item }}
        name="Taza"
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar Taza de la tienda' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5100);
    });
    expect(await screen.findByText('Taza se quitó de la tienda.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Volver a agregar Taza a la tienda' }));
    expect(await screen.findByText('Taza se agregó a la tienda.')).toBeInTheDocument();
    expect(writes().map((c) => `${c.method} ${c.url}`)).toEqual([
      `DELETE ${SHOP}/listings/p1`,
      `PUT ${SHOP}/listings/p1`,
    ]);
  });
});
