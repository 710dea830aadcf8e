import type { OrderState } from '@/lib/domain/vocabulary';

/**
 * The states in which an order counts as paid (spec 02 §4 "Orders": paid, then in process, to
 * deliver, in transit, delivered). Its supplier may issue the receipt in any of them; an order
 * waiting for payment or cancelled gets none (409 `order_not_paid`).
 */
export const RECEIPT_STATES = [
  'paid',
  'in_process',
  'to_deliver',
  'in_transit',
  'delivered',
] as const;

/** Whether the supplier may issue the receipt of an order in `state`. */
export function mayIssueReceipt(state: OrderState): boolean {
  return (RECEIPT_STATES as readonly OrderState[]).includes(state);
}
