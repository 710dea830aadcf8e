'use client';

import { useCallback, useEffect, useRef } from 'react';

import {
  HEADER_COLOR_DEBOUNCE_MS,
  type HeaderColours,
  headerLook,
} from '@/lib/domain/shop/header-rules';

interface Touched {
  element: HTMLElement;
  style: string | null;
  buttons: Array<{ element: HTMLElement; style: string | null }>;
}

/** The page's block of that header (HeaderInfoBanner marks it), when the page shows it. */
function pageHeader(headerId: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>('[data-header-info]')) {
    if (element.dataset.headerInfo === headerId) return element;
  }
  return null;
}

function putBack(element: HTMLElement, style: string | null) {
  if (style === null) element.removeAttribute('style');
  else element.setAttribute('style', style);
}

/**
 * Shows the colours being chosen on the page's header itself, `HEADER_COLOR_DEBOUNCE_MS` (250 ms,
 * spec 01 §9) after the last change. `restore` puts the page back as it was (leaving without
 * saving); `keep` shows the saved colours at once and leaves them (the page's refresh from the
 * server shows the same).
 */
export function useLiveHeaderLook(
  headerId: string | null,
  colours: HeaderColours | null,
  shopColours: readonly [string, string],
) {
  const touched = useRef<Touched | null>(null);
  const [shop1, shop2] = shopColours;

  const apply = useCallback(
    (id: string, chosen: HeaderColours) => {
      const element = pageHeader(id);
      if (!element) return;
      const buttons = [...element.querySelectorAll<HTMLElement>('[data-header-action]')];
      if (touched.current?.element !== element) {
        touched.current = {
          element,
          style: element.getAttribute('style'),
          buttons: buttons.map((button) => ({
            element: button,
            style: button.getAttribute('style'),
          })),
        };
      }
      const look = headerLook(chosen, [shop1, shop2]);
      element.style.color = look.color;
      element.style.backgroundImage = look.backgroundImage;
      for (const button of buttons) Object.assign(button.style, look.button);
    },
    [shop1, shop2],
  );

  useEffect(() => {
    if (!headerId || !colours) return;
    const timer = window.setTimeout(() => apply(headerId, colours), HEADER_COLOR_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [headerId, colours, apply]);

  const restore = useCallback(() => {
    const was = touched.current;
    touched.current = null;
    if (!was) return;
    putBack(was.element, was.style);
    for (const button of was.buttons) putBack(button.element, button.style);
  }, []);

  /** Saved: the page shows these colours now (the refresh from the server brings the same). */
  const keep = useCallback(
    (id: string, saved: HeaderColours) => {
      apply(id, saved);
      touched.current = null;
    },
    [apply],
  );

  // Leaving the editor (unmounted with the modal's body) without saving puts the page back.
  useEffect(() => restore, [restore]);

  return { restore, keep };
}
