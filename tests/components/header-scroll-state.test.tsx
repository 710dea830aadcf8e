import { act, render, screen } from '@testing-library/react';

import { HeaderScrollState } from '@/components/storefront/nav/header-scroll-state';

/** Scrolls the window to `y` and lets the island's animation frame run. */
async function scrollTo(y: number) {
  await act(async () => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
  });
}

function renderHeader() {
  render(
    <header data-header-state="unfixed" aria-label="Tienda">
      <button type="button">Buscar</button>
      <HeaderScrollState />
    </header>,
  );
  const header = screen.getByRole('banner');
  Object.defineProperty(header, 'offsetHeight', { value: 56, configurable: true });
  return header;
}

describe('HeaderScrollState', () => {
  afterEach(async () => {
    await scrollTo(0);
  });

  it('hides the header scrolling down and shows it again scrolling up', async () => {
    const header = renderHeader();
    await scrollTo(600);
    expect(header).toHaveAttribute('data-header-state', 'unpinned');
    await scrollTo(560);
    expect(header).toHaveAttribute('data-header-state', 'pinned');
    await scrollTo(10);
    expect(header).toHaveAttribute('data-header-state', 'unfixed');
  });

  it('brings it back when the keyboard focus enters it', async () => {
    const header = renderHeader();
    await scrollTo(600);
    expect(header).toHaveAttribute('data-header-state', 'unpinned');
    act(() => screen.getByRole('button', { name: 'Buscar' }).focus());
    expect(header).toHaveAttribute('data-header-state', 'pinned');
    await scrollTo(1200);
    expect(header).toHaveAttribute('data-header-state', 'pinned');
  });
});
