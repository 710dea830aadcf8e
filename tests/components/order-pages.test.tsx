import { render, screen } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import es from '@/messages/es.json';

import { order } from './order-fixtures';

// The pages' surroundings: the session cookie, the in-process API, navigation and translations.
const state = vi.hoisted(() => ({
  session: undefined as string | undefined,
  answer: { status: 200, body: {} as unknown },
  calls: [] as Array<{ headers: Record<string, string>; args: unknown }>,
}));

vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) =>
      name === 'tienda_session' && state.session ? { value: state.session } : undefined,
  }),
}));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect:${to}`);
  },
  notFound: () => {
    throw new Error('notFound');
  },
}));
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'orders') =>
    createTranslator({ locale: 'es', messages: es, namespace }),
}));
vi.mock('@/lib/server/api/in-process-client', () => {
  const respond = (headers: Record<string, string>) => (args: unknown) => {
    state.calls.push({ headers, args });
    return Promise.resolve({ status: state.answer.status, json: async () => state.answer.body });
  };
  return {
    serverApiClient: (headers: Record<string, string>) => ({
      api: {
        orders: Object.assign({ $get: respond(headers) }, { ':id': { $get: respond(headers) } }),
      },
    }),
  };
});

const { OrdersPage } = await import('@/components/orders/orders-page');
const { OrderPage } = await import('@/components/orders/order-page');

function show(ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale="es" messages={es} timeZone="America/Mexico_City">
      {ui}
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  state.session = 'token-1';
  state.answer = { status: 200, body: {} };
  state.calls = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('purchases pages', () => {
  it('send anonymous visitors to the login page, which brings them back', async () => {
    state.session = undefined;
    await expect(OrdersPage({ base: '/tienda/demo/', place: 'shop', page: 2 })).rejects.toThrow(
      `redirect:/tienda/demo/login?next=${encodeURIComponent('/tienda/demo/mis-compras?page=2')}`,
    );
    await expect(OrderPage({ base: '/', id: 'ord_1' })).rejects.toThrow(
      `redirect:/login?next=${encodeURIComponent('/mis-compras/ord_1')}`,
    );
    expect(state.calls).toHaveLength(0);
  });

  it('send an expired session to the login page too', async () => {
    state.answer = { status: 401, body: { code: 'unauthorized' } };
    await expect(OrdersPage({ base: '/', place: 'platform', page: 1 })).rejects.toThrow(
      `redirect:/login?next=${encodeURIComponent('/mis-compras')}`,
    );
  });

  it('read the page of orders asked for with the session cookie', async () => {
    state.answer = { status: 200, body: { results: [order()], matches_estimated: 21 } };
    show(await OrdersPage({ base: '/tienda/demo/', place: 'shop', page: 3 }));
    expect(state.calls[0]).toEqual({
      headers: { cookie: 'tienda_session=token-1' },
      args: { query: { offset: '20', limit: '10' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Mis compras' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Textiles del Norte/ })).toHaveAttribute(
      'href',
      '/tienda/demo/mis-compras/ord_1b2c',
    );
  });

  it('offer the platform home when the list is empty there', async () => {
    state.answer = { status: 200, body: { results: [], matches_estimated: 0 } };
    show(await OrdersPage({ base: '/', place: 'platform', page: 1 }));
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('say so when the orders cannot be read', async () => {
    state.answer = { status: 500, body: {} };
    show(await OrdersPage({ base: '/', place: 'platform', page: 1 }));
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar tus compras.');
    expect(screen.getByRole('link', { name: 'Reintentar' })).toHaveAttribute(
      'href',
      '/mis-compras',
    );
  });

  it('show one order', async () => {
    state.answer = { status: 200, body: order({ state: 'in_process' }) };
    show(await OrderPage({ base: '/tienda/demo/', id: 'ord_1b2c' }));
    expect(state.calls[0]!.args).toEqual({ param: { id: 'ord_1b2c' } });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Compra a Textiles del Norte' }),
    ).toBeInTheDocument();
  });

  it.each([404, 400])(
    "treat an unknown order or someone else's (%i) as not found",
    async (status) => {
      state.answer = { status, body: { code: 'order_not_found' } };
      await expect(OrderPage({ base: '/', id: 'ord_x' })).rejects.toThrow('notFound');
    },
  );
});
