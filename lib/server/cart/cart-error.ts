import 'server-only';

import type { CartErrorCode } from '@/lib/api/schemas/cart';

import { ApiError } from '../errors';

/**
 * A cart change the item's state or the quantity rules refuse: 409 `{ code, message, … }`, the
 * message naming `available` or `max`.
 */
export class CartError extends ApiError {
  constructor(
    override readonly code: CartErrorCode,
    override readonly details: { available?: number; max?: number } = {},
  ) {
    super(code, undefined, { details, values: details });
    this.name = 'CartError';
  }
}
