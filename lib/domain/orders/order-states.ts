import type { DeliveryType, OrderState } from '@/lib/domain/vocabulary';

/**
 * The purchase order's life (spec 02 §4 "Orders"; exact rules "not shown", so these are ours):
 * the supplier confirms payment, prepares, hands over and delivers, one step per `next`; orders
 * with nothing to carry (pick-up, or no delivery at all) go from ready straight to delivered. The
 * customer may cancel while the order waits for payment; the supplier until it is on its way.
 */

const SUPPLIER_STEPS: Partial<Record<OrderState, OrderState>> = {
  pending_payment: 'paid',
  paid: 'in_process',
  in_process: 'to_deliver',
  to_deliver: 'in_transit',
  in_transit: 'delivered',
};

/** Spec 02 §9 cancel reasons, plus the platform's own for a transfer not paid in time. */
export const CANCEL_REASONS = [
  'requested_by_client',
  'cannot_be_fulfilled',
  'duplicated_transaction',
  'suspected_fraud',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number] | 'payment_expired';

/** The state after the supplier's `next`, or null when the order cannot advance. */
export function nextOrderState(
  state: OrderState,
  deliveryType: DeliveryType | null,
): OrderState | null {
  if (state === 'to_deliver' && (deliveryType === null || deliveryType === 'pickup_point')) {
    return 'delivered';
  }
  return SUPPLIER_STEPS[state] ?? null;
}

export type Canceller = 'customer' | 'supplier';

/**
 * Spec 02 §9 cancel reasons split by who cancels (the split is ours): the customer cites their
 * own request, a duplicate or another reason; suspected fraud and an order that cannot be
 * fulfilled are the supplier's judgement. The supplier may cite any of them.
 */
export const CANCEL_REASONS_OF: Record<Canceller, readonly (typeof CANCEL_REASONS)[number][]> = {
  customer: ['requested_by_client', 'duplicated_transaction', 'other'],
  supplier: CANCEL_REASONS,
};

/** Whether `who` may cite `reason` when cancelling. */
export function mayCiteCancelReason(who: Canceller, reason: string): boolean {
  return (CANCEL_REASONS_OF[who] as readonly string[]).includes(reason);
}

/** Whether `who` may cancel an order in `state`. */
export function mayCancel(state: OrderState, who: Canceller): boolean {
  if (who === 'customer') return state === 'pending_payment';
  return ['pending_payment', 'paid', 'in_process', 'to_deliver'].includes(state);
}

/** The state a cancellation leaves. */
export function cancelledState(who: Canceller): OrderState {
  return who === 'customer' ? 'canceled_by_customer' : 'canceled_by_supplier';
}
