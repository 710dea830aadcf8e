import { type HeaderState, nextHeaderState } from '@/lib/domain/shop/header-scroll';

const at = (current: HeaderState, y: number, lastY: number, held = false) =>
  nextHeaderState(current, { y, lastY, headerHeight: 56, held });

describe('the hide-on-scroll header', () => {
  it('sits at the top until the page scrolls past it', () => {
    expect(at('unfixed', 40, 0)).toBeNull();
    expect(at('unpinned', 20, 300)).toBe('unfixed');
    expect(at('pinned', 0, 80)).toBe('unfixed');
  });

  it('slides away scrolling down and comes back on the first scroll up', () => {
    expect(at('unfixed', 400, 0)).toBe('unpinned');
    expect(at('unpinned', 900, 400)).toBeNull();
    expect(at('unpinned', 880, 900)).toBe('pinned');
    expect(at('pinned', 1200, 880)).toBe('unpinned');
  });

  it('ignores a jitter shorter than the tolerance', () => {
    expect(at('pinned', 503, 500)).toBeNull();
    expect(at('unpinned', 497, 500)).toBeNull();
  });

  it('stays in view while the focus is in it or a panel is open', () => {
    expect(at('unpinned', 900, 400, true)).toBe('pinned');
    expect(at('pinned', 1500, 400, true)).toBeNull();
  });
});
