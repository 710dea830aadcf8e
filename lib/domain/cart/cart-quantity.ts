import type { StockType } from '@/lib/domain/vocabulary';

/**
 * Cart quantity rules (spec 02 §5), shared by the item page and the cart: at least 1, whole
 * numbers only; zero or empty is ignored (the previous quantity stays); more than the stock is
 * refused unless the item is made on demand; more than `max_purchase_amount` is refused.
 */
export interface QuantityLimits {
  /** Units in stock (ignored for on-demand items). */
  available: number;
  stockType: StockType;
  /** `max_purchase_amount`; null for no limit. */
  maxPurchase: number | null;
}

export type QuantityCheck =
  | { ok: true; quantity: number }
  /** Empty or zero: nothing to do, the previous quantity stays. */
  | { ok: false; code: 'ignored' }
  /** Not a whole number of 1 or more (a fraction, a negative number, text). */
  | { ok: false; code: 'notWhole' }
  /** More than the stock of an on-stock item (the spec's quantityExceeded). */
  | { ok: false; code: 'quantityExceeded'; available: number }
  /** More than `max_purchase_amount`. */
  | { ok: false; code: 'maxPurchaseExceeded'; max: number };

export type QuantityProblem = Exclude<QuantityCheck, { ok: true } | { code: 'ignored' }>;

const WHOLE = /^\d+$/;

/** Checks a quantity typed or computed for a cart line against the item's limits. */
export function validateQuantity({
  value,
  ...limits
}: QuantityLimits & { value: string | number }): QuantityCheck {
  const text = String(value).trim();
  if (text === '') return { ok: false, code: 'ignored' };
  if (!WHOLE.test(text)) return { ok: false, code: 'notWhole' };
  const quantity = Number(text);
  if (quantity === 0) return { ok: false, code: 'ignored' };
  if (!Number.isSafeInteger(quantity)) return { ok: false, code: 'notWhole' };
  const stock = limits.stockType === 'onstock' ? Math.max(0, limits.available) : null;
  const { maxPurchase } = limits;
  const overStock = stock !== null && quantity > stock;
  const overMax = maxPurchase !== null && quantity > maxPurchase;
  // Over both: name the lower limit, the one that decides what can be bought.
  if (overMax && (stock === null || !overStock || maxPurchase <= stock)) {
    return { ok: false, code: 'maxPurchaseExceeded', max: maxPurchase };
  }
  if (overStock) return { ok: false, code: 'quantityExceeded', available: stock };
  return { ok: true, quantity };
}

/** The most a cart line may hold (null: no limit), for an input's `max` and a "+" button. */
export function maxQuantity({ available, stockType, maxPurchase }: QuantityLimits): number | null {
  const stock = stockType === 'onstock' ? Math.max(0, available) : null;
  if (stock === null) return maxPurchase;
  return maxPurchase === null ? stock : Math.min(stock, maxPurchase);
}

// Spec 02 §5 blocks '.', 'e' and '-'; a number input also takes 'E', '+' and ',' (a decimal comma).
const BLOCKED_KEYS: ReadonlySet<string> = new Set(['.', ',', 'e', 'E', '-', '+']);

/** Keys a quantity input swallows, so only whole numbers can be typed. */
export function isBlockedQuantityKey(key: string): boolean {
  return BLOCKED_KEYS.has(key);
}
