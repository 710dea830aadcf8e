'use client';

import { useCallback, useEffect, useSyncExternalStore } from 'react';

import { type CartSnapshot, cartSnapshot, startCart, subscribeCart } from './cart-store';

const SERVER_SNAPSHOT: CartSnapshot = { mode: null, count: null };

/** The shop's cart mode and count for an island; unknown on the server and before hydration. */
export function useCart(shopSlug: string): CartSnapshot {
  useEffect(() => {
    void startCart(shopSlug);
  }, [shopSlug]);
  const subscribe = useCallback(
    (listener: () => void) => subscribeCart(shopSlug, listener),
    [shopSlug],
  );
  return useSyncExternalStore(
    subscribe,
    () => cartSnapshot(shopSlug),
    () => SERVER_SNAPSHOT,
  );
}
