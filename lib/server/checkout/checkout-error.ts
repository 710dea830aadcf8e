import 'server-only';

import type { CheckoutErrorCode } from '@/lib/api/schemas/checkout';
import type { CheckoutGap } from '@/lib/domain/orders/checkout-options';

/** A cart order that cannot be checked out or placed as it is: 409 `{ code, message, … }`. */
export class CheckoutError extends Error {
  constructor(
    readonly code: CheckoutErrorCode,
    readonly details: { product_id?: string; missing?: CheckoutGap[]; public_slug?: string } = {},
  ) {
    super(code);
    this.name = 'CheckoutError';
  }
}
