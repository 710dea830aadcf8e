import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ResaleInfoToggle } from '@/components/storefront/lists/resale-info-toggle';

import type { ViewerLevel } from '@/lib/domain/accounts/level-rules';

// The visitor as the page-wide request finds them: level two unless a test says otherwise.
let level: ViewerLevel = 2;
vi.mock('@/components/storefront/levels/use-viewer-level', () => ({
  useViewerLevel: () => level,
}));

const fetchMock = vi.fn<typeof fetch>();

function setChoiceCookie(value: string | null) {
  document.cookie =
    value === null ? 'resale_info=; Path=/; Max-Age=0' : `resale_info=${value}; Path=/`;
}

/** The API as the browser meets it: a success sets the cookie (`Set-Cookie`), a failure does not. */
function answerWith(status: number) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (status < 400) setChoiceCookie(url.searchParams.get('value'));
    return new Response(status === 204 ? null : '{}', { status });
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  setChoiceCookie(null);
  level = 2;
});

const renderToggle = () =>
  render(
    <ResaleInfoToggle
      returnPath="/tienda/demo/catalogos/ropa?page=2"
      label="Información de reventa"
    />,
  );

describe('the resale-info switch', () => {
  it.each([null, 0, 1, 3] as const)(
    'is not there for anyone but level two (level %s; spec 03 §6)',
    (who) => {
      level = who;
      const { container } = renderToggle();
      expect(container).toBeEmptyDOMElement();
    },
  );

  it('works as a plain GET form without JavaScript: the next value and the way back', () => {
    const { container } = renderToggle();
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

  it("reads the visitor's choice from the cookie in the browser: on unless it says false", () => {
    setChoiceCookie('false');
    renderToggle();
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  });

  it('flips at once, sets the cookie through the API and then shows what the cookie says', async () => {
    answerWith(204);
    renderToggle();
    const toggle = screen.getByRole('switch', { name: 'Información de reventa' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(document.cookie).toContain('resale_info=false');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/preferences/resale-info?value=false',
      expect.anything(),
    );

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/preferences/resale-info?value=true',
      expect.anything(),
    );
  });

  it('flips back when the preference cannot be saved', async () => {
    setChoiceCookie('false');
    answerWith(500);
    renderToggle();
    const toggle = screen.getByRole('switch');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(document.cookie).toContain('resale_info=false');
  });

  it('saves one choice at a time', async () => {
    answerWith(204);
    renderToggle();
    const toggle = screen.getByRole('switch');
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
});
