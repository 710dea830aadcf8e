import { isDimmed } from '../catalogue/product-state';

/** Why an item cannot be added to a cart, in the order a visitor should hear it. */
export type PurchaseBlock = 'unpublished' | 'disabled' | 'concluded' | 'soldOut' | 'priceHidden';

export interface PurchasableItem {
  list_state: string;
  hiden: boolean;
  disabled: boolean;
  concluded: boolean;
  sold_out: boolean;
  stock_type: string;
  available: number;
  hide_price: boolean;
}

/**
 * Null when the item can go into a cart; otherwise the reason it cannot: dimmed items (spec 01
 * §4, seen by shop admins only), disabled ones, concluded experiences, sold-out items (flagged or
 * on stock with none left) and items whose price is hidden (there is nothing to pay).
 */
export function purchaseBlock(item: PurchasableItem): PurchaseBlock | null {
  if (isDimmed(item)) return 'unpublished';
  if (item.disabled) return 'disabled';
  if (item.concluded) return 'concluded';
  if (item.sold_out || (item.stock_type === 'onstock' && item.available <= 0)) return 'soldOut';
  if (item.hide_price) return 'priceHidden';
  return null;
}
