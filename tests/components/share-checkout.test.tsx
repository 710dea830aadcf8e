import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { ShareCheckout } from '@/components/checkout/share-checkout';

import { reply, routeFetch } from '../support/fetch-routes';
import { renderWithIntl } from '../support/render-with-intl';

const SLUG = 'q3Yk0bT1dW8xZ2mN4pR6sA';
const SHARE = 'POST /api/shops/demo/checkouts/chk_1/share';
const LINK = `${window.location.origin}/tienda/demo/comprar/compartido/${SLUG}`;

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const renderShare = () =>
  renderWithIntl(<ShareCheckout shopSlug="demo" base="/tienda/demo/" checkoutId="chk_1" />);
const clickShare = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Compartir esta compra' })));

describe('share checkout button', () => {
  it('shares once and shows the link with a copy button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls = routeFetch(fetchMock, { [SHARE]: [reply(201, { public_slug: SLUG })] });
    renderShare();
    await clickShare();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([SHARE]);
    expect(screen.getByRole('link', { name: LINK })).toHaveAttribute('href', LINK);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copiar enlace' })));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(screen.getByText('Enlace copiado')).toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('on 409 shows the link made before and the message for 7 s; no clipboard, no copy button', async () => {
    // Only timeouts are fake (act still flushes through setImmediate), and they move only when the
    // test moves them: the 7 s do not run on with the real time a busy machine takes to render.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    routeFetch(fetchMock, {
      [SHARE]: [
        reply(409, {
          code: 'slug_public_was_alrready_generated',
          message: 'el slug publico ya fue generado',
          public_slug: SLUG,
        }),
      ],
    });
    renderShare();
    await clickShare();
    expect(screen.getByRole('link', { name: LINK })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('el slug publico ya fue generado');
    expect(screen.queryByRole('button', { name: 'Copiar enlace' })).toBeNull();
    act(() => vi.advanceTimersByTime(6_900));
    expect(screen.getByRole('alert')).toHaveTextContent('el slug publico ya fue generado');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows a refusal without a link', async () => {
    routeFetch(fetchMock, {
      [SHARE]: [reply(409, { code: 'out_of_stock', message: 'Producto agotado', product_id: 'p' })],
    });
    renderShare();
    await clickShare();
    expect(screen.getByRole('alert')).toHaveTextContent('Producto agotado');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
