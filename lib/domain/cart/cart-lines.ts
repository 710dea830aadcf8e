import type { StockType } from '@/lib/domain/vocabulary';

import { maxQuantity, type QuantityLimits, validateQuantity } from './cart-quantity';
import { purchaseBlock, type PurchasableItem } from './item-purchase';

/**
 * Rules for one item in a cart (spec 02 §4 "Cart", §5, §8 "Stock"). The quantity limits apply to
 * all the lines of an item together, whatever their variants, as on the item page.
 */

/** A preview or bulk merge takes at most this many lines (zod-free, so the cart island can read it). */
export const CART_BATCH_MAX_LINES = 100;

/** The most units of one item a cart holds, whatever its stock (keeps totals far from overflow). */
export const CART_LINE_MAX_UNITS = 9999;

/** Why an item cannot be put in a cart (spec 02 §8 checkout codes). */
export type SaleBlock = 'unavailable_for_sale' | 'out_of_stock';

export interface CartProductLimits {
  available: number;
  stockType: StockType;
  maxPurchaseAmount: number | null;
}

/** The item's quantity limits, with the platform's cap of units per item. */
export function cartQuantityLimits(product: CartProductLimits): QuantityLimits {
  const max = product.maxPurchaseAmount;
  return {
    available: product.available,
    stockType: product.stockType,
    maxPurchase: max === null ? CART_LINE_MAX_UNITS : Math.min(max, CART_LINE_MAX_UNITS),
  };
}

/**
 * Null when the item may be added; otherwise the code a refusal carries: sold out (flagged, or on
 * stock with none left) is `out_of_stock`; disabled, concluded, unpublished and price-hidden
 * items are `unavailable_for_sale`.
 */
export function saleBlock(item: PurchasableItem): SaleBlock | null {
  const block = purchaseBlock(item);
  if (block === null) return null;
  return block === 'soldOut' ? 'out_of_stock' : 'unavailable_for_sale';
}

/**
 * A cart line cannot be paid when the shop no longer offers the item, or it is disabled or on
 * stock with nothing left (spec 02 §4), or otherwise blocked from sale (concluded, sold out,
 * price hidden). On-demand items stay orderable unless disabled.
 */
export function isLineUnavailable(item: PurchasableItem & { offered: boolean }): boolean {
  return !item.offered || saleBlock(item) !== null;
}

export type QuantityRefusal =
  { code: 'quantity_exceeded'; available: number } | { code: 'max_purchase_exceeded'; max: number };

/** Null when the item's cart lines may hold `total` units together; else the refusal. */
export function quantityRefusal(limits: QuantityLimits, total: number): QuantityRefusal | null {
  const check = validateQuantity({ ...limits, value: total });
  if (check.ok || check.code === 'ignored' || check.code === 'notWhole') return null;
  return check.code === 'quantityExceeded'
    ? { code: 'quantity_exceeded', available: check.available }
    : { code: 'max_purchase_exceeded', max: check.max };
}

/**
 * How many of `requested` units fit next to the `inCart` units the item's lines already hold
 * (bulk merge: cap instead of refusing), and the rule that capped them, if any.
 */
export function cappedQuantity(
  limits: QuantityLimits,
  inCart: number,
  requested: number,
): { added: number; cappedBy: QuantityRefusal['code'] | null } {
  const refusal = quantityRefusal(limits, inCart + requested);
  if (refusal === null) return { added: requested, cappedBy: null };
  const room = Math.max(0, (maxQuantity(limits) ?? inCart + requested) - inCart);
  return { added: Math.min(requested, room), cappedBy: refusal.code };
}
