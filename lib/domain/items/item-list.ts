/**
 * The supplier's item list (issue 16): how it sorts, how it filters by stock and how many rows
 * one bulk action takes. Pure, shared by the contract (lib/api/schemas/supplier-products.ts),
 * the service that reads the list and the page that offers the choices.
 */

/** Newest change first (the default), name A–Z, cheapest first, fewest units first. */
export const ITEM_LIST_SORTS = ['updated', 'name', 'price', 'stock'] as const;
export type ItemListSort = (typeof ITEM_LIST_SORTS)[number];

/**
 * `in_stock`: on demand, or at least one unit; `low`: on stock with 1 to `LOW_STOCK_UNITS`
 * units; `sold_out`: on stock with none.
 */
export const ITEM_STOCK_FILTERS = ['in_stock', 'low', 'sold_out'] as const;
export type ItemStockFilter = (typeof ITEM_STOCK_FILTERS)[number];

/** An on-stock item with this many units or fewer (but some) is low on stock. */
export const LOW_STOCK_UNITS = 5;

/** The most items one bulk publish or hide takes (a page of the list is 20). */
export const BULK_ITEMS_MAX = 100;

export const isItemListSort = (value: string | undefined): value is ItemListSort =>
  (ITEM_LIST_SORTS as readonly string[]).includes(value ?? '');

export const isItemStockFilter = (value: string | undefined): value is ItemStockFilter =>
  (ITEM_STOCK_FILTERS as readonly string[]).includes(value ?? '');

/** Where an item stands: what the list's stock filter and the inventory report count. */
export function stockStateOf(item: {
  stock_type: 'onstock' | 'ondemand';
  available: number;
}): 'ondemand' | 'in_stock' | 'low' | 'sold_out' {
  if (item.stock_type === 'ondemand') return 'ondemand';
  if (item.available <= 0) return 'sold_out';
  return item.available <= LOW_STOCK_UNITS ? 'low' : 'in_stock';
}
