import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { SIGNUP_STORE_FORM_MESSAGES } from '@/components/account/account-messages';
import { SignupForm } from '@/components/account/signup-form';
import { navigateTo } from '@/lib/client/navigate';

import { jsonAnswer } from '../support/account-labels';
import { renderWithIntl } from '../support/render-with-intl';

vi.mock('@/lib/client/navigate', () => ({ navigateTo: vi.fn() }));

const SUGGESTIONS = ['mi-demo', 'tienda-demo', 'demo-mx', 'demo-tienda', 'demo-shop'];

function renderForm(locale: 'es' | 'en' = 'es') {
  renderWithIntl(
    <SignupForm
      locale={locale}
      base="/tienda/demo/"
      shopSlug="demo"
      store={{ rootDomain: 'localhost:3000' }}
    />,
    locale,
    SIGNUP_STORE_FORM_MESSAGES,
  );
}

type Body = Record<string, unknown>;
let fetchMock: MockInstance<typeof fetch>;
let answers: { register: (body: Body) => Response; activate: (body: Body) => Response };

const requests = () =>
  fetchMock.mock.calls.map(([input, init]) => ({
    url: String(input instanceof Request ? input.url : input),
    body: init?.body ? (JSON.parse(String(init.body)) as Body) : undefined,
  }));

beforeEach(() => {
  vi.mocked(navigateTo).mockClear();
  answers = {
    register: () => jsonAnswer(201, { code: 'reg-code-123456', can_skip_pin: true }),
    activate: () => jsonAnswer(500, { code: 'unknown', message: 'x' }),
  };
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const body = JSON.parse(String(init?.body ?? '{}')) as Body;
    if (url.endsWith('/api/stores/slug/exists')) {
      const exists = body.slug === 'demo';
      return jsonAnswer(200, { exists, suggestions: exists ? SUGGESTIONS : [] });
    }
    if (url.endsWith('/api/auth/users/exist')) return jsonAnswer(200, { exist: false });
    if (url.endsWith('/api/auth/register')) return answers.register(body);
    if (url.endsWith('/api/auth/activate')) return answers.activate(body);
    return jsonAnswer(404, { code: 'not_found', message: 'no' });
  });
});
afterEach(() => vi.restoreAllMocks());

function fillAccount() {
  fireEvent.change(screen.getByLabelText('Nombre completo'), { target: { value: 'Rosa Díaz' } });
  fireEvent.change(screen.getByLabelText('Correo electrónico'), {
    target: { value: 'rosa@ejemplo.mx' },
  });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'Segura123!' } });
  fireEvent.click(screen.getByRole('checkbox'));
}

const activated = (store: Body | null, nextPath: string | null = null) =>
  jsonAnswer(200, {
    user: {
      id: 'usr_1',
      full_name: 'Rosa Díaz',
      email: 'rosa@ejemplo.mx',
      phone: null,
      country_code: null,
      level: store?.status === 'created' ? 2 : 0,
      image: null,
      shops: [],
    },
    notification: { level: 'success', message: 'ok' },
    next_path: nextPath,
    store,
  });

describe('sign-up form with store creation', () => {
  it("asks for the store's name and domain, and its button reads 'Crear tienda'", async () => {
    renderForm();
    expect(screen.getByRole('button', { name: 'Crear tienda' })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Crear tienda' })));
    expect(screen.getByLabelText('Nombre de la tienda')).toHaveAccessibleDescription(
      'Escribe el nombre de tu tienda.',
    );
    expect(screen.getByLabelText('Dominio')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Dominio')).toHaveAccessibleDescription(
      'Solo letras, números, guion bajo (_) y guion (-). Requerido',
    );
    expect(screen.getByLabelText('Nombre completo')).toHaveAccessibleDescription('Requerido');
    expect(requests().some((r) => r.url.endsWith('/api/auth/register'))).toBe(false);
  });

  it('reads "Create store" in English', () => {
    renderForm('en');
    expect(screen.getByRole('button', { name: 'Create store' })).toBeInTheDocument();
    expect(screen.getByLabelText('Store name')).toBeInTheDocument();
    expect(screen.getByLabelText('Domain')).toBeInTheDocument();
  });

  it('checks the slug, shows the 5 suggestions of a taken one, and a suggestion fills the field', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Nombre de la tienda'), { target: { value: 'Demo' } });
    expect(screen.getByLabelText('Dominio')).toHaveValue('demo');
    expect(await screen.findByText('Este dominio no está disponible')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Dominios disponibles:' });
    expect(group.querySelectorAll('button')).toHaveLength(5);
    expect(requests().find((r) => r.url.endsWith('/slug/exists'))?.body).toEqual({
      slug: 'demo',
      name: 'Demo',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Usar demo-mx' }));
    expect(screen.getByLabelText('Dominio')).toHaveValue('demo-mx');
    expect(screen.getByLabelText('Dominio')).toHaveFocus();
    expect(await screen.findByText('Dominio disponible')).toBeInTheDocument();
    expect(screen.getByTestId('store-address-preview')).toHaveTextContent('demo-mx.localhost:3000');
  });

  it('sends the store with the registration and opens the new store after activation', async () => {
    answers.activate = () =>
      activated({ slug: 'rosa-shop', name: 'Rosa Shop', status: 'created', suggestions: [] });
    renderForm();
    fireEvent.change(screen.getByLabelText('Nombre de la tienda'), {
      target: { value: 'Rosa Shop' },
    });
    fillAccount();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Crear tienda' })));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/tienda/rosa-shop'));
    expect(requests().find((r) => r.url.endsWith('/api/auth/register'))?.body).toMatchObject({
      store: 'rosa-shop',
      store_name: 'Rosa Shop',
      shop: 'demo',
      username: 'rosa@ejemplo.mx',
    });
  });

  it('keeps the suggestions when the registration answers slug_taken', async () => {
    answers.register = () =>
      jsonAnswer(409, {
        code: 'slug_taken',
        message: 'Este dominio no está disponible',
        suggestions: ['rosa-mx', 'mi-rosa'],
      });
    renderForm();
    fireEvent.change(screen.getByLabelText('Nombre de la tienda'), { target: { value: 'Rosa' } });
    fillAccount();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Crear tienda' })));
    expect(await screen.findByText('Este dominio no está disponible')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usar rosa-mx' })).toBeInTheDocument();
    expect(screen.getByLabelText('Dominio')).toHaveFocus();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('goes to /crear-tienda with the slug and suggestions when the slug was taken before activation', async () => {
    const next =
      '/crear-tienda?error=slug_taken&name=Rosa&slug=rosa&suggestions=rosa-mx&from=signup';
    answers.activate = () =>
      activated(
        { slug: 'rosa', name: 'Rosa', status: 'slug_taken', suggestions: ['rosa-mx'] },
        next,
      );
    renderForm();
    fireEvent.change(screen.getByLabelText('Nombre de la tienda'), { target: { value: 'Rosa' } });
    fillAccount();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Crear tienda' })));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(next));
  });
});
