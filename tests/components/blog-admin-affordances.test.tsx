import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { BlogAdminLink } from '@/components/blogs/blog-admin-link';
import { BlogDraftsEntry } from '@/components/blogs/blog-drafts-entry';
import type { MeState } from '@/lib/client/use-me';

import { reply, routeFetch } from '../support/fetch-routes';
import { renderWithRouter } from '../support/render-with-router';

const me = vi.hoisted(() => ({ state: { status: 'loading' } as MeState }));
vi.mock('@/lib/client/use-me', () => ({ useMe: () => me.state }));

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
  me.state = { status: 'loading' };
});
afterEach(() => vi.restoreAllMocks());

const asRole = (slug: string, role: string) =>
  ({ status: 'user', me: { shops: [{ slug, role }] } }) as unknown as MeState;

const entry = (id: string, title: string, published: boolean) => ({
  id,
  slug: id,
  title,
  summary: '',
  cover_url: null,
  published,
  published_at: null,
  created_at: '2026-03-02T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
  author: { id: 'usr_1', name: 'Ana', photo: null },
});

describe('blog admin affordances', () => {
  it("shows 'Escribir entrada' only to the shop's admins", () => {
    const view = () =>
      renderWithRouter(
        <BlogAdminLink shopSlug="demo" href="/tienda/demo/blogs/crear" label="Escribir entrada" />,
      );
    const anonymous = view();
    expect(screen.queryByRole('link', { name: 'Escribir entrada' })).not.toBeInTheDocument();
    anonymous.unmount();

    me.state = asRole('otra', 'admin');
    const otherShop = view();
    expect(screen.queryByRole('link', { name: 'Escribir entrada' })).not.toBeInTheDocument();
    otherShop.unmount();

    me.state = asRole('demo', 'dispatcher');
    const staff = view();
    expect(screen.queryByRole('link', { name: 'Escribir entrada' })).not.toBeInTheDocument();
    staff.unmount();

    me.state = asRole('demo', 'admin');
    view();
    expect(screen.getByRole('link', { name: 'Escribir entrada' })).toHaveAttribute(
      'href',
      '/tienda/demo/blogs/crear',
    );
  });

  it('lists the drafts, linking to their editor, for admins only', async () => {
    const calls = routeFetch(fetchMock, {
      'GET /api/shops/demo/blogs': [
        reply(200, {
          results: [entry('borrador', 'Mi borrador', false), entry('lista', 'Publicada', true)],
          matches_estimated: 2,
        }),
      ],
    });
    me.state = asRole('demo', 'admin');
    renderWithRouter(<BlogDraftsEntry shopSlug="demo" base="/tienda/demo/" heading="Borradores" />);
    expect(await screen.findByRole('heading', { name: 'Borradores' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mi borrador' })).toHaveAttribute(
      'href',
      '/tienda/demo/blogs/borrador/editar',
    );
    expect(screen.queryByRole('link', { name: 'Publicada' })).not.toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/shops/demo/blogs?drafts=1&offset=0&limit=50');
  });
});
