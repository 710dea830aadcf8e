'use client';

import { useEffect } from 'react';

import { NAV_PANEL_GROUP } from './nav-panel-group';

const OPEN_PANELS = `details[name="${NAV_PANEL_GROUP}"][open]`;

/**
 * Closes the nav bar's open panel (search, phone menu) on a click outside it or on Escape, and
 * puts the focus back on its button after Escape. Renders nothing; without it the panels still
 * open and close with their own buttons.
 */
export function NavPanelsCloser() {
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      for (const panel of document.querySelectorAll<HTMLDetailsElement>(OPEN_PANELS)) {
        if (!panel.contains(event.target as Node)) panel.open = false;
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const panel = document.querySelector<HTMLDetailsElement>(OPEN_PANELS);
      if (!panel) return;
      panel.open = false;
      panel.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  return null;
}
