import type { StoreType } from '@/lib/domain/vocabulary';

/**
 * Franchise and affinity stores (spec 03 §2 "Franchise dialogs", §3 "Franchise or affinity
 * store", §4 "Franchise", §9): which stores a shop may show in its franchises section, and the
 * page sizes of the section and of the dialog.
 */

/** The store types a shop's franchises section lists (`type=affinity,franchise`). */
export const FRANCHISE_STORE_TYPES = ['affinity', 'franchise'] as const satisfies StoreType[];
export type FranchiseStoreType = (typeof FRANCHISE_STORE_TYPES)[number];

/** Spec 03 §9: the franchise page shows 10 a page; the dialog loads 2 at a time. */
export const FRANCHISE_PAGE_SIZE = 10;
export const FRANCHISE_DIALOG_PAGE_SIZE = 2;

/** Whether a store may be listed as a franchise: an affinity or franchise store, not a proxy. */
export function isListableFranchise(store: { storeType: StoreType; isProxy: boolean }): boolean {
  return (
    (FRANCHISE_STORE_TYPES as readonly StoreType[]).includes(store.storeType) && !store.isProxy
  );
}
