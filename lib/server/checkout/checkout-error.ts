import 'server-only';

import type { CheckoutErrorCode } from '@/lib/api/schemas/checkout';
import type { CheckoutGap } from '@/lib/domain/orders/checkout-options';

import { ApiError } from '../errors';

/** A cart order that cannot be checked out or placed as it is: 409 `{ code, message, … }`. */
export class CheckoutError extends ApiError {
  constructor(
    override readonly code: CheckoutErrorCode,
    override readonly details: {
      product_id?: string;
      missing?: CheckoutGap[];
      public_slug?: string;
    } = {},
  ) {
    super(code, undefined, { details });
    this.name = 'CheckoutError';
  }
}
