import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { BlogEntryForm } from '@/components/blogs/blog-entry-form';

import { reply, routeFetch } from '../support/fetch-routes';
import { renderWithRouter } from '../support/render-with-router';

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const COVER = '/uploads/AAAAAAAAAAAAAAAAAAAAAA.png';
const saved = {
  id: 'blg_1',
  slug: 'nuestra-historia',
  title: 'Nuestra historia',
  summary: 'Cómo empezamos',
  body_html: '<p>Hola</p>',
  cover_url: COVER,
  published: true,
  published_at: '2026-03-02T10:00:00.000Z',
  created_at: '2026-03-02T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
  author: { id: 'usr_1', name: 'Ana', photo: null },
};

const renderForm = (entry: typeof saved | null = null) =>
  renderWithRouter(<BlogEntryForm shopSlug="demo" base="/tienda/demo/" entry={entry} />, 'es', [
    'blogs',
    'gallery',
  ]);

/** The Tiptap editor, once its lazy chunk has loaded. */
const editorArea = () => screen.findByRole('textbox', { name: 'Contenido' }, { timeout: 5000 });

describe('blog entry form', () => {
  it('shows the editor with an accessible toolbar whose buttons say whether they are on', async () => {
    renderForm({ ...saved, body_html: '<p><strong>Fuerte</strong></p>' });
    await editorArea();
    const toolbar = screen.getByRole('toolbar', { name: 'Formato' });
    for (const name of [
      'Negritas',
      'Cursivas',
      'Título de sección',
      'Subtítulo',
      'Lista con viñetas',
      'Lista numerada',
      'Cita',
      'Enlace',
    ]) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed');
    }
    expect(toolbar).toContainElement(screen.getByRole('button', { name: 'Insertar imagen' }));
    expect(screen.getByRole('button', { name: 'Deshacer' })).toBeDisabled();
  });

  it('uploads the cover, sends the entry once, published, and opens its editor page', async () => {
    const calls = routeFetch(fetchMock, {
      'POST /api/gallery': [reply(201, { id: 'img_1', url: COVER })],
      'POST /api/shops/demo/blogs': [reply(201, saved)],
    });
    renderForm();
    await editorArea();
    fireEvent.change(screen.getByRole('textbox', { name: 'Título' }), {
      target: { value: 'Nuestra historia' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Resumen/ }), {
      target: { value: 'Cómo empezamos' },
    });
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'portada.png', {
      type: 'image/png',
    });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Imagen de portada'), { target: { files: [photo] } });
    });
    expect(await screen.findByRole('img', { name: 'Portada de la entrada' })).toHaveAttribute(
      'src',
      COVER,
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Publicado' }));
    expect(screen.getByRole('switch', { name: 'Publicado' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' })));
    // The address becomes the entry's editor, and the form (with its message) stays.
    await waitFor(() =>
      expect(window.location.pathname).toBe('/tienda/demo/blogs/nuestra-historia/editar'),
    );
    expect(screen.getByText('Entrada guardada')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST' && c.url === '/api/shops/demo/blogs');
    expect(sent?.body).toEqual({
      title: 'Nuestra historia',
      summary: 'Cómo empezamos',
      body_html: '',
      cover_url: COVER,
      published: true,
    });
    expect(screen.getByText('Entrada guardada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver entrada' })).toHaveAttribute(
      'href',
      '/tienda/demo/blogs/nuestra-historia',
    );
  });

  it('says an incomplete request is incomplete and anything else is an error', async () => {
    routeFetch(fetchMock, {
      'PATCH /api/shops/demo/blogs/blg_1': [
        reply(422, { code: 'incomplete_request', message: 'x' }),
        reply(500, { code: 'internal_error', message: 'x' }),
      ],
    });
    renderForm(saved);
    await editorArea();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' })));
    expect(await screen.findByText('Solicitud incompleta')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' })));
    expect(await screen.findByText('Ha ocurrido un error')).toBeInTheDocument();
  });

  it('deletes the entry after the confirmation and goes back to the blog', async () => {
    const calls = routeFetch(fetchMock, {
      'DELETE /api/shops/demo/blogs/blg_1': [() => new Response(null, { status: 204 })],
    });
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValue(true);
    vi.stubGlobal('confirm', confirm);
    const { router } = renderForm(saved);
    await editorArea();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar entrada' }));
    expect(calls).toEqual([]);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Eliminar entrada' })),
    );
    expect(confirm).toHaveBeenCalledWith('¿Eliminar esta entrada? No se puede deshacer.');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'DELETE /api/shops/demo/blogs/blg_1',
    ]);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/tienda/demo/blogs'));
  });

  it('tells a slow save may take a bit longer', async () => {
    let answer: (value: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderForm(saved);
    await editorArea();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('button', { name: 'Guardando…' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(4_000));
    expect(
      screen.getByText(
        'La solicitud se está atendiendo, pero puede tardar un poco más en completarse',
      ),
    ).toBeInTheDocument();
    vi.useRealTimers();
    await act(async () =>
      answer(
        new Response(JSON.stringify(saved), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    expect(await screen.findByText('Entrada guardada')).toBeInTheDocument();
  });
});
