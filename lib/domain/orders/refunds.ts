import type { OrderState, PaymentType } from '@/lib/domain/vocabulary';

/**
 * Refunds (spec 02 §3 "Refund", §8 pending → failed | success, §4 "refund amount greater than
 * the amount available"): the rules both the API and the supplier's form read.
 */
export const REFUND_STATES = ['pending', 'success', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** Who moves the money back: the provider that took it, or the supplier by hand. */
export const REFUND_METHODS = ['stripe', 'paypal', 'manual'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** A note that goes with a refund (for the customer's eyes too). */
export const REFUND_NOTE_MAX = 500;

/** The provider that refunds a payment of this type; cash, transfers and store payments by hand. */
export function refundMethodOf(paymentType: PaymentType): RefundMethod {
  if (paymentType === 'stripe' || paymentType === 'stripe_card') return 'stripe';
  if (paymentType === 'paypal') return 'paypal';
  return 'manual';
}

/** An order may be refunded once its payment was taken, whatever happened since. */
export function mayRefund(order: { paidAt: Date | null; state: OrderState }): boolean {
  return order.paidAt !== null && order.state !== 'pending_payment';
}

/** What is left to refund: the total less every refund not failed (pending ones hold their amount). */
export function refundableAmount(
  total: number,
  refunds: readonly { amount: number; state: RefundState }[],
): number {
  const taken = refunds
    .filter((refund) => refund.state !== 'failed')
    .reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(0, total - taken);
}

/** Line key: product and combination ('' for none). */
export const lineKey = (line: { productId: string; variant: string }) =>
  `${line.productId}\u0000${line.variant}`;

/**
 * Units of each line that may still come back: bought less those already returned by refunds
 * not failed. Keyed by `lineKey`.
 */
export function restockableUnits(
  lines: readonly { productId: string; variant: string; quantity: number }[],
  refunds: readonly {
    state: RefundState;
    lines: readonly { productId: string; variant: string; quantity: number }[];
  }[],
): Map<string, number> {
  const left = new Map<string, number>();
  for (const line of lines) left.set(lineKey(line), (left.get(lineKey(line)) ?? 0) + line.quantity);
  for (const refund of refunds) {
    if (refund.state === 'failed') continue;
    for (const line of refund.lines)
      left.set(lineKey(line), (left.get(lineKey(line)) ?? 0) - line.quantity);
  }
  return left;
}
