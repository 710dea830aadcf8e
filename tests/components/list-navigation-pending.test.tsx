import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ListNavigationPending } from '@/components/storefront/nav/list-navigation-pending';

/** Links as the router leaves them (`routed`: their clicks prevented, as next/link does). */
const LINKS = [
  { href: '/tienda/demo/productos', text: 'Productos', routed: true },
  { href: '/tienda/demo/productos/sup_a/prd_1', text: 'Playera', routed: true },
  { href: '/tienda/demo/servicios', text: 'Servicios (page load)', routed: false },
];

/** A shop page's content with those links, and the island. */
function renderPage() {
  const view = render(
    <>
      <div data-page-content>
        <main />
      </div>
      <ListNavigationPending />
    </>,
  );
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
  it('marks the page while the router brings a list, until the new content arrives', async () => {
    const { link, container } = renderPage();
    await act(async () => {}); // the page's own setup is done
    fireEvent.click(link('Productos'));
    await act(async () => {});
    expect(navigating()).toBe('list');
    await act(async () => {
      container.querySelector('main')!.replaceChildren(document.createElement('h1'));
      await Promise.resolve();
    });
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
