'use client';

import { useSyncExternalStore } from 'react';

/**
 * The anonymous cart kept in the browser, per shop (spec 02 §2: anonymous carts are kept locally
 * per store and survive reloads). The storefront reads its item count for the nav badge and the
 * add-to-cart buttons add lines; the cart issue syncs it to the server on login.
 */
export interface LocalCartLine {
  productId: string;
  quantity: number;
  variant?: string | null;
}

const KEY_PREFIX = 'tienda:cart:';
const CHANGE_EVENT = 'tienda:cart-change';

function storageKey(shopSlug: string): string {
  return `${KEY_PREFIX}${shopSlug}`;
}

export function readLocalCart(shopSlug: string): LocalCartLine[] {
  if (typeof window === 'undefined') return [];
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey(shopSlug)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (line): line is LocalCartLine =>
        typeof line === 'object' &&
        line !== null &&
        typeof (line as LocalCartLine).productId === 'string' &&
        Number.isInteger((line as LocalCartLine).quantity) &&
        (line as LocalCartLine).quantity > 0,
    );
  } catch {
    return [];
  }
}

/** Replaces the shop's local cart with `lines` and tells the page. */
export function writeLocalCart(shopSlug: string, lines: LocalCartLine[]): void {
  window.localStorage.setItem(storageKey(shopSlug), JSON.stringify(lines));
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: shopSlug }));
}

/** Adds `quantity` of a product (and variant) to the shop's local cart; returns the new lines. */
export function addToLocalCart(shopSlug: string, line: LocalCartLine): LocalCartLine[] {
  const lines = readLocalCart(shopSlug);
  const variant = line.variant ?? null;
  const existing = lines.find(
    (l) => l.productId === line.productId && (l.variant ?? null) === variant,
  );
  if (existing) existing.quantity += line.quantity;
  else lines.push({ productId: line.productId, quantity: line.quantity, variant });
  writeLocalCart(shopSlug, lines);
  return lines;
}

export function clearLocalCart(shopSlug: string): void {
  writeLocalCart(shopSlug, []);
}

const sameLine = (line: LocalCartLine, productId: string, variant: string | null) =>
  line.productId === productId && (line.variant ?? null) === variant;

/** Sets the quantity of a line of the shop's local cart (adds it when missing). */
export function setLocalCartQuantity(shopSlug: string, line: LocalCartLine): LocalCartLine[] {
  const variant = line.variant ?? null;
  const lines = readLocalCart(shopSlug);
  const existing = lines.find((l) => sameLine(l, line.productId, variant));
  if (existing) existing.quantity = line.quantity;
  else lines.push({ productId: line.productId, quantity: line.quantity, variant });
  writeLocalCart(shopSlug, lines);
  return lines;
}

/** Removes the lines of a product (and variant) from the shop's local cart. */
export function removeFromLocalCart(
  shopSlug: string,
  productId: string,
  variant: string | null,
): LocalCartLine[] {
  const lines = readLocalCart(shopSlug).filter((l) => !sameLine(l, productId, variant));
  writeLocalCart(shopSlug, lines);
  return lines;
}

export function localCartCount(lines: readonly LocalCartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Calls `onChange` whenever a local cart changes, in this tab or another; returns the unsubscribe. */
export function subscribeLocalCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(KEY_PREFIX)) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The number of items in the shop's local cart; 0 on the server and before hydration. */
export function useLocalCartCount(shopSlug: string): number {
  return useSyncExternalStore(
    subscribeLocalCart,
    () => localCartCount(readLocalCart(shopSlug)),
    () => 0,
  );
}
