import 'server-only';

import { ApiError } from '../errors';

/** What a card refusal carries besides `{ code, message }` (spec 02 §8: the server's code shown). */
export type CardPaymentDetails = {
  /** The provider's reason (`insufficient_funds`, `expired_card`, `incorrect_cvc`, …). */
  decline_code?: string;
  /** `requires_action`: where the card's bank wants the shopper. */
  redirect?: string;
};

/**
 * A card payment that did not go through: 402 `card_declined` with the provider's
 * `decline_code`, or 409 `requires_action` with a `redirect` (spec 02 §4), both in the answer.
 */
export class CardPaymentError extends ApiError {
  constructor(
    override readonly code: 'card_declined' | 'requires_action',
    override readonly details: CardPaymentDetails,
  ) {
    super(code, undefined, { details });
    this.name = 'CardPaymentError';
  }
}
