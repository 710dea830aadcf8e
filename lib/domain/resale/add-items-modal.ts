import type { ProductType } from '@/lib/domain/vocabulary';

/** Spec 03 §9: the add-items modal's pages, waits and limits. */
export const ADD_ITEMS_PAGE = 10;
export const CATEGORY_PICKER_PAGE = 15;
export const SUPPLIER_PICKER_PAGE = 10;
/** Removal undo window ('deleting' with Undo, then the DELETE). */
export const REMOVAL_UNDO_MS = 5_000;
/** 'Adding' after a bulk add, before the list is read again. */
export const BULK_ADD_WAIT_MS = 3_500;
/** Typing pause before the suggestions or a picker's search are asked for. */
export const SEARCH_DEBOUNCE_MS = 400;
/** Spec 03 §5: a catalogue name is at most 150 characters. */
export const CATALOGUE_NAME_MAX = 150;

/** The item types the modal adds, in the shop menu's order. */
export const ADD_ITEM_TYPES = [
  'product',
  'service',
  'experience',
  'digital',
] as const satisfies readonly ProductType[];

/**
 * Spec 03 §2, §6: a franchise shop's modal toggles between 'my products' (its franchise's items,
 * the default and the only ones it may add) and 'other suppliers' (browsed, not added).
 */
export const ITEM_SOURCES = ['own', 'others'] as const;
export type ItemSource = (typeof ITEM_SOURCES)[number];

/** The view a modal opens on: 'my products' for a franchise shop, no toggle for the others. */
export function initialSource(franchise: boolean): ItemSource | null {
  return franchise ? 'own' : null;
}

/** Whether the rows of this view may be added ('add all' offered): not another supplier's on a franchise. */
export function sourceAddable(source: ItemSource | null): boolean {
  return source !== 'others';
}

/** Spec 03 §5: search text is lowercased; blank text is no search. */
export function searchText(input: string): string {
  return input.trim().toLowerCase();
}

/** A picked filter (a category or a supplier) as the modal shows it. */
export interface PickedFilter {
  id: string;
  name: string;
}

export interface AddItemsFilters {
  text: string;
  category: PickedFilter | null;
  supplier: PickedFilter | null;
}

export const NO_FILTERS: AddItemsFilters = { text: '', category: null, supplier: null };

/** Whether any filter narrows the list ('see all {type}' is then worth offering). */
export function hasFilters(filters: AddItemsFilters): boolean {
  return filters.text !== '' || filters.category !== null || filters.supplier !== null;
}

/**
 * The offset of an infinite list's next page: the rows loaded so far, while fewer than the
 * answer's estimate and the last page was not empty; `undefined` at the end.
 */
export function nextOffset(
  pages: ReadonlyArray<{ results: readonly unknown[]; matches_estimated: number }>,
): number | undefined {
  const last = pages.at(-1);
  if (!last || last.results.length === 0) return undefined;
  const loaded = pages.reduce((n, page) => n + page.results.length, 0);
  return loaded < last.matches_estimated ? loaded : undefined;
}

/** A row's place in its lifecycle (spec 03 §4 "Item row in the add-items modal"). */
export type RowState = 'out' | 'adding' | 'in' | 'deleting' | 'removing';

/** The row's state: the one the modal set, else what the list says. */
export function rowState(inStore: boolean, set: RowState | undefined): RowState {
  return set ?? (inStore ? 'in' : 'out');
}
