import { act, fireEvent, render } from '@testing-library/react';
import {
  PathnameContext,
  SearchParamsContext,
} from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ListNavigationPending } from '@/components/storefront/nav/list-navigation-pending';

/** Links as the router leaves them (`routed`: their clicks prevented, as next/link does). */
const LINKS = [
  { href: '/tienda/demo/productos', text: 'Productos', routed: true },
  { href: '/tienda/demo/productos/sup_a/prd_1', text: 'Playera', routed: true },
  { href: '/tienda/demo/servicios', text: 'Servicios (page load)', routed: false },
];

/** The island under the router's address (as the app router provides it). */
function atAddress(pathname: string) {
  return (
    <PathnameContext.Provider value={pathname}>
      <SearchParamsContext.Provider value={new URLSearchParams() as never}>
        <main />
        <ListNavigationPending />
      </SearchParamsContext.Provider>
    </PathnameContext.Provider>
  );
}

/** A shop page with those links, and the island. */
function renderPage() {
  const view = render(atAddress('/tienda/demo'));
  const main = view.container.querySelector('main')!;
  for (const { href, text, routed } of LINKS) {
    const anchor = Object.assign(document.createElement('a'), { href, textContent: text });
    if (routed) anchor.addEventListener('click', (event) => event.preventDefault());
    main.append(anchor);
  }
  return { ...view, link: (name: string) => view.getByText(name) };
}

const navigating = () => document.documentElement.dataset.navigating;

afterEach(() => {
  vi.useRealTimers();
  delete document.documentElement.dataset.navigating;
});

describe('list navigation pending', () => {
  it('marks the page while the router brings a list, until the router commits its address', () => {
    const { link, rerender } = renderPage();
    fireEvent.click(link('Productos'));
    expect(navigating()).toBe('list');
    rerender(atAddress('/tienda/demo'));
    expect(navigating()).toBe('list');
    rerender(atAddress('/tienda/demo/productos'));
    expect(navigating()).toBeUndefined();
  });

  it('does not mark item pages, page loads the router left alone, or clicks with a modifier', () => {
    const { link } = renderPage();
    fireEvent.click(link('Playera'));
    fireEvent.click(link('Servicios (page load)'));
    fireEvent.click(link('Productos'), { ctrlKey: true });
    expect(navigating()).toBeUndefined();
  });

  it('gives up after 15 s and on back/forward', () => {
    vi.useFakeTimers();
    const { link } = renderPage();
    fireEvent.click(link('Productos'));
    act(() => vi.advanceTimersByTime(15_000));
    expect(navigating()).toBeUndefined();
    fireEvent.click(link('Productos'));
    fireEvent(window, new PopStateEvent('popstate'));
    expect(navigating()).toBeUndefined();
  });
});
