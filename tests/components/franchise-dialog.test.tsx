import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { FranchiseDialogBody } from '@/components/franchises/franchise-dialog-body';
import type { Franchise } from '@/lib/api/schemas/franchises';
import { resetPageQueryClient } from '@/lib/client/cart/query-client';

import { type FetchCall, reply, type RouteAnswer, routeFetch } from '../support/fetch-routes';
import { renderWithIntl } from '../support/render-with-intl';

const store = (id: string, name: string, extra: Partial<Franchise> = {}): Franchise => ({
  id,
  slug: id.replace('shp_', ''),
  name,
  photo: null,
  canonical_url: `http://${id}.localhost/`,
  store_type: 'franchise',
  ...extra,
});

const NORTE = store('shp_norte', 'Café del Norte');
const RAIZ = store('shp_raiz', 'Raíz Afín', { store_type: 'affinity' });
const SUR = store('shp_sur', 'Café Sureño');
const OWN = store('shp_demo', 'Tienda Demo');

let fetchMock: MockInstance<typeof fetch>;
let calls: FetchCall[];
function answer(routes: Record<string, RouteAnswer[]>) {
  calls = routeFetch(fetchMock, routes);
}
const page = (results: Franchise[], total: number) =>
  reply(200, { results, matches_estimated: total });
/** The shop lists `listed` among the ids it is asked about. */
const inStore =
  (...listed: string[]): RouteAnswer =>
  (init) => {
    const { ids } = JSON.parse(String(init?.body)) as { ids: string[] };
    return reply(200, { results: Object.fromEntries(ids.map((id) => [id, listed.includes(id)])) })(
      init,
      new URL('http://localhost'),
    );
  };

function renderBody(locale: 'es' | 'en' = 'es') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onChanged = vi.fn();
  const onSentOnClose = vi.fn();
  const view = renderWithIntl(
    <QueryClientProvider client={client}>
      <FranchiseDialogBody shopSlug="demo" onChanged={onChanged} onSentOnClose={onSentOnClose} />
    </QueryClientProvider>,
    locale,
  );
  return { ...view, onChanged, onSentOnClose };
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

/** Two pages of stores, as the API pages them (2 at a time). */
const twoPages: RouteAnswer = (init, url) =>
  (url.searchParams.get('offset') === '0' ? page([NORTE, OWN], 4) : page([RAIZ, SUR], 4))(
    init,
    url,
  );

describe('The franchise dialog', () => {
  it('lists the published franchises two at a time, with which the shop lists, never itself', async () => {
    answer({
      'GET /api/franchises': [twoPages],
      'POST /api/shops/demo/franchises/in-store': [inStore('shp_raiz')],
    });
    renderBody();
    expect(await screen.findByText('Café del Norte')).toBeInTheDocument();
    expect(screen.queryByText('Tienda Demo')).not.toBeInTheDocument();
    expect(screen.getByText('4 resultados')).toBeInTheDocument();
    expect(calls[0]!.url).toContain('limit=2');
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('Raíz Afín')).toBeInTheDocument();
    expect(within(row('Raíz Afín')).getByText('Tienda de afinidad')).toBeInTheDocument();
    expect(
      within(row('Raíz Afín')).getByRole('button', { name: 'Quitar Raíz Afín de mi tienda' }),
    ).toBeInTheDocument();
    expect(
      within(row('Café Sureño')).getByRole('button', { name: 'Agregar Café Sureño a mi tienda' }),
    ).toBeInTheDocument();
  });

  it('speaks English in English, and searches by the typed name', async () => {
    answer({
      'GET /api/franchises': [
        (init, url) =>
          (url.searchParams.get('text') === 'sur' ? page([SUR], 1) : page([NORTE], 1))(init, url),
      ],
      'POST /api/shops/demo/franchises/in-store': [inStore()],
    });
    renderBody('en');
    expect(await screen.findByText('Café del Norte')).toBeInTheDocument();
    expect(screen.getByText('1 result')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search franchises' }), {
      target: { value: ' SUR ' },
    });
    expect(await screen.findByText('Café Sureño')).toBeInTheDocument();
    expect(screen.queryByText('Café del Norte')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Café Sureño to my shop' })).toBeInTheDocument();
  });

  it('adds a franchise and says so; a failed add says it and keeps the add', async () => {
    answer({
      'GET /api/franchises': [page([NORTE, SUR], 2)],
      'POST /api/shops/demo/franchises/in-store': [inStore()],
      'PUT /api/shops/demo/franchises/shp_norte': [reply(201, { ...NORTE, in_store: true })],
      'PUT /api/shops/demo/franchises/shp_sur': [
        reply(500, { code: 'internal_error', message: '' }),
      ],
    });
    const { onChanged } = renderBody();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Agregar Café del Norte a mi tienda' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Quitar Café del Norte de mi tienda' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('La franquicia se agregó a tu tienda')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Agregar Café Sureño a mi tienda' }));
    expect(await screen.findByText('Ocurrió un error. Intenta de nuevo.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Agregar Café Sureño a mi tienda' }),
    ).toBeInTheDocument();
  });

  it('removes only after 5 seconds without Undo', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer({
      'GET /api/franchises': [page([RAIZ], 1)],
      'POST /api/shops/demo/franchises/in-store': [inStore('shp_raiz')],
      'DELETE /api/shops/demo/franchises/shp_raiz': [reply(204)],
    });
    renderBody();
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar Raíz Afín de mi tienda' }));
    expect(within(row('Raíz Afín')).getByText('Se quitará en 5 segundos')).toBeInTheDocument();
    const undo = screen.getByRole('button', { name: 'Deshacer: conservar Raíz Afín' });
    expect(undo).toHaveFocus();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    fireEvent.click(undo);
    expect(screen.getByRole('button', { name: 'Quitar Raíz Afín de mi tienda' })).toHaveFocus();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Quitar Raíz Afín de mi tienda' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5100);
    });
    expect(
      await screen.findByRole('button', { name: 'Agregar Raíz Afín a mi tienda' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('La franquicia se eliminó de tu tienda')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/shops/demo/franchises/shp_raiz',
    ]);
  });

  it('sends a removal still waiting when the dialog closes', async () => {
    answer({
      'GET /api/franchises': [page([RAIZ], 1)],
      'POST /api/shops/demo/franchises/in-store': [inStore('shp_raiz')],
      'DELETE /api/shops/demo/franchises/shp_raiz': [reply(204)],
    });
    const { unmount, onSentOnClose } = renderBody();
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar Raíz Afín de mi tienda' }));
    unmount();
    expect(onSentOnClose).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
        '/api/shops/demo/franchises/shp_raiz',
      ]),
    );
  });

  it('shows an empty list when the stores cannot be read', async () => {
    answer({ 'GET /api/franchises': [reply(500, { code: 'internal_error', message: '' })] });
    renderBody();
    expect(await screen.findByText('No se encontraron franquicias.')).toBeInTheDocument();
    expect(screen.getByText('Sin resultados')).toBeInTheDocument();
  });
});
