import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { StoreCreationForm } from '@/components/stores/store-creation-form';
import { STORE_CREATION_MESSAGES } from '@/components/stores/store-messages';

import { renderWithRouter } from '../support/render-with-router';

afterEach(() => vi.restoreAllMocks());

const SUGGESTIONS = [
  'tienda-demo',
  'mi-tienda-demo',
  'tienda-demo-mx',
  'tienda-demo-shop',
  'demo-1',
];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake API: `taken` slugs exist; creating answers `create`. */
function api(taken: string[], create: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const body = JSON.parse(
      String(init?.body ?? (input instanceof Request ? await input.text() : '{}')),
    ) as {
      slug: string;
    };
    if (url.endsWith('/api/stores/slug/exists')) {
      const exists = taken.includes(body.slug);
      return json({ exists, suggestions: exists ? SUGGESTIONS : [] });
    }
    return create();
  });
}

const noAction = async () => {};

function renderForm(
  locale: 'es' | 'en' = 'es',
  returned: Parameters<typeof StoreCreationForm>[0]['returned'] = null,
) {
  return renderWithRouter(
    <StoreCreationForm
      action={noAction}
      rootDomain="localhost:3000"
      defaults={{ name: '', slug: '', color1: '#1d4ed8', color2: '#7c3aed' }}
      returned={returned}
    />,
    locale,
    // What /crear-tienda hands the form.
    STORE_CREATION_MESSAGES,
  );
}

describe('store creation form', () => {
  it('proposes a slug from the name and previews the addresses', async () => {
    api([], () => json({}, 500));
    renderForm();
    fireEvent.change(screen.getByLabelText('Nombre de la tienda'), {
      target: { value: 'Café Ñandú' },
    });
    expect(screen.getByLabelText('Dominio')).toHaveValue('cafe-nandu');
    expect(screen.getByTestId('store-address-preview')).toHaveTextContent(
      'cafe-nandu.localhost:3000',
    );
    expect(screen.getByTestId('store-address-preview')).toHaveTextContent(
      'localhost:3000/tienda/cafe-nandu/',
    );
    expect(await screen.findByText('Dominio disponible')).toBeInTheDocument();
  });

  it('says "Invalid slug" for other characters and asks nothing', async () => {
    const fetch = api([], () => json({}, 500));
    renderForm('en');
    fireEvent.change(screen.getByLabelText('Domain'), { target: { value: 'mi tienda' } });
    expect(
      await screen.findByText('Invalid slug: use letters, digits, _ and - only.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Domain')).toHaveAttribute('aria-invalid', 'true');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the taken-slug error with the suggestions, keeps them after a refused submit, and a suggestion fills the field', async () => {
    const created = vi.fn(() =>
      json(
        {
          code: 'slug_taken',
          message: 'Este dominio no está disponible',
          suggestions: SUGGESTIONS,
        },
        409,
      ),
    );
    api(['demo'], created);
    const { router } = renderForm();
    fireEvent.change(screen.getByLabelText('Nombre de la tienda'), { target: { value: 'Demo' } });
    expect(await screen.findByText('Este dominio no está disponible')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Dominios disponibles:' });
    expect(group.querySelectorAll('button')).toHaveLength(5);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Crear tienda' })));
    expect(created).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Este dominio no está disponible')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usar tienda-demo-mx' })).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Usar tienda-demo-mx' }));
    expect(screen.getByLabelText('Dominio')).toHaveValue('tienda-demo-mx');
    expect(screen.getByLabelText('Dominio')).toHaveFocus();
    expect(await screen.findByText('Dominio disponible')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Dominios disponibles:' })).toBeNull();
  });

  it('opens the new store after it is created', async () => {
    const fetch = api([], () => json({ slug: 'mi-tienda' }, 201));
    const { router } = renderForm();
    fireEvent.change(screen.getByLabelText('Nombre de la tienda'), {
      target: { value: 'Mi Tienda' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Crear tienda' })));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/tienda/mi-tienda'));
    const createCall = fetch.mock.calls.find(([url]) =>
      String(url).endsWith('/api/stores/affiliate'),
    );
    expect(JSON.parse(String(createCall?.[1]?.body))).toMatchObject({
      name: 'Mi Tienda',
      slug: 'mi-tienda',
    });
  });

  it('shows what a submit without JavaScript came back with', () => {
    api(['demo'], () => json({}, 500));
    renderForm('es', {
      error: 'slug_taken',
      name: 'Demo',
      slug: 'demo',
      suggestions: ['demo-mx', 'mi-demo'],
    });
    expect(screen.getByLabelText('Dominio')).toHaveValue('demo');
    expect(screen.getByText('Este dominio no está disponible')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usar demo-mx' })).toBeInTheDocument();
  });

  it('says when the user already has a store', () => {
    api([], () => json({}, 500));
    renderForm('en', { error: 'store_exists', name: 'X', slug: 'x', suggestions: [] });
    expect(screen.getByRole('alert')).toHaveTextContent('You already have an affiliate store.');
  });
});
