import type { StoreType } from '@/lib/domain/vocabulary';

import { moveItem } from './catalogue-rules';

/**
 * Rules of product placement in a shop: which items a shop may add, and the timers of the admin's
 * controls (spec 01 §4, §8, §9; spec 03 §4–§6). Pure: the services and the islands share them.
 */

/** A removal shows 'Removed' with Undo this long before the call (spec 01 §4, §9: 5 s). */
export const LISTING_REMOVE_UNDO_MS = 5000;
/** The list is read again this long after a successful position change (spec 01 §4, §9: 8 s). */
export const LISTING_REFRESH_MS = 8000;
/** How long a result message stays (spec 01 §9: toast dismiss 4 s). */
export const LISTING_TOAST_MS = 4000;
/** Highest position a request may name (a list is never that long; bigger numbers are bad input). */
export const LISTING_POSITION_MAX = 1_000_000;

export interface PlacementShop {
  storeType: StoreType;
  /** The shop's own supplier (franchise shops and suppliers' shops), if any. */
  supplierId: string | null;
}

export interface PlacementItem {
  ownerId: string;
  listState: string;
  hidden: boolean;
  supplier: { isDropshipping: boolean; enabled: boolean };
}

/**
 * Why the shop may not add the item, or null when it may:
 * - the shop's own supplier's items can always be added (dimmed while unpublished or hidden);
 * - `product_not_found`: another supplier's item that supplier keeps unpublished or hidden (a
 *   reseller cannot see it, so it is not there for them);
 * - `invalid_product` (spec 01 §8, 03 §5): a franchise shop takes only its franchise's items;
 *   other shops take the items of enabled dropshipping suppliers (the items resold for a margin).
 */
export function placementRefusal(
  shop: PlacementShop,
  item: PlacementItem,
): 'invalid_product' | 'product_not_found' | null {
  if (shop.supplierId !== null && item.ownerId === shop.supplierId) return null;
  if (item.listState !== 'published' || item.hidden) return 'product_not_found';
  if (shop.storeType === 'franchise') return 'invalid_product';
  return item.supplier.isDropshipping && item.supplier.enabled ? null : 'invalid_product';
}

/**
 * Why a shop is refused an item (`invalid_product`), as its owner reads it (spec 03 §6, §8): a
 * franchise shop takes only its supplier's or franchise's items ('only products from this
 * supplier or franchise'); an affiliate or affinity shop has no supplier of its own to name, and
 * takes only the items suppliers offer for resale.
 */
export function invalidProductReason(storeType: StoreType): 'franchise' | 'resale' {
  return storeType === 'franchise' ? 'franchise' : 'resale';
}

/**
 * Where an item ends up when added back at `wanted` (zero-based) to a list that now has `length`
 * items besides it: the same place when it still exists, else the end.
 */
export function clampPosition(wanted: number, length: number): number {
  return Math.max(0, Math.min(wanted, length));
}

/**
 * A page of a list after moving item `id` to zero-based place `to` of the page, counting only the
 * items still in the list (`kept`): items just taken out keep their slots on the page and the
 * others reorder around them. A place outside the page takes the item off it.
 */
export function moveAmongKept<T extends { id: string }>(
  items: readonly T[],
  id: string,
  to: number,
  kept: (item: T) => boolean,
): T[] {
  const staying = items.filter(kept);
  const from = staying.findIndex((item) => item.id === id);
  if (from < 0) return [...items];
  const reordered =
    to < 0 || to >= staying.length
      ? staying.filter((item) => item.id !== id)
      : moveItem(staying, from, to);
  let next = 0;
  return items
    .map((item) => (kept(item) ? reordered[next++] : item))
    .filter((item): item is T => item !== undefined);
}

/**
 * The zero-based place in the whole list of each item of a page starting at `offset`, counting
 * only the items still in the list; items taken out get the place they would take back.
 */
export function pagePlaces<T extends { id: string }>(
  items: readonly T[],
  offset: number,
  kept: (item: T) => boolean,
): number[] {
  let place = offset;
  return items.map((item) => (kept(item) ? place++ : place));
}
