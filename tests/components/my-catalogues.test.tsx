import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { CatalogueManager } from '@/components/catalogues/catalogue-manager';
import { MyCataloguesEntry } from '@/components/catalogues/my-catalogues-entry';
import type { Catalogue } from '@/lib/api/schemas/catalogue';
import type { MeState } from '@/lib/client/use-me';
import { type FetchCall, reply, type RouteAnswer, routeFetch } from '../support/fetch-routes';
import { renderWithIntl } from '../support/render-with-intl';

const me = vi.hoisted(() => ({ state: { status: 'loading' } as MeState }));
vi.mock('@/lib/client/use-me', () => ({ useMe: () => me.state }));

const catalogue = (id: string, name: string, num_products = 0, position = 0): Catalogue => ({
  id,
  name,
  slug: id,
  photo: null,
  position,
  num_products,
  owner: 'usr_1',
  weight: 0,
  updated_at: '2025-01-01T00:00:00.000Z',
});

const LIST = [
  catalogue('c1', 'Regalos', 3, 0),
  catalogue('c2', 'Ofertas', 1, 1),
  catalogue('c3', 'Verano', 0, 2),
];

let fetchMock: MockInstance<typeof fetch>;
let calls: FetchCall[];

function answer(routes: Record<string, RouteAnswer[]>) {
  calls = routeFetch(fetchMock, routes);
}
const page = (results: Catalogue[], total = results.length) =>
  reply(200, { results, matches_estimated: total });

const BASE = '/api/shops/demo/catalogues';

function renderManager(locale: 'es' | 'en' = 'es') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return renderWithIntl(
    <QueryClientProvider client={client}>
      <CatalogueManager shopSlug="demo" opening={1} />
    </QueryClientProvider>,
    locale,
  );
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

/** dnd-kit measures rows: give each one a 40 px band by its place in the table. */
function layOutRows() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('tr[data-catalogue-row]');
    const rows = [...document.querySelectorAll('tr[data-catalogue-row]')];
    const top = row ? 40 + rows.indexOf(row) * 40 : 0;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 600,
      height: row ? 40 : 0,
      right: 600,
      bottom: top + 40,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

/** dnd-kit's keyboard sensor listens for the arrows from the next task on. */
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

async function keyboardMove(name: string, steps: number, label = 'Mover') {
  const handle = screen.getByRole('button', { name: `${label} ${name}` });
  handle.focus();
  await act(async () => {
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  });
  await nextTask();
  for (let i = 0; i < Math.abs(steps); i++) {
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? handle, {
        code: steps > 0 ? 'ArrowDown' : 'ArrowUp',
      });
    });
  }
  await act(async () => {
    fireEvent.keyDown(document.activeElement ?? handle, { code: 'Space', key: ' ' });
  });
}

beforeEach(() => {
  calls = [];
  fetchMock = vi.spyOn(globalThis, 'fetch');
  me.state = { status: 'loading' };
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('My catalogues', () => {
  it('lists the catalogues with their product counts and actions', async () => {
    answer({ [`GET ${BASE}`]: [page(LIST)] });
    renderManager();
    expect(await screen.findByRole('rowheader', { name: 'Regalos' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['Regalos', 'Ofertas', 'Verano']);
    const first = screen.getAllByRole('row')[1]!;
    expect(within(first).getByText('3 productos')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Editar Regalos' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Eliminar Regalos' })).toBeInTheDocument();
    expect(screen.getByText('1 producto')).toBeInTheDocument();
    expect(screen.getByText('3 catálogos')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', url: `${BASE}?offset=0&limit=30` });
  });

  it('loads the next 30 when asked and says when there are none', async () => {
    const many = Array.from({ length: 30 }, (_, i) => catalogue(`k${i}`, `Catálogo ${i}`, 0, i));
    answer({ [`GET ${BASE}`]: [page(many, 31), page([catalogue('k30', 'El último', 0, 30)], 31)] });
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByRole('rowheader', { name: 'El último' })).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe(`${BASE}?offset=30&limit=30`);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('shows an empty list with its hint', async () => {
    answer({ [`GET ${BASE}`]: [page([])] });
    renderManager('en');
    expect(
      await screen.findByText(
        'You have no catalogues yet. Create the first one with “New catalogue”.',
      ),
    ).toBeInTheDocument();
  });

  it('creates a catalogue, showing the server name error on the field first', async () => {
    answer({
      [`GET ${BASE}`]: [page(LIST)],
      [`POST ${BASE}`]: [
        reply(422, {
          code: 'validation_error',
          message: 'Revisa los datos enviados.',
          fields: { name: ['invalid_name'] },
        }),
        reply(201, catalogue('c4', 'Navidad', 0, 3)),
      ],
    });
    renderManager();
    await screen.findByRole('rowheader', { name: 'Regalos' });
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo catálogo' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo catálogo' });
    const name = within(dialog).getByLabelText('Nombre');
    expect(name).toHaveAttribute('maxlength', '150');
    expect(within(dialog).getByText(/Tamaño recomendado: 400x200 px/)).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Escribe el nombre del catálogo.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(name, { target: { value: '¡!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Nombre inválido')).toBeInTheDocument();

    fireEvent.change(name, { target: { value: '¡Navidad!' } });
    fireEvent.submit(name.closest('form')!);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    // The server's refusal lands on the name field.
    expect(await within(dialog).findByText('Nombre inválido')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(name, { target: { value: 'Navidad' } });
    fireEvent.submit(name.closest('form')!);
    expect(await screen.findByRole('rowheader', { name: 'Navidad' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      name: 'Navidad',
      photo: null,
    });
    expect(await screen.findByText('Se creó el catálogo «Navidad».')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Regalos', 'Ofertas', 'Verano', 'Navidad']);
  });

  it('uploads a photo as the catalogue photo of the shop, and clears it with a red border when that fails', async () => {
    answer({
      [`GET ${BASE}`]: [page(LIST)],
      'POST /api/gallery': [
        reply(201, { id: 'img_1', url: '/uploads/abc.png' }),
        reply(500, { code: 'internal_error', message: '' }),
      ],
      [`PATCH ${BASE}/c1`]: [
        reply(200, { ...LIST[0], name: 'Regalos 2', photo: '/uploads/abc.png' }),
      ],
    });
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Regalos' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar catálogo' });
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Regalos');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText('Foto'), { target: { files: [file] } });
    expect(await within(dialog).findByRole('img', { name: 'Foto del catálogo' })).toHaveAttribute(
      'src',
      '/uploads/abc.png',
    );
    const upload = calls.find((c) => c.url === '/api/gallery')!;
    expect((upload.body as FormData).get('kind')).toBe('catalogue_photo');
    expect((upload.body as FormData).get('shop')).toBe('demo');

    fireEvent.change(within(dialog).getByLabelText('Nombre'), { target: { value: 'Regalos 2' } });
    fireEvent.submit(within(dialog).getByLabelText('Nombre').closest('form')!);
    expect(await screen.findByRole('rowheader', { name: 'Regalos 2' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      name: 'Regalos 2',
      photo: '/uploads/abc.png',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Editar Regalos 2' }));
    const again = screen
      .getAllByRole('dialog', { name: 'Editar catálogo' })
      .find((d) => d.hasAttribute('open'))!;
    fireEvent.change(within(again).getByLabelText('Foto'), { target: { files: [file] } });
    expect(
      await within(again).findByText(
        'La foto no se pudo actualizar en este momento, intentelo mas tarde',
      ),
    ).toBeInTheDocument();
    expect(within(again).queryByRole('img')).not.toBeInTheDocument();
    expect(within(again).getByLabelText('Foto')).toHaveAttribute('aria-invalid', 'true');
  });

  it('reorders with the keyboard at once, sends the zero-based position and shows the notice', async () => {
    answer({
      [`GET ${BASE}`]: [page(LIST)],
      [`POST ${BASE}/c1/move`]: [reply(200, { id: 'c1', position: 1 })],
    });
    renderManager();
    await screen.findByRole('rowheader', { name: 'Regalos' });
    layOutRows();
    await keyboardMove('Regalos', 1);
    expect(rowNames()).toEqual(['Ofertas', 'Regalos', 'Verano']);
    expect(await screen.findByText('Actualizando posición')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: `${BASE}/c1/move`,
        body: { position: 1 },
      }),
    );
  });

  it('puts the old order back with "An error occurred" when the move fails', async () => {
    answer({
      [`GET ${BASE}`]: [page(LIST)],
      [`POST ${BASE}/c3/move`]: [reply(500, { code: 'internal_error', message: '' })],
    });
    renderManager('en');
    await screen.findByRole('rowheader', { name: 'Regalos' });
    layOutRows();
    await keyboardMove('Verano', -2, 'Move');
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Regalos', 'Ofertas', 'Verano']);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ position: 0 });
  });

  it('shows "try later" for updating_position_error', async () => {
    answer({
      [`GET ${BASE}`]: [page(LIST)],
      [`POST ${BASE}/c1/move`]: [reply(400, { code: 'updating_position_error', message: 'x' })],
    });
    renderManager();
    await screen.findByRole('rowheader', { name: 'Regalos' });
    layOutRows();
    await keyboardMove('Regalos', 2);
    expect(
      await screen.findByText(
        'No se pudo actualizar la posición en este momento, intenta más tarde.',
      ),
    ).toBeInTheDocument();
    expect(rowNames()).toEqual(['Regalos', 'Ofertas', 'Verano']);
  });

  it('waits 5 s with Undo before deleting; Undo cancels the call', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer({ [`GET ${BASE}`]: [page(LIST)], [`DELETE ${BASE}/c3`]: [reply(204)] });
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Verano' }));
    const row = screen.getAllByRole('row')[3]!;
    expect(within(row).getByText('Eliminando')).toBeInTheDocument();
    const undo = within(row).getByRole('button', { name: 'Deshacer' });
    expect(undo).toHaveFocus();
    fireEvent.click(undo);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    expect(rowNames()).toEqual(['Regalos', 'Ofertas', 'Verano']);

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Verano' }));
    // shouldAdvanceTime adds the real time the machine takes: leave it a second.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1100);
    });
    await waitFor(() => expect(rowNames()).toEqual(['Regalos', 'Ofertas']));
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`${BASE}/c3`);
    expect(await screen.findByText('El catálogo se eliminó correctamente.')).toBeInTheDocument();
    expect(screen.getByText('2 catálogos')).toBeInTheDocument();
  });

  it('offers to delete a catalogue with products anyway (force), and reports failures', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer({
      [`GET ${BASE}`]: [page(LIST)],
      [`DELETE ${BASE}/c1`]: [
        reply(409, { code: 'product_catalogue_has_products', message: 'x' }),
        reply(204),
      ],
      [`DELETE ${BASE}/c2`]: [reply(500, { code: 'internal_error', message: 'x' })],
    });
    renderManager('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Ofertas' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5100);
    });
    expect(
      await screen.findByText('It was not possible to delete the catalog.'),
    ).toBeInTheDocument();
    expect(rowNames()).toEqual(['Regalos', 'Ofertas', 'Verano']);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Regalos' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5100);
    });
    expect(
      await screen.findByText(
        'The catalog “Regalos” has products. If you delete it, the products stay in your store.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete anyway' }));
    await waitFor(() => expect(rowNames()).toEqual(['Ofertas', 'Verano']));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      `${BASE}/c2`,
      `${BASE}/c1`,
      `${BASE}/c1?force=true`,
    ]);
    expect(await screen.findByText('The catalog was successfully deleted.')).toBeInTheDocument();
  });
});

describe('My catalogues entry', () => {
  // No provider around it: the island loads its own words.
  const renderEntry = () =>
    render(<MyCataloguesEntry shopSlug="demo" locale="es" triggerClassName="" />);
  const person = (shops: Array<{ slug: string; role: 'admin' | 'dispatcher' }>): MeState => ({
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
  });

  it("shows only to the shop's admins", async () => {
    for (const state of [
      { status: 'loading' } as MeState,
      { status: 'anonymous' } as MeState,
      person([{ slug: 'moda', role: 'admin' }]),
      person([{ slug: 'demo', role: 'dispatcher' }]),
    ]) {
      me.state = state;
      const { unmount } = renderEntry();
      expect(
        screen.queryByRole('button', { name: 'Mis catálogos' }),
        JSON.stringify(state),
      ).not.toBeInTheDocument();
      unmount();
    }
    me.state = person([{ slug: 'demo', role: 'admin' }]);
    renderEntry();
    expect(await screen.findByRole('button', { name: 'Mis catálogos' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('opens the modal and loads the list on the first opening', async () => {
    me.state = person([{ slug: 'demo', role: 'admin' }]);
    answer({ [`GET ${BASE}`]: [page(LIST)] });
    renderEntry();
    const button = await screen.findByRole('button', { name: 'Mis catálogos' });
    expect(calls).toEqual([]);
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Mis catálogos' });
    expect(await within(dialog).findByRole('rowheader', { name: 'Ofertas' })).toBeInTheDocument();
  });
});
