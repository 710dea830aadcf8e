import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

import { CartButton } from '@/components/storefront/nav/cart-button';
import { resetCartStore } from '@/lib/client/cart/cart-store';
import { resetPageQueryClient } from '@/lib/client/cart/query-client';
import { forgetMe } from '@/lib/client/use-me';

import { renderWithIntl } from '../support/render-with-intl';
import { CUSTOMER } from './cart-fixtures';

/** Every API request the page made, as `METHOD /path` plus its JSON body. */
export const requests: Array<{ call: string; body: unknown }> = [];

/** The page's API: msw with no unhandled request allowed; `/api/auth/me` answers per visitor. */
export const server = setupServer();

server.events.on('request:start', async ({ request }) => {
  const url = new URL(request.url);
  const body: unknown = request.body
    ? await request
        .clone()
        .json()
        .catch(() => null)
    : undefined;
  requests.push({ call: `${request.method} ${url.pathname}${url.search}`, body });
});

/** A new page: no visitor known, no cart started, nothing stored. */
export function newPage() {
  forgetMe();
  resetCartStore();
  resetPageQueryClient();
  window.localStorage.clear();
  document.cookie = 'tienda_signed_in=; Max-Age=0; Path=/';
  requests.length = 0;
  window.history.replaceState(null, '', '/tienda/demo');
}

/** The visitor is signed in: the hint cookie and `/api/auth/me` say so. */
export function signIn() {
  document.cookie = 'tienda_signed_in=1; Path=/';
  server.use(http.get('*/api/auth/me', () => HttpResponse.json(CUSTOMER)));
}

export const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/**
 * An answer held until the test lets it go, so what the UI shows meanwhile is checked before the
 * answer lands however slow the machine is (a fixed delay in the handler races the test).
 */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { passed: () => opened, open: () => act(async () => open()) };
}

/** The nav bar's cart (button, live region, panel) as the shop page renders it. */
export async function renderCart(locale: 'es' | 'en' = 'es') {
  await act(async () => {
    renderWithIntl(<CartButton shopSlug="demo" base="/tienda/demo/" locale={locale} />, locale);
  });
  await wait(0);
}

export const cartButton = (name: string | RegExp = /^Carrito/) =>
  screen.getByRole('button', { name });
