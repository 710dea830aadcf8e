'use client';

import { useEffect, useRef } from 'react';

import { type HeaderState, nextHeaderState } from '@/lib/domain/shop/header-scroll';

/** Where the header says its state; its classes slide it away when `unpinned`. */
export const HEADER_STATE_ATTRIBUTE = 'data-header-state';

/**
 * The keyboard's focus is in the header: a button clicked with the mouse keeps the focus too, but
 * must not hold the header in view for the rest of the page.
 */
function keyboardFocusIn(header: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || !header.contains(active)) return false;
  try {
    return active.matches(':focus-visible');
  } catch {
    // A browser without :focus-visible: any focus holds it.
    return true;
  }
}

/**
 * Hides the shop's header while the shopper scrolls down and brings it back on the first scroll
 * up (lib/domain/shop/header-scroll.ts); never while the focus is in it or one of its panels
 * (search, menu) is open. Renders nothing: without JavaScript the header simply stays at the top.
 */
export function HeaderScrollState() {
  const marker = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const header = marker.current?.closest('header');
    if (!header) return;
    let state: HeaderState = 'unfixed';
    let lastY = window.scrollY;
    let frame = 0;

    const decide = () => {
      frame = 0;
      const y = Math.max(0, window.scrollY);
      const held = keyboardFocusIn(header) || header.querySelector('details[open]') !== null;
      const next = nextHeaderState(state, { y, lastY, headerHeight: header.offsetHeight, held });
      if (next === null) {
        // Small moves add up: the last position is kept until one decides.
        if (y <= header.offsetHeight || held) lastY = y;
        return;
      }
      state = next;
      lastY = y;
      // How far up it slides: its own height (the class reads it).
      header.style.setProperty('--header-height', `${header.offsetHeight}px`);
      header.setAttribute(HEADER_STATE_ATTRIBUTE, next);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(decide);
    };
    // A keyboard user tabbing into a hidden header gets it back at once.
    const onFocusIn = () => decide();

    window.addEventListener('scroll', onScroll, { passive: true });
    header.addEventListener('focusin', onFocusIn);
    return () => {
      window.removeEventListener('scroll', onScroll);
      header.removeEventListener('focusin', onFocusIn);
      if (frame) window.cancelAnimationFrame(frame);
      header.setAttribute(HEADER_STATE_ATTRIBUTE, 'unfixed');
    };
  }, []);

  return <span ref={marker} hidden />;
}
