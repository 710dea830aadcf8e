import type { CartLineInput } from '@/lib/api/schemas/cart';

import type { LocalCartLine } from '../local-cart';

// The API's product id rule (lib/api/schemas/cart.ts): a tampered local line would make a whole
// batch a 422, so such lines are never sent.
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The local cart's lines as the API takes them (`product_id`, `variant`, `quantity`). */
export function toCartLines(lines: readonly LocalCartLine[]): CartLineInput[] {
  return lines
    .filter((line) => PRODUCT_ID.test(line.productId))
    .map((line) => ({
      product_id: line.productId,
      variant: line.variant ?? null,
      quantity: line.quantity,
    }));
}
