import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { HeaderEditor } from '@/components/headers/header-editor';
import { HeaderEditorEntry } from '@/components/headers/header-editor-entry';
import type { Header } from '@/lib/api/schemas/shop';
import { forgetMe } from '@/lib/client/use-me';

import { type FetchCall, reply, type RouteAnswer, routeFetch } from '../support/fetch-routes';
import { renderWithRouter } from '../support/render-with-router';

const header = (id: string, title: string, extra: Partial<Header> = {}): Header => ({
  id,
  title,
  subtitle: null,
  description: null,
  target: 'all',
  action_type: 'none',
  url: null,
  product: null,
  product_supplier: null,
  button_label: null,
  bg_color1: null,
  bg_color2: null,
  ...extra,
});

const LIST = [
  header('h2', 'Compra hoy', { subtitle: 'Envío gratis' }),
  header('h1', 'Café recién tostado'),
];
const BASE = '/api/shops/demo/headers';
const SHOP_COLOURS = ['#1d4ed8', '#7c3aed'] as const;

let fetchMock: MockInstance<typeof fetch>;
let calls: FetchCall[];

function answer(routes: Record<string, RouteAnswer[]>) {
  calls = routeFetch(fetchMock, routes);
}
const page = (results: Header[], shown: string | null = results[0]?.id ?? null) =>
  reply(200, { results, matches_estimated: results.length, header_id: shown });

/** The editor as the modal holds it, beside the page's header block it previews on. */
function renderEditor(locale: 'es' | 'en' = 'es') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return renderWithRouter(
    <QueryClientProvider client={client}>
      <div
        data-header-info="h1"
        style={{ color: '#ffffff', backgroundImage: 'linear-gradient(to right, #1d4ed8, #7c3aed)' }}
      >
        <a
          data-header-action
          href="https://example.com"
          style={{ backgroundColor: '#ffffff', color: '#111827' }}
        >
          Ver más
        </a>
      </div>
      <HeaderEditor shopSlug="demo" locale={locale} shopColours={SHOP_COLOURS} opening={1} />
    </QueryClientProvider>,
    locale,
  );
}

const pageHeader = () => document.querySelector<HTMLElement>('[data-header-info="h1"]')!;
const posted = () => calls.filter((c) => c.method === 'POST' || c.method === 'PATCH');

beforeEach(() => {
  calls = [];
  fetchMock = vi.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('header editor', () => {
  it('lists the headers, marks the one shown, and goes list → form → list', async () => {
    answer({ [`GET ${BASE}`]: [page(LIST)] });
    renderEditor();
    const first = (await screen.findByText('Compra hoy')).closest('li')!;
    expect(within(first).getByText('Se muestra en la tienda')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Editar Compra hoy' })).toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: 'Color de fondo de Compra hoy' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 headers')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', url: `${BASE}?offset=0&limit=10` });

    fireEvent.click(within(first).getByRole('button', { name: 'Editar Compra hoy' }));
    const heading = screen.getByRole('heading', { name: 'Editar header' });
    expect(heading).toHaveFocus();
    expect(screen.getByLabelText('Título')).toHaveValue('Compra hoy');
    expect(screen.getByLabelText('Subtítulo')).toHaveValue('Envío gratis');
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('button', { name: 'Nuevo header' })).toHaveFocus();
  });

  it('keeps the action section collapsed for none; url needs a web address and any action a button text', async () => {
    answer({ [`GET ${BASE}`]: [page(LIST)] });
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo header' }));
    expect(screen.getByLabelText('Acción')).toHaveValue('none');
    expect(screen.queryByRole('group', { name: 'Botón de acción' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Dirección web')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Texto del botón')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveAttribute('maxlength', '30');
    expect(screen.getByLabelText('Subtítulo')).toHaveAttribute('maxlength', '40');
    expect(screen.getByLabelText('Descripción')).toHaveAttribute('maxlength', '130');

    fireEvent.change(screen.getByLabelText('Acción'), { target: { value: 'url' } });
    const section = screen.getByRole('group', { name: 'Botón de acción' });
    const url = within(section).getByLabelText('Dirección web');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(3);
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getByLabelText('Texto del botón')).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Ofertas' } });
    fireEvent.change(url, { target: { value: 'no es una dirección' } });
    fireEvent.change(within(section).getByLabelText('Texto del botón'), {
      target: { value: 'more' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('Escribe una dirección web válida, por ejemplo ejemplo.com/ofertas.'),
    ).toBeInTheDocument();
    expect(posted()).toHaveLength(0);

    // Back to none: the section folds away again (and its fields are not sent).
    fireEvent.change(screen.getByLabelText('Acción'), { target: { value: 'none' } });
    expect(screen.queryByRole('group', { name: 'Botón de acción' })).not.toBeInTheDocument();
  });

  it('creates a header with a product found by search; the list and the page are refreshed', async () => {
    answer({
      [`GET ${BASE}`]: [page(LIST), page([header('h3', 'Taza del mes'), ...LIST], 'h3')],
      'GET /api/shops/demo/search': [
        reply(200, {
          results: [
            {
              id: 'prd_1',
              owner: 'sup_1',
              type: 'product',
              name: 'Taza de barro',
              name_en: 'Clay mug',
            },
          ],
          matches_estimated: 1,
        }),
      ],
      [`POST ${BASE}`]: [reply(201, header('h3', 'Taza del mes', { action_type: 'product' }))],
    });
    const { router } = renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo header' }));
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: '  Taza del mes ' } });
    fireEvent.change(screen.getByLabelText('¿Quién lo ve?'), { target: { value: 'ul2' } });
    fireEvent.change(screen.getByLabelText('Acción'), { target: { value: 'product' } });
    fireEvent.change(screen.getByLabelText('Texto del botón'), { target: { value: 'buynow' } });
    fireEvent.change(screen.getByLabelText('Buscar producto'), { target: { value: 'Taza' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Elegir Taza de barro' }));
    expect(calls.find((c) => c.url.startsWith('/api/shops/demo/search'))?.url).toBe(
      '/api/shops/demo/search?text=taza&limit=5&check_at_least=5',
    );
    expect(screen.getByText('Producto elegido: Taza de barro')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se creó el header correctamente')).toBeInTheDocument();
    expect(posted().at(-1)).toMatchObject({
      method: 'POST',
      url: BASE,
      body: {
        title: 'Taza del mes',
        subtitle: null,
        description: null,
        target: 'ul2',
        action_type: 'product',
        url: null,
        product: 'prd_1',
        button_label: 'buynow',
      },
    });
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Taza del mes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuevo header' })).toBeInTheDocument();
  });

  it("puts the server's field errors on their fields and shows its other refusals, or 'Ocurrió un error'", async () => {
    answer({
      [`GET ${BASE}`]: [page(LIST)],
      [`PATCH ${BASE}/h1`]: [
        reply(422, {
          code: 'validation_error',
          message: 'Revisa los datos enviados.',
          fields: { title: ['too_long'] },
        }),
        reply(403, { code: 'forbidden', message: 'No tienes permiso para hacer esto.' }),
        reply(500, { code: 'internal_error', message: '' }),
      ],
    });
    const { router } = renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Café recién tostado' }));
    const save = screen.getByRole('button', { name: 'Guardar' });
    fireEvent.click(save);
    expect(await screen.findByText('Admite a lo más 30 caracteres.')).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveFocus();
    fireEvent.click(save);
    expect(await screen.findByText('No tienes permiso para hacer esto.')).toHaveAttribute(
      'role',
      'alert',
    );
    fireEvent.click(save);
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Ocurrió un error')).toBe(
        true,
      ),
    );
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('shows a palette choice on the page 250 ms later, the custom picker from #0000ff, and puts the page back when leaving unsaved', async () => {
    answer({ [`GET ${BASE}`]: [page(LIST, 'h1')] });
    renderEditor();
    const original = pageHeader().getAttribute('style');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Color de fondo de Café recién tostado' }),
    );
    expect(screen.getByRole('heading', { name: 'Color de fondo' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Colores de la tienda' })).toBeChecked();

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('radio', { name: 'De #b91c1c a #c2410c' }));
    expect(screen.getByRole('radio', { name: 'De #b91c1c a #c2410c' })).toBeChecked();
    act(() => vi.advanceTimersByTime(249));
    expect(pageHeader().getAttribute('style')).toBe(original);
    act(() => vi.advanceTimersByTime(1));
    expect(pageHeader().style.backgroundImage).toContain('#b91c1c');
    expect(pageHeader().style.backgroundImage).toContain('#c2410c');

    // Quick changes: only the last one reaches the page.
    fireEvent.click(screen.getByRole('radio', { name: 'De #15803d a #0f766e' }));
    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(screen.getByRole('radio', { name: 'De #1f2937 a #4b5563' }));
    act(() => vi.advanceTimersByTime(200));
    expect(pageHeader().style.backgroundImage).toContain('#b91c1c');
    act(() => vi.advanceTimersByTime(50));
    expect(pageHeader().style.backgroundImage).toContain('#1f2937');

    fireEvent.click(screen.getByRole('button', { name: 'Color personalizado' }));
    expect(screen.getByRole('heading', { name: 'Color personalizado' })).toHaveFocus();
    const start = screen.getByLabelText(/Color inicial/);
    expect(start).toHaveAttribute('type', 'color');
    expect(start).toHaveValue('#1f2937');
    fireEvent.input(start, { target: { value: '#00FF00' } });
    act(() => vi.advanceTimersByTime(250));
    expect(pageHeader().style.backgroundImage).toContain('#00ff00');

    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('heading', { name: 'Color de fondo' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('button', { name: 'Nuevo header' })).toHaveFocus();
    expect(pageHeader().getAttribute('style')).toBe(original);
  });

  it('starts the custom picker at #0000ff for a header on the shop colours, and saves the pair', async () => {
    answer({
      [`GET ${BASE}`]: [page(LIST, 'h1')],
      [`PATCH ${BASE}/h1`]: [
        reply(
          200,
          header('h1', 'Café recién tostado', { bg_color1: '#0000ff', bg_color2: '#ff0000' }),
        ),
      ],
    });
    const { router } = renderEditor();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Color de fondo de Café recién tostado' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Color personalizado' }));
    expect(screen.getByLabelText(/Color inicial/)).toHaveValue('#0000ff');
    expect(screen.getByLabelText(/Color final/)).toHaveValue('#0000ff');
    fireEvent.input(screen.getByLabelText(/Color final/), { target: { value: '#ff0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar color' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(await screen.findByText('Se actualizó el header correctamente')).toBeInTheDocument();
    expect(posted().at(-1)).toMatchObject({
      method: 'PATCH',
      url: `${BASE}/h1`,
      body: { bg_color1: '#0000ff', bg_color2: '#ff0000' },
    });
    expect(router.refresh).toHaveBeenCalled();
    // Saved: the page keeps the new colours (the refresh brings the same from the server).
    await waitFor(() => expect(pageHeader().style.backgroundImage).toContain('#ff0000'));
  });

  it('asks once more before deleting, then deletes', async () => {
    answer({
      [`GET ${BASE}`]: [page(LIST), page([LIST[0]!])],
      [`DELETE ${BASE}/h1`]: [reply(204)],
    });
    renderEditor('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Café recién tostado' }));
    expect(screen.getByText('Delete the header “Café recién tostado”?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete Café recién tostado' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Café recién tostado' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The header was deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Café recién tostado')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`${BASE}/h1`]);
  });
});

describe('header editor entry', () => {
  const me = (shops: Array<{ slug: string; role: 'admin' | 'dispatcher' }>) => ({
    id: 'usr_1',
    full_name: 'Ana',
    email: null,
    phone: null,
    country_code: null,
    level: 2,
    image: null,
    shops: shops.map((s) => ({ ...s, name: s.slug })),
    show_tour: false,
  });

  async function renderEntry(person: ReturnType<typeof me> | null) {
    forgetMe();
    if (person) document.cookie = 'tienda_signed_in=1; Path=/';
    answer({ 'GET /api/auth/me': [reply(200, person)], [`GET ${BASE}`]: [page(LIST)] });
    await act(async () => {
      renderWithRouter(
        <HeaderEditorEntry shopSlug="demo" locale="es" shopColours={SHOP_COLOURS} />,
      );
    });
  }

  afterEach(() => {
    document.cookie = 'tienda_signed_in=; Max-Age=0; Path=/';
  });

  it("shows only to the shop's admins", async () => {
    await renderEntry(null);
    expect(screen.queryByRole('button', { name: 'Editar header' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is hidden from other staff roles and from admins of other shops', async () => {
    await renderEntry(
      me([
        { slug: 'demo', role: 'dispatcher' },
        { slug: 'moda', role: 'admin' },
      ]),
    );
    expect(screen.queryByRole('button', { name: 'Editar header' })).not.toBeInTheDocument();
  });

  it('opens at the list, and closing returns to the list', async () => {
    await renderEntry(me([{ slug: 'demo', role: 'admin' }]));
    fireEvent.click(await screen.findByRole('button', { name: 'Editar header' }));
    const dialog = screen.getByRole('dialog', { name: 'Headers de la tienda' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Nuevo header' }));
    expect(within(dialog).getByLabelText('Título')).toBeInTheDocument();
    act(() => (dialog as HTMLDialogElement).close());
    fireEvent.click(screen.getByRole('button', { name: 'Editar header' }));
    expect(await within(dialog).findByRole('button', { name: 'Nuevo header' })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Título')).not.toBeInTheDocument();
  });
});
