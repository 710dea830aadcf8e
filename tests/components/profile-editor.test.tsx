import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { countryOptions } from '@/components/profile/country-options';
import { ProfileEditor } from '@/components/profile/profile-editor';
import type { Profile } from '@/lib/api/schemas/profile';

import { jsonAnswer } from '../support/account-labels';
import { renderWithIntl } from '../support/render-with-intl';

const PROFILE: Profile = {
  id: 'usr_1',
  full_name: 'Ana López',
  email: 'ana@ejemplo.mx',
  phone: '5512345678',
  country_code: '52',
  country: 'MX',
  image: null,
};

type Answer = (init: RequestInit | undefined) => Response;

let fetchMock: MockInstance<typeof fetch>;
let calls: Array<{ method: string; url: string; body: unknown }>;

/** Answers fetches by "METHOD path"; each path takes its answers in order (the last repeats). */
function answer(routes: Record<string, Answer[]>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = init?.body;
    calls.push({
      method,
      url: url.pathname,
      body: typeof body === 'string' ? JSON.parse(body) : body,
    });
    const queue = routes[`${method} ${url.pathname}`];
    if (!queue?.length) throw new Error(`unexpected ${method} ${url.pathname}`);
    return (queue.length > 1 ? queue.shift()! : queue[0]!)(init);
  });
}
const reply =
  (status: number, body: unknown = {}): Answer =>
  () =>
    jsonAnswer(status, body);

function renderEditor(initial: Profile | null = PROFILE, locale: 'es' | 'en' = 'es') {
  return renderWithIntl(
    <ProfileEditor
      initial={initial}
      countries={countryOptions(locale, initial?.country ?? null)}
    />,
    locale,
    // What the preferences page hands its islands.
    ['profile', 'auth.fieldErrors'],
  );
}

const photoFile = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'yo.png', { type: 'image/png' });

beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
  calls = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('preferences: profile editor', () => {
  it('shows the profile, with e-mail and phone read only', () => {
    renderEditor();
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('Ana López');
    expect(screen.getByLabelText('País')).toHaveValue('MX');
    expect(screen.getByRole('option', { name: 'México' })).toBeInTheDocument();
    expect(screen.getByText('ana@ejemplo.mx')).toBeInTheDocument();
    expect(screen.getByText('+52 (551) 234-5678')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Correo electrónico' })).toBeNull();
    expect(screen.getByText('AL')).toBeInTheDocument();
  });

  it('refuses an empty or too long name without calling the API', async () => {
    renderEditor();
    const name = screen.getByLabelText('Nombre completo');
    fireEvent.change(name, { target: { value: '   ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' })));
    expect(await screen.findByText('Requerido')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(name, { target: { value: 'x'.repeat(121) } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' })));
    expect(await screen.findByText('Demasiado largo (máximo 120 caracteres)')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the name and country and announces success', async () => {
    answer({
      'PUT /api/me/profile': [reply(200, { ...PROFILE, full_name: 'Ana María', country: 'CO' })],
    });
    renderEditor();
    fireEvent.change(screen.getByLabelText('Nombre completo'), {
      target: { value: '  Ana María ' },
    });
    fireEvent.change(screen.getByLabelText('País'), { target: { value: 'CO' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' })));
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
        'Tus datos se guardaron.',
      ),
    );
    expect(calls).toEqual([
      { method: 'PUT', url: '/api/me/profile', body: { full_name: 'Ana María', country: 'CO' } },
    ]);
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('Ana María');
  });

  it('shows the error notice and the field errors the API answers', async () => {
    answer({
      'PUT /api/me/profile': [
        reply(422, {
          code: 'validation_error',
          message: 'Please check the data you sent.',
          fields: { country: ['invalid_country'] },
        }),
        reply(500, { code: 'internal_error', message: '' }),
      ],
    });
    renderEditor({ ...PROFILE, country: null }, 'en');
    expect(screen.getByLabelText('Country')).toHaveValue('');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'Please check the data you sent.',
      ),
    );
    expect(screen.getByText('Invalid country')).toBeInTheDocument();
    // Without a country nothing but the name is sent.
    expect(calls[0]?.body).toEqual({ full_name: 'Ana López' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'Your details could not be saved. Please try again.',
      ),
    );
  });

  it('uploads a photo to the gallery, saves its url and shows it', async () => {
    answer({
      'POST /api/gallery': [
        reply(201, {
          id: 'img_1',
          url: '/uploads/yo.png',
          content_type: 'image/png',
          bytes: 4,
          width: 1,
          height: 1,
        }),
      ],
      'PUT /api/me/profile': [reply(200, { ...PROFILE, image: '/uploads/yo.png' })],
    });
    renderEditor();
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Cambiar foto'), { target: { files: [photoFile()] } }),
    );
    expect(await screen.findByRole('img', { name: 'Tu foto de perfil' })).toHaveAttribute(
      'src',
      '/uploads/yo.png',
    );
    expect(await screen.findByText('Tu foto de perfil se actualizó.')).toBeInTheDocument();
    const upload = calls[0]!;
    expect(upload.method).toBe('POST');
    expect(upload.body).toBeInstanceOf(FormData);
    expect((upload.body as FormData).get('kind')).toBe('profile_photo');
    expect(((upload.body as FormData).get('file') as File).name).toBe('yo.png');
    expect(calls[1]).toEqual({
      method: 'PUT',
      url: '/api/me/profile',
      body: { image: '/uploads/yo.png' },
    });
  });

  it('shows the gallery’s upload error and hides it after 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const message = 'ERROR: la imagen excede el tamaño máximo (4 MB) o el formato no es válido';
    answer({ 'POST /api/gallery': [reply(413, { code: 'image_too_large', message })] });
    renderEditor();
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Cambiar foto'), { target: { files: [photoFile()] } }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(message)).toHaveAttribute('role', 'alert');
    expect(calls.map((c) => c.method)).toEqual(['POST']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_000);
    });
    expect(screen.getByText(message)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_100);
    });
    expect(screen.queryByText(message)).toBeNull();
  });

  it('says so when the upload fails without a message of the server', async () => {
    answer({ 'POST /api/gallery': [reply(415, {})] });
    renderEditor(PROFILE, 'en');
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Change photo'), { target: { files: [photoFile()] } }),
    );
    expect(
      await screen.findByText('ERROR: the image exceeds the maximum size or its format is invalid'),
    ).toHaveAttribute('role', 'alert');
  });

  it('loads the profile when the server could not, retrying 3 times 3 s apart', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer({ 'GET /api/me/profile': [reply(503), reply(503), reply(200, PROFILE)] });
    renderEditor(null);
    expect(screen.getByText('Cargando tu perfil…')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6_100);
    });
    expect(await screen.findByLabelText('Nombre completo')).toHaveValue('Ana López');
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(3);
  });

  it('gives up after 3 retries with an error notice and a button to try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer({ 'GET /api/me/profile': [reply(500, { code: 'internal_error', message: 'x' })] });
    renderEditor(null);
    // shouldAdvanceTime adds the real time the machine takes: leave it a second.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(calls).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(7_100);
    });
    expect(calls).toHaveLength(4);
    expect(await screen.findByText('No se pudo cargar tu perfil.')).toHaveAttribute(
      'role',
      'alert',
    );
    answer({ 'GET /api/me/profile': [reply(200, PROFILE)] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reintentar' })));
    expect(await screen.findByLabelText('Nombre completo')).toHaveValue('Ana López');
  });
});
