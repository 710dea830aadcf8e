import { CART_BATCH_MAX_LINES } from '@/lib/domain/cart/cart-lines';

import { readLocalCart, writeLocalCart } from '../local-cart';
import { cartRequests } from './cart-requests';
import { toCartLines } from './cart-line-input';

/**
 * On login (spec 02 §4 "Cart"): the lines a visitor put in the shop's local cart go to the
 * server cart in bulk, and leave the local cart only once the server took them, batch by batch
 * (a failure keeps the rest for the next page). Answers the server cart's count, or null when
 * there was nothing to send or a batch failed.
 */
export async function syncLocalCart(shopSlug: string): Promise<number | null> {
  let lines = readLocalCart(shopSlug);
  let count: number | null = null;
  while (lines.length > 0) {
    const batch = lines.slice(0, CART_BATCH_MAX_LINES);
    const items = toCartLines(batch);
    if (items.length > 0) {
      const answer = await cartRequests.merge(shopSlug, items);
      if (!answer.ok) return null;
      count = answer.data.count;
    }
    lines = lines.slice(batch.length);
    writeLocalCart(shopSlug, lines);
  }
  return count;
}
