'use client';

import { useEffect, useRef } from 'react';

/** Spec 01 §9: colour changes are applied to the page after 250 ms without a new change. */
export const LIVE_COLOR_DEBOUNCE_MS = 250;

export interface LiveColors {
  color1: string;
  color2: string;
}

function paint(colors: LiveColors) {
  const frame = document.querySelector<HTMLElement>('[data-theme]');
  frame?.style.setProperty('--shop-color1', colors.color1);
  frame?.style.setProperty('--shop-color2', colors.color2);
}

/**
 * Shows colours on the page while they are chosen: the shop frame's colour variables follow
 * `preview` 250 ms after the last change; when the editor goes away the page shows `committed`
 * (the saved colours) again.
 */
export function useLiveShopColors(preview: LiveColors, committed: LiveColors) {
  const { color1, color2 } = preview;
  useEffect(() => {
    const timer = setTimeout(() => paint({ color1, color2 }), LIVE_COLOR_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [color1, color2]);

  const saved = useRef(committed);
  useEffect(() => {
    saved.current = committed;
  });
  useEffect(() => () => paint(saved.current), []);
}
