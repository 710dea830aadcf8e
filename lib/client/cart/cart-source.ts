import type { Cart, CartLineInput, CartLineKey } from '@/lib/api/schemas/cart';

import type { AuthResult } from '../requests/auth-result';
import {
  readLocalCart,
  removeFromLocalCart,
  setLocalCartQuantity,
  writeLocalCart,
} from '../local-cart';
import { cartRequests } from './cart-requests';
import { toCartLines } from './cart-line-input';
import { type CartMode, setServerCartCount } from './cart-store';

export type CartAnswer = AuthResult<Cart>;

/** What the cart panel does with a cart, wherever it lives. */
export interface CartSource {
  load(): Promise<CartAnswer>;
  /** Sets a line's quantity. */
  set(line: CartLineInput): Promise<CartAnswer>;
  remove(key: CartLineKey): Promise<CartAnswer>;
}

const EMPTY: Cart = { orders: [], count: 0 };

// Adjustments that mean the shop will never sell the line (not offered, unknown variant).
const GONE = new Set(['product_not_found', 'invalid_variant']);

/**
 * The anonymous visitor's cart: the local lines, priced by the public preview. Lines the shop
 * no longer offers are dropped from the local cart, so the badge counts what the panel shows.
 */
function localSource(shopSlug: string): CartSource {
  const load = async (): Promise<CartAnswer> => {
    const lines = readLocalCart(shopSlug);
    if (lines.length === 0) return { ok: true, status: 200, data: EMPTY };
    const answer = await cartRequests.preview(shopSlug, toCartLines(lines));
    if (!answer.ok) return answer;
    const gone = answer.data.adjustments.filter((a) => a.added === 0 && GONE.has(a.code));
    if (gone.length > 0) {
      const isGone = (productId: string, variant: string | null | undefined) =>
        gone.some((a) => a.product_id === productId && (a.variant ?? null) === (variant || null));
      writeLocalCart(
        shopSlug,
        readLocalCart(shopSlug).filter((line) => !isGone(line.productId, line.variant)),
      );
    }
    const { orders, count } = answer.data;
    return { ok: true, status: answer.status, data: { orders, count } };
  };
  return {
    load,
    set: (line) => {
      setLocalCartQuantity(shopSlug, {
        productId: line.product_id,
        variant: line.variant ?? null,
        quantity: line.quantity,
      });
      return load();
    },
    remove: (key) => {
      removeFromLocalCart(shopSlug, key.product_id, key.variant ?? null);
      return load();
    },
  };
}

/** The answer, after moving the nav badge to the server cart's count when it is a cart. */
async function counted(shopSlug: string, request: Promise<CartAnswer>): Promise<CartAnswer> {
  const answer = await request;
  if (answer.ok) setServerCartCount(shopSlug, answer.data.count);
  return answer;
}

/** The signed-in user's server cart; every answer moves the nav badge. */
function serverSource(shopSlug: string): CartSource {
  return {
    load: () => counted(shopSlug, cartRequests.read(shopSlug)),
    set: (line) => counted(shopSlug, cartRequests.set(shopSlug, line)),
    remove: (key) => counted(shopSlug, cartRequests.remove(shopSlug, key)),
  };
}

export function cartSource(shopSlug: string, mode: CartMode): CartSource {
  return mode === 'local' ? localSource(shopSlug) : serverSource(shopSlug);
}

/**
 * The add-to-cart buttons' write for a signed-in visitor: the server applies the quantity rules
 * and answers the cart (the badge follows) or the refusal's `{ code, message }`.
 */
export function addToServerCart(shopSlug: string, line: CartLineInput): Promise<CartAnswer> {
  return counted(shopSlug, cartRequests.add(shopSlug, line));
}
