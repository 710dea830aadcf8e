import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ResaleInfoToggle } from '@/components/storefront/lists/resale-info-toggle';

import type { ViewerLevel } from '@/lib/domain/accounts/level-rules';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
// The visitor as the page-wide request finds them: level two unless a test says otherwise.
let level: ViewerLevel = 2;
vi.mock('@/components/storefront/levels/use-viewer-level', () => ({
  useViewerLevel: () => level,
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  refresh.mockReset();
  level = 2;
});

const renderToggle = (on: boolean) =>
  render(
    <ResaleInfoToggle
      on={on}
      returnPath="/tienda/demo/catalogos/ropa?page=2"
      label="Información de reventa"
    />,
  );

describe('the resale-info switch', () => {
  it.each([null, 0, 1, 3] as const)(
    'is not there for anyone but level two (level %s; spec 03 §6)',
    (who) => {
      level = who;
      const { container } = renderToggle(true);
      expect(container).toBeEmptyDOMElement();
    },
  );

  it('works as a plain GET form without JavaScript: the next value and the way back', () => {
    const { container } = renderToggle(true);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/api/preferences/resale-info');
    expect(form.querySelector('input[name="value"]')).toHaveValue('false');
    expect(form.querySelector('input[name="next"]')).toHaveValue(
      '/tienda/demo/catalogos/ropa?page=2',
    );
    expect(screen.getByRole('switch', { name: 'Información de reventa' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('flips at once, sets the cookie through the API and re-renders the page', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    renderToggle(true);
    const toggle = screen.getByRole('switch', { name: 'Información de reventa' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/preferences/resale-info?value=false',
      expect.anything(),
    );

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenLastCalledWith(
        '/api/preferences/resale-info?value=true',
        expect.anything(),
      ),
    );
  });

  it('flips back when the preference cannot be saved', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    renderToggle(false);
    const toggle = screen.getByRole('switch');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(refresh).not.toHaveBeenCalled();
  });
});
