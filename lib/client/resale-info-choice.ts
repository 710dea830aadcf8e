'use client';

import { useSyncExternalStore } from 'react';

import { resaleInfoOn } from '@/lib/domain/catalogue/resale-info';

import { readResaleInfoCookie } from './browser-cookies';

/**
 * The resale-info switch's state as the storefront islands read it: the `resale_info` cookie, in
 * the browser. The catalogue pages are cached and the same for every visitor, so no server render
 * reads the cookie; the switch and the cards' earnings (level two only) follow it here, and the
 * switch tells them when it changed.
 */

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The cookie changed (the switch saved a choice): every island reads it again. */
export function resaleInfoChoiceChanged(): void {
  for (const listener of listeners) listener();
}

/**
 * Whether the visitor keeps resale info on (the cookie's default is on). Off in the server's HTML
 * and during hydration: the cached page shows no resale info to anyone.
 */
export function useResaleInfoOn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => resaleInfoOn(readResaleInfoCookie()),
    () => false,
  );
}
