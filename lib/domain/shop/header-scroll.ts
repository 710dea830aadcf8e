/**
 * The shop header's states while the page scrolls (issue 20, "hide-on-scroll header"), as the
 * headroom pattern names them: `unfixed` at the top of the page (where the header is anyway),
 * `unpinned` (slid away) while the shopper scrolls down to read, `pinned` (back in view) as soon
 * as they scroll up, where the search, the cart and the menu are wanted again.
 */
export type HeaderState = 'unfixed' | 'pinned' | 'unpinned';

/** Scrolls shorter than this (px) change nothing: a trackpad's jitter must not flicker the bar. */
export const HEADER_SCROLL_TOLERANCE = 6;

export interface HeaderScroll {
  /** The page's scroll now and at the last decision (px from the top). */
  y: number;
  lastY: number;
  /** The header's own height: until the page has scrolled past it, it is simply at the top. */
  headerHeight: number;
  /** Kept in view whatever the scroll: the focus is in the header, or one of its panels is open. */
  held: boolean;
}

/** The header's next state, or null to keep the current one (and the last scroll position). */
export function nextHeaderState(current: HeaderState, scroll: HeaderScroll): HeaderState | null {
  const { y, lastY, headerHeight, held } = scroll;
  if (y <= headerHeight) return current === 'unfixed' ? null : 'unfixed';
  if (held) return current === 'pinned' ? null : 'pinned';
  const moved = y - lastY;
  if (Math.abs(moved) < HEADER_SCROLL_TOLERANCE) return null;
  const next = moved > 0 ? 'unpinned' : 'pinned';
  return next === current ? null : next;
}
