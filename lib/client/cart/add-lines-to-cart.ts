import type { CartAdjustmentCode, CartLineInput, CartProduct } from '@/lib/api/schemas/cart';
import { cappedQuantity, cartQuantityLimits } from '@/lib/domain/cart/cart-lines';

import { addToLocalCart, readLocalCart } from '../local-cart';
import { cartRequests } from './cart-requests';
import { setServerCartCount, startCart } from './cart-store';

/** A line not taken as asked: `added` of `requested` units, and why. */
export interface LineRefusal {
  product_id: string;
  variant: string | null;
  requested: number;
  added: number;
  code: CartAdjustmentCode;
}

export type AddLinesResult =
  { ok: true; added: number; refused: LineRefusal[] } | { ok: false; message: string | null };

const sameVariant = (a: string | null | undefined, b: string | null | undefined) =>
  (a || null) === (b || null);

/** Why the preview says a line cannot be bought (spec 02 §4 "Cart": unavailable lines). */
const blockOf = (product: CartProduct): CartAdjustmentCode =>
  !product.disabled && product.stock_type === 'onstock' && product.available <= 0
    ? 'out_of_stock'
    : 'unavailable_for_sale';

/**
 * The anonymous visitor's add: the public preview tells what the shop offers and each item's
 * limits; each line is capped by the quantity rules next to what the local cart already holds of
 * the item (all its variants, as the item page counts), and the rest is reported.
 */
async function addToLocal(shopSlug: string, items: CartLineInput[]): Promise<AddLinesResult> {
  const preview = await cartRequests.preview(shopSlug, items);
  if (!preview.ok) return { ok: false, message: preview.error.message || null };
  const products = preview.data.orders.flatMap((order) => order.products);
  const refused: LineRefusal[] = [];
  let added = 0;
  for (const item of items) {
    const variant = item.variant ?? null;
    const left = preview.data.adjustments.find(
      (a) => a.product_id === item.product_id && sameVariant(a.variant, variant),
    );
    const product = products.find(
      (p) => p.id === item.product_id && sameVariant(p.variant, variant),
    );
    if (left || !product) {
      refused.push({
        ...item,
        variant,
        requested: item.quantity,
        added: 0,
        code: left?.code ?? 'product_not_found',
      });
      continue;
    }
    if (product.unavailable) {
      refused.push({
        ...item,
        variant,
        requested: item.quantity,
        added: 0,
        code: blockOf(product),
      });
      continue;
    }
    const limits = cartQuantityLimits({
      available: product.available,
      stockType: product.stock_type,
      maxPurchaseAmount: product.max_purchase_amount,
    });
    const inCart = readLocalCart(shopSlug)
      .filter((line) => line.productId === item.product_id)
      .reduce((sum, line) => sum + line.quantity, 0);
    const capped = cappedQuantity(limits, inCart, item.quantity);
    if (capped.added > 0) {
      addToLocalCart(shopSlug, { productId: item.product_id, variant, quantity: capped.added });
      added += capped.added;
    }
    if (capped.cappedBy) {
      refused.push({
        product_id: item.product_id,
        variant,
        requested: item.quantity,
        added: capped.added,
        code: capped.cappedBy,
      });
    }
  }
  return { ok: true, added, refused };
}

/**
 * The signed-in visitor's add: the cart's bulk merge applies the same rules on the server (each
 * line capped or left out, in one transaction) and lists in `adjustments` what it did not take;
 * the nav badge follows the answer's count.
 */
async function addToServer(shopSlug: string, items: CartLineInput[]): Promise<AddLinesResult> {
  const answer = await cartRequests.merge(shopSlug, items);
  if (!answer.ok) return { ok: false, message: answer.error.message || null };
  setServerCartCount(shopSlug, answer.data.count);
  const refused = answer.data.adjustments.map((a) => ({ ...a, variant: a.variant ?? null }));
  const requested = items.reduce((sum, item) => sum + item.quantity, 0);
  const missing = refused.reduce((sum, r) => sum + (r.requested - r.added), 0);
  return { ok: true, added: requested - missing, refused };
}

/**
 * Puts lines in the visitor's cart of the shop, wherever it lives (spec 02 §4 "Cart": local for
 * anonymous visitors, the server's once signed in), respecting the quantity rules: what cannot
 * be added (unknown, unavailable, out of stock, over a limit) is reported, the rest is added.
 */
export async function addLinesToCart(
  shopSlug: string,
  items: CartLineInput[],
): Promise<AddLinesResult> {
  const mode = await startCart(shopSlug);
  return mode === 'local' ? addToLocal(shopSlug, items) : addToServer(shopSlug, items);
}
