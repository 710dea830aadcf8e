import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { BannerEditorEntry } from '@/components/banners/banner-editor-entry';
import { BannerManager } from '@/components/banners/banner-manager';
import type { Slide } from '@/lib/api/schemas/shop';
import type { MeState } from '@/lib/client/use-me';

import { type FetchCall, reply, type RouteAnswer, routeFetch } from '../support/fetch-routes';
import { renderWithRouter } from '../support/render-with-router';

const me = vi.hoisted(() => ({ state: { status: 'loading' } as MeState }));
vi.mock('@/lib/client/use-me', () => ({ useMe: () => me.state }));

const slide = (id: string, overrides: Partial<Slide> = {}): Slide => ({
  id,
  hzt_image: `/uploads/${id}-h.png`,
  hzt_image_id: `img_${id}_h`,
  vrt_image: `/uploads/${id}-v.png`,
  vrt_image_id: `img_${id}_v`,
  product: null,
  supplier: null,
  url: null,
  url_target: false,
  type: 'URL',
  action_type: 'none',
  target: 'all',
  ...overrides,
});

const LIST = [
  slide('b1', { url: 'www.ejemplo.mx/ofertas', action_type: 'url' }),
  slide('b2', {
    type: 'PRODUCT',
    action_type: 'product',
    product: { id: 'p1', owner: 'sup_1', type: 'product', name: 'Taza' },
    target: 'ul0',
  }),
];

let fetchMock: MockInstance<typeof fetch>;
let calls: FetchCall[];

const answer = (routes: Record<string, RouteAnswer[]>) => {
  calls = routeFetch(fetchMock, routes);
};
const page = (results: Slide[]) => reply(200, { results, matches_estimated: results.length });
const uploaded = (id: string) =>
  reply(201, {
    id,
    url: `/uploads/${id}.png`,
    content_type: 'image/png',
    bytes: 4,
    width: 4,
    height: 3,
  });

const BASE = '/api/shops/demo/banners';
const png = (name = 'banner.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function renderManager(locale: 'es' | 'en' = 'es', columns = 2) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return renderWithRouter(
    <dialog open>
      <QueryClientProvider client={client}>
        <BannerManager shopSlug="demo" locale={locale} opening={1} columns={columns} maxMb={5} />
      </QueryClientProvider>
    </dialog>,
    locale,
  );
}

/** The list has loaded (its count shows). */
const loaded = () => screen.findByText(/ banners? (de|of) 10$/);
const form = () => screen.getByRole('button', { name: 'Guardar' }).closest('form')!;
const choose = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

beforeEach(() => {
  calls = [];
  fetchMock = vi.spyOn(globalThis, 'fetch');
  me.state = { status: 'loading' };
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The banner list's rows (the toasts are items of the toaster's own list, not banners). */
const bannerRows = () =>
  screen.queryAllByRole('listitem').filter((item) => !item.closest('[data-sonner-toaster]'));

describe('banner editor', () => {
  it('lists each banner with its horizontal and vertical image, link and audience, with edit and delete', async () => {
    answer({ [`GET ${BASE}`]: [page(LIST)] });
    renderManager();
    expect(await screen.findByText('2 banners de 10')).toBeInTheDocument();
    const rows = bannerRows();
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!).getByRole('img', { name: 'Imagen horizontal del banner 1' }),
    ).toHaveAttribute('src', '/uploads/b1-h.png');
    expect(
      within(rows[0]!).getByRole('img', { name: 'Imagen vertical del banner 1' }),
    ).toHaveAttribute('src', '/uploads/b1-v.png');
    expect(within(rows[0]!).getByText('Dirección web: www.ejemplo.mx/ofertas')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Producto: Taza')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Lo ven: Usuarios registrados')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Editar banner 2' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Eliminar banner 2' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2 columnas' })).toBeChecked();
  });

  it('toggles between the list and the form by add, edit and cancel; closing the modal returns to the list', async () => {
    answer({ [`GET ${BASE}`]: [page(LIST)] });
    renderManager();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar banner' }));
    expect(screen.getByRole('heading', { name: 'Nuevo banner' })).toHaveFocus();
    expect(bannerRows()).toHaveLength(0);
    // 2-column mode: the horizontal image's recommended size is 1100x982; the mobile one 1000x450.
    expect(
      screen.getByText('Tamaño recomendado: 1100x982 px. Formatos: .jpeg, .png, .svg'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Tamaño recomendado: 1000x450 px. Formatos: .jpg, .jpeg, .png, .svg'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(bannerRows()).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Editar banner 2' }));
    expect(screen.getByRole('heading', { name: 'Editar banner 2' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Producto' })).toBeChecked();
    expect(screen.getByText('Producto elegido: Taza')).toBeInTheDocument();
    expect(screen.getByLabelText('Quién lo ve')).toHaveValue('ul0');

    act(() => {
      document.querySelector('dialog')!.dispatchEvent(new Event('close'));
    });
    expect(screen.queryByRole('heading', { name: 'Editar banner 2' })).not.toBeInTheDocument();
    expect(bannerRows()).toHaveLength(2);
  });

  it('asks for both images, a product for a product link, and a web address for a web link', async () => {
    answer({ [`GET ${BASE}`]: [page([])] });
    renderManager();
    expect(await screen.findByText(/Aún no tienes banners/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar banner' }));
    fireEvent.change(screen.getByLabelText('Dirección web del enlace (opcional)'), {
      target: { value: 'no es un enlace' },
    });
    fireEvent.submit(form());
    expect(await screen.findAllByText('Sube una imagen.')).toHaveLength(2);
    expect(screen.getByText(/El enlace no parece una dirección web/)).toBeInTheDocument();
    expect(screen.getByLabelText('Dirección web del enlace (opcional)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Producto' }));
    fireEvent.submit(form());
    expect(await screen.findByText('Elige un producto.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('uploads the pair, creates the banner linked to a web address, shows it in the list and reads the page again', async () => {
    answer({
      [`GET ${BASE}`]: [page([])],
      'POST /api/gallery': [uploaded('img_h'), uploaded('img_v')],
      [`POST ${BASE}`]: [
        reply(
          201,
          slide('b9', {
            hzt_image: '/uploads/img_h.png',
            vrt_image: '/uploads/img_v.png',
            url: 'ejemplo.mx',
            action_type: 'url',
            url_target: true,
          }),
        ),
      ],
    });
    const { router } = renderManager('es', 1);
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar banner' }));
    // 1-column mode: the horizontal image is recommended at 3200x982.
    expect(
      screen.getByText('Tamaño recomendado: 3200x982 px. Formatos: .jpeg, .png, .svg'),
    ).toBeInTheDocument();
    choose('Imagen horizontal (computadora)', png('escritorio.png'));
    expect(
      await screen.findByRole('img', { name: 'Imagen horizontal del banner 1' }),
    ).toHaveAttribute('src', '/uploads/img_h.png');
    choose('Imagen vertical (celular)', png('celular.png'));
    expect(
      await screen.findByRole('img', { name: 'Imagen vertical del banner 1' }),
    ).toHaveAttribute('src', '/uploads/img_v.png');
    const kinds = calls
      .filter((c) => c.url === '/api/gallery')
      .map((c) => [(c.body as FormData).get('kind'), (c.body as FormData).get('shop')]);
    expect(kinds).toEqual([
      ['banner_desktop', 'demo'],
      ['banner_mobile', 'demo'],
    ]);

    fireEvent.change(screen.getByLabelText('Dirección web del enlace (opcional)'), {
      target: { value: ' ejemplo.mx ' },
    });
    fireEvent.click(screen.getByLabelText('Abrir en una pestaña nueva'));
    fireEvent.submit(form());
    expect(await screen.findByText('Se creó el banner correctamente')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url === BASE)?.body).toEqual({
      hzt_image_id: 'img_h',
      vrt_image_id: 'img_v',
      target: 'all',
      type: 'URL',
      url: 'ejemplo.mx',
      url_target: true,
      product: null,
    });
    expect(bannerRows()).toHaveLength(1);
    expect(screen.getByText('1 banner de 10')).toBeInTheDocument();
    expect(router.refresh).toHaveBeenCalled();
  });

  it('links a banner to a product found with the shop search', async () => {
    answer({
      [`GET ${BASE}`]: [page([])],
      'POST /api/gallery': [uploaded('img_h'), uploaded('img_v')],
      'GET /api/shops/demo/search': [
        reply(200, {
          results: [
            {
              id: 'p7',
              owner: 'sup_1',
              type: 'product',
              name: 'Café de olla',
              name_en: 'Pot coffee',
            },
          ],
          matches_estimated: 1,
        }),
      ],
      [`POST ${BASE}`]: [
        reply(
          201,
          slide('b9', {
            type: 'PRODUCT',
            action_type: 'product',
            product: { id: 'p7', owner: 'sup_1', type: 'product', name: 'Café de olla' },
          }),
        ),
      ],
    });
    renderManager();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar banner' }));
    choose('Imagen horizontal (computadora)', png());
    choose('Imagen vertical (celular)', png());
    await screen.findByRole('img', { name: 'Imagen vertical del banner 1' });
    fireEvent.click(screen.getByRole('radio', { name: 'Producto' }));
    fireEvent.change(screen.getByLabelText('Buscar producto'), { target: { value: 'Café' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Elegir Café de olla' }));
    expect(screen.getByText('Producto elegido: Café de olla')).toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith('/api/shops/demo/search'))?.url).toContain(
      'text=caf%C3%A9',
    );
    fireEvent.submit(form());
    expect(await screen.findByText('Se creó el banner correctamente')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url === BASE)?.body).toMatchObject({
      type: 'PRODUCT',
      product: 'p7',
      url: null,
    });
    expect(screen.getByText('Producto: Café de olla')).toBeInTheDocument();
  });

  it("shows the gallery's rejection for 15 s, and for other failures clears the image with a red border", async () => {
    answer({
      [`GET ${BASE}`]: [page(LIST)],
      'POST /api/gallery': [
        reply(415, {
          code: 'image_type_not_allowed',
          message:
            'Imagen rechazada. El formato de la imagen no es válido. Los formatos válidos son .jpeg, .png, .svg',
          max_mb: 5,
          formats: ['.jpeg', '.png', '.svg'],
        }),
        reply(500, { code: 'internal_error', message: '' }),
      ],
    });
    renderManager();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Editar banner 1' }));
    expect(screen.getByRole('img', { name: 'Imagen horizontal del banner 1' })).toBeInTheDocument();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    choose('Imagen horizontal (computadora)', png('falsa.png'));
    expect(await screen.findByText(/^Imagen rechazada\. El formato/)).toBeInTheDocument();
    await act(async () => {}); // the message's timer starts in an effect
    expect(
      screen.queryByRole('img', { name: 'Imagen horizontal del banner 1' }),
    ).not.toBeInTheDocument();
    expect(screen.getByLabelText('Imagen horizontal (computadora)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    act(() => {
      vi.advanceTimersByTime(14_000);
    });
    expect(screen.getByText(/^Imagen rechazada/)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1_500);
    });
    expect(screen.queryByText(/^Imagen rechazada/)).not.toBeInTheDocument();

    choose('Imagen vertical (celular)', png());
    expect(
      await screen.findByText('La foto no se pudo actualizar en este momento, intentelo mas tarde'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('img', { name: 'Imagen vertical del banner 1' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByLabelText('Imagen vertical (celular)').closest('[data-invalid]'),
    ).not.toBeNull();
  });

  it('stops a file of the wrong type before sending it, with the short message for 10 s', async () => {
    answer({ [`GET ${BASE}`]: [page([])] });
    renderManager();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar banner' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    choose(
      'Imagen horizontal (computadora)',
      new File(['GIF89a'], 'animada.gif', { type: 'image/gif' }),
    );
    expect(
      screen.getByText(
        'El tamaño de archivo de la imagen sobrepasa el máximo permitido (5 MB) o el formato de la imagen no es válido, por favor intenta con otra',
      ),
    ).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(10_500);
    });
    expect(screen.queryByText(/sobrepasa el máximo permitido/)).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/gallery')).toBe(false);
  });

  it('sends only what changed on an edit, and shows the server field errors on their fields', async () => {
    answer({
      [`GET ${BASE}`]: [page(LIST)],
      [`PATCH ${BASE}/b1`]: [
        reply(422, {
          code: 'validation_error',
          message: 'Revisa los datos enviados.',
          fields: { url: ['CarrouselShopInvalidLink'] },
        }),
        reply(200, { ...LIST[0], target: 'anon' }),
      ],
    });
    renderManager();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Editar banner 1' }));
    fireEvent.change(screen.getByLabelText('Dirección web del enlace (opcional)'), {
      target: { value: 'www.ejemplo.mx/x' },
    });
    fireEvent.submit(form());
    expect(await screen.findByText(/El enlace no parece una dirección web/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      type: 'URL',
      url: 'www.ejemplo.mx/x',
      url_target: false,
      product: null,
    });

    fireEvent.change(screen.getByLabelText('Dirección web del enlace (opcional)'), {
      target: { value: 'www.ejemplo.mx/ofertas' },
    });
    fireEvent.change(screen.getByLabelText('Quién lo ve'), { target: { value: 'anon' } });
    fireEvent.submit(form());
    expect(await screen.findByText('Se actualizó el banner correctamente')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')[1]?.body).toEqual({ target: 'anon' });
    expect(screen.getByText('Lo ven: Visitantes sin cuenta')).toBeInTheDocument();
  });

  it('deletes a banner after a second press, or says an error occurred', async () => {
    answer({
      [`GET ${BASE}`]: [page(LIST)],
      [`DELETE ${BASE}/b1`]: [
        reply(500, { code: 'internal_error', message: '' }),
        () => new Response(null, { status: 204 }),
      ],
    });
    renderManager('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete banner 1' }));
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveFocus();
    expect(screen.getByText('Delete banner 1? Its images are deleted too.')).toBeInTheDocument();
    fireEvent.click(confirm);
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    expect(bannerRows()).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Delete banner 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The banner was deleted successfully')).toBeInTheDocument();
    expect(bannerRows()).toHaveLength(1);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      `${BASE}/b1`,
      `${BASE}/b1`,
    ]);
  });

  it("saves the carousel's mode as the shop's columns, and puts it back when that fails", async () => {
    answer({
      [`GET ${BASE}`]: [page(LIST)],
      'PATCH /api/shops/demo': [
        reply(200, {}),
        reply(500, { code: 'internal_error', message: '' }),
      ],
    });
    renderManager();
    await screen.findByText('2 banners de 10');
    fireEvent.click(screen.getByRole('radio', { name: '1 columna' }));
    expect(await screen.findByText('Se actualizó el modo del carrusel.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ columns: 1 });
    fireEvent.click(screen.getByRole('radio', { name: '2 columnas' }));
    expect(await screen.findByText('Ocurrió un error')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 columna' })).toBeChecked();
  });

  it("drops images uploaded to a form that was cancelled from the shop's gallery", async () => {
    answer({
      [`GET ${BASE}`]: [page([])],
      'POST /api/gallery': [uploaded('img_h')],
      'DELETE /api/gallery/img_h': [() => new Response(null, { status: 204 })],
    });
    renderManager();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar banner' }));
    choose('Imagen horizontal (computadora)', png());
    await screen.findByRole('img', { name: 'Imagen horizontal del banner 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/gallery/img_h')).toBe(true),
    );
  });
});

describe('banner editor entry', () => {
  const renderEntry = (locale: 'es' | 'en' = 'es') =>
    renderWithRouter(
      <BannerEditorEntry shopSlug="demo" locale={locale} background columns={2} maxMb={5} />,
    );

  it("shows nothing to visitors, customers and other shops' admins", () => {
    for (const state of [
      { status: 'loading' },
      { status: 'anonymous' },
      { status: 'user', me: { shops: [{ slug: 'moda', role: 'admin' }] } },
      { status: 'user', me: { shops: [{ slug: 'demo', role: 'dispatcher' }] } },
    ] as MeState[]) {
      me.state = state;
      const { unmount } = renderEntry();
      expect(screen.queryByRole('button', { name: 'Editar fondo' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it("opens the editor for the shop's admins", async () => {
    answer({ [`GET ${BASE}`]: [page(LIST)] });
    me.state = { status: 'user', me: { shops: [{ slug: 'demo', role: 'admin' }] } } as MeState;
    renderEntry();
    fireEvent.click(await screen.findByRole('button', { name: 'Editar fondo' }));
    expect(await screen.findByText('2 banners de 10')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Banners del carrusel' })).toBeInTheDocument();
  });

  it('loads its words for the locale the page passes, whatever the surrounding provider holds', async () => {
    answer({ [`GET ${BASE}`]: [page(LIST)] });
    me.state = { status: 'user', me: { shops: [{ slug: 'demo', role: 'admin' }] } } as MeState;
    // The page's provider is Spanish; the island reads its own English file.
    renderEntry('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit background' }));
    expect(await screen.findByText('2 banners of 10')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Carousel banners' })).toBeInTheDocument();
  });
});
