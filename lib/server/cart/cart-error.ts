import 'server-only';

import type { CartErrorCode } from '@/lib/api/schemas/cart';

/** A cart change the item's state or the quantity rules refuse: 409 `{ code, message, … }`. */
export class CartError extends Error {
  constructor(
    readonly code: CartErrorCode,
    readonly details: { available?: number; max?: number } = {},
  ) {
    super(code);
    this.name = 'CartError';
  }
}
