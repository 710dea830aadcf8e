import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { SocialLinksEntry } from '@/components/social-links/social-links-entry';
import SocialLinksForm from '@/components/social-links/social-links-form';
import type { SocialLinks } from '@/lib/api/schemas/social-links';
import { forgetMe } from '@/lib/client/use-me';

import { jsonAnswer } from '../support/account-labels';
import { renderWithRouter } from '../support/render-with-router';

const NONE: SocialLinks = {
  facebook: null,
  instagram: null,
  twitter: null,
  youtube: null,
  twitch: null,
  kick: null,
  discord: null,
};
const PATH = '/api/shops/demo/social-links';

let fetchMock: MockInstance<typeof fetch>;
let puts: unknown[];

/** The PUT's answers in order; the visitor for /api/auth/me. */
function answer(replies: Response[], me: unknown = null) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname === '/api/auth/me') return jsonAnswer(200, me);
    const method = input instanceof Request ? input.method : init?.method;
    if (url.pathname !== PATH || method !== 'PUT')
      throw new Error(`unexpected ${method} ${url.pathname}`);
    puts.push(
      JSON.parse(input instanceof Request ? await input.clone().text() : String(init?.body)),
    );
    return replies.length > 1 ? replies.shift()! : replies[0]!;
  });
}

function renderForm(links: Partial<SocialLinks> = {}, locale: 'es' | 'en' = 'es') {
  const onSaved = vi.fn();
  const view = renderWithRouter(
    <SocialLinksForm shopSlug="demo" links={{ ...NONE, ...links }} onSaved={onSaved} />,
    locale,
  );
  return { ...view, onSaved };
}

beforeEach(() => {
  puts = [];
  fetchMock = vi.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'tienda_signed_in=; Max-Age=0; Path=/';
});

describe('social networks form', () => {
  it('shows the networks as they are, each with where its username goes', () => {
    answer([jsonAnswer(200, NONE)]);
    renderForm({ instagram: 'mitienda', discord: 'https://discord.gg/tienda' });
    expect(screen.getByLabelText('Instagram')).toHaveValue('mitienda');
    expect(screen.getByLabelText('Discord')).toHaveValue('https://discord.gg/tienda');
    expect(screen.getByLabelText('Facebook')).toHaveValue('');
    expect(screen.getByLabelText('Twitch')).toHaveAccessibleDescription(
      'Tu usuario: twitch.tv/usuario',
    );
    expect(screen.getByLabelText('Discord')).toHaveAccessibleDescription(
      'Enlace de invitación, por ejemplo https://discord.gg/tu-servidor',
    );
  });

  it('refuses what is not a username and a Discord value that is not an invite link, before sending', async () => {
    answer([jsonAnswer(200, NONE)]);
    renderForm();
    fireEvent.change(screen.getByLabelText('Facebook'), { target: { value: 'mi tienda' } });
    fireEvent.change(screen.getByLabelText('Discord'), {
      target: { value: 'https://example.com/x' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText(
        'Escribe solo tu usuario: letras, números, punto, guion o guion bajo (hasta 100).',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Escribe un enlace de invitación de Discord, por ejemplo https://discord.gg/tu-servidor.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Facebook')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Facebook')).toHaveFocus();
    expect(puts).toEqual([]);
  });

  it('sends every network (empty ones as null, pasted addresses as usernames) and refreshes the page', async () => {
    const saved = {
      ...NONE,
      instagram: 'nuevo',
      twitter: 'mitienda',
      discord: 'https://discord.gg/tienda',
    };
    answer([jsonAnswer(200, saved)]);
    const { router, onSaved } = renderForm({ instagram: 'viejo', facebook: 'quitar' });
    fireEvent.change(screen.getByLabelText('Facebook'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Instagram'), { target: { value: '@nuevo' } });
    fireEvent.change(screen.getByLabelText('X (Twitter)'), {
      target: { value: 'https://x.com/mitienda' },
    });
    fireEvent.change(screen.getByLabelText('Discord'), { target: { value: 'discord.gg/tienda' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardaron las redes sociales')).toHaveAttribute(
      'role',
      'status',
    );
    expect(puts).toEqual([
      { ...NONE, instagram: 'nuevo', twitter: 'mitienda', discord: 'https://discord.gg/tienda' },
    ]);
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('X (Twitter)')).toHaveValue('mitienda');
  });

  it("puts the server's field errors on their fields, and shows its other refusals or 'An error occurred'", async () => {
    answer([
      jsonAnswer(422, {
        code: 'validation_error',
        message: 'Please check the data you sent.',
        fields: { kick: ['invalid_handle'] },
      }),
      jsonAnswer(403, { code: 'forbidden', message: 'You are not allowed to do this.' }),
      jsonAnswer(500, { code: 'internal_error', message: '' }),
    ]);
    const { router } = renderForm({ kick: 'canal' }, 'en');
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    expect(
      await screen.findByText(
        'Enter just your username: letters, digits, dot, hyphen or underscore (up to 100).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Kick')).toHaveFocus();
    fireEvent.click(save);
    expect(await screen.findByText('You are not allowed to do this.')).toHaveAttribute(
      'role',
      'alert',
    );
    fireEvent.click(save);
    expect(await screen.findByText('An error occurred')).toHaveAttribute('role', 'alert');
    expect(router.refresh).not.toHaveBeenCalled();
  });
});

describe('social networks entry', () => {
  async function renderEntry(shops: Array<{ slug: string; role: 'admin' | 'dispatcher' }> | null) {
    forgetMe();
    if (shops) document.cookie = 'tienda_signed_in=1; Path=/';
    const me = shops && {
      id: 'usr_1',
      full_name: 'Ana',
      email: null,
      phone: null,
      country_code: null,
      level: 2,
      image: null,
      shops: shops.map((s) => ({ ...s, name: s.slug })),
      show_tour: false,
    };
    answer([jsonAnswer(200, NONE)], me);
    await act(async () => {
      renderWithRouter(
        <SocialLinksEntry shopSlug="demo" locale="es" links={{ ...NONE, youtube: '@canal' }} />,
      );
    });
  }

  it('is not there for visitors, other staff roles or admins of other shops', async () => {
    await renderEntry(null);
    expect(screen.queryByRole('button', { name: 'Editar redes sociales' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await renderEntry([
      { slug: 'demo', role: 'dispatcher' },
      { slug: 'moda', role: 'admin' },
    ]);
    expect(screen.queryByRole('button', { name: 'Editar redes sociales' })).not.toBeInTheDocument();
  });

  it("opens the form for the shop's admins", async () => {
    await renderEntry([{ slug: 'demo', role: 'admin' }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar redes sociales' }));
    const dialog = screen.getByRole('dialog', { name: 'Redes sociales' });
    await waitFor(() => expect(within(dialog).getByLabelText('YouTube')).toHaveValue('@canal'));
  });
});
