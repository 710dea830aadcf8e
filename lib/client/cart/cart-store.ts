import { hasSignedInHintCookie } from '../browser-cookies';

import { loadMe } from '../use-me';
import { localCartCount, readLocalCart, subscribeLocalCart } from '../local-cart';

/** Where the shop's cart lives for this visitor: the browser (anonymous) or the server. */
export type CartMode = 'local' | 'server';

export interface CartSnapshot {
  /** Null until the page knows who is there. */
  mode: CartMode | null;
  /** Units in the cart; null until known (the badge shows nothing). */
  count: number | null;
}

const UNKNOWN: CartSnapshot = { mode: null, count: null };
const snapshots = new Map<string, CartSnapshot>();
const listeners = new Map<string, Set<() => void>>();
const starts = new Map<string, Promise<CartMode>>();
const stops: Array<() => void> = [];

export function cartSnapshot(shopSlug: string): CartSnapshot {
  return snapshots.get(shopSlug) ?? UNKNOWN;
}

function publish(shopSlug: string, change: Partial<CartSnapshot>): void {
  const before = cartSnapshot(shopSlug);
  const after = { ...before, ...change };
  if (after.mode === before.mode && after.count === before.count) return;
  snapshots.set(shopSlug, after);
  for (const listener of listeners.get(shopSlug) ?? []) listener();
}

export function subscribeCart(shopSlug: string, listener: () => void): () => void {
  let set = listeners.get(shopSlug);
  if (!set) listeners.set(shopSlug, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** The server answered a change: the badge follows its count. */
export function setServerCartCount(shopSlug: string, count: number): void {
  if (cartSnapshot(shopSlug).mode === 'server') publish(shopSlug, { count });
}

async function begin(shopSlug: string): Promise<CartMode> {
  const visitor = await loadMe();
  if (visitor.status !== 'user') {
    const follow = () => publish(shopSlug, { count: localCartCount(readLocalCart(shopSlug)) });
    // For the page's lifetime: the badge follows the local cart, in this tab and others.
    stops.push(subscribeLocalCart(follow));
    publish(shopSlug, { mode: 'local' });
    follow();
    return 'local';
  }
  publish(shopSlug, { mode: 'server' });
  // The server cart's requests (and the API client) only for signed-in visitors.
  const [{ cartRequests }, { syncLocalCart }] = await Promise.all([
    import('./cart-requests'),
    import('./login-sync'),
  ]);
  const synced = await syncLocalCart(shopSlug);
  if (synced !== null) {
    publish(shopSlug, { count: synced });
  } else {
    const answer = await cartRequests.count(shopSlug);
    if (answer.ok) publish(shopSlug, { count: answer.data.count });
  }
  return 'server';
}

/**
 * One start per shop and page, shared by every island: asks who is there (the page-wide
 * `loadMe`), syncs a signed-in visitor's local lines to the server cart once, and reads the
 * count from the right place. Resolves with the mode.
 */
export function startCart(shopSlug: string): Promise<CartMode> {
  let started = starts.get(shopSlug);
  if (!started) {
    started = begin(shopSlug);
    starts.set(shopSlug, started);
  }
  return started;
}

/**
 * The mode when it can be told at once: known already, or local for a visitor who never signed
 * in (no hint cookie, the rule `loadMe` follows); null when only `startCart` can tell.
 */
export function cartModeNow(shopSlug: string): CartMode | null {
  return cartSnapshot(shopSlug).mode ?? (hasSignedInHintCookie() ? null : 'local');
}

/** Tests only: a new page (every shop's cart unknown again). */
export function resetCartStore(): void {
  snapshots.clear();
  listeners.clear();
  starts.clear();
  for (const stop of stops.splice(0)) stop();
}
