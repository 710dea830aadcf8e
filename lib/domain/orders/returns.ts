import type { OrderState } from '@/lib/domain/vocabulary';

import { RETURN_WINDOW_HOURS } from './returns-policy';

/**
 * Returns of a delivered order (spec 02 §3 "Return request", §4, §9 "Return: start up to 72 hours
 * after receiving the order"). Pure: the clock is passed in.
 */

/** Why the customer sends it back (docs/decisions.md, Returns). */
export const RETURN_REASONS = [
  'damaged',
  'wrong_item',
  'not_as_described',
  'no_longer_needed',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Spec 02 §8 "Return request: open then closed". */
export const RETURN_STATES = ['open', 'closed'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** What the supplier's staff decided when they closed it. */
export const RETURN_DECISIONS = ['accepted', 'rejected'] as const;
export type ReturnDecision = (typeof RETURN_DECISIONS)[number];

/** Photos one request carries, and the length of the notes. */
export const RETURN_PHOTOS_MAX = 5;
export const RETURN_NOTES_MAX = 1000;

export const RETURN_WINDOW_MS = RETURN_WINDOW_HOURS * 60 * 60 * 1000;

/** Why a return cannot be requested (each an API error code). */
export type ReturnRefusal =
  'return_not_possible_canceled' | 'return_time_limit_expired' | 'return_not_delivered';

/** The last instant a return may be requested: 72 hours after delivery (null before delivery). */
export function returnWindowEnd(deliveredAt: Date | null): Date | null {
  return deliveredAt ? new Date(deliveredAt.getTime() + RETURN_WINDOW_MS) : null;
}

/**
 * Why the customer may not request a return of the order now, or null when they may: a cancelled
 * order never; one not delivered yet not yet; a delivered one up to exactly 72 hours after
 * delivery (the end instant included).
 */
export function returnRefusal(
  order: { state: OrderState; deliveredAt: Date | null },
  now: Date,
): ReturnRefusal | null {
  if (order.state === 'canceled_by_customer' || order.state === 'canceled_by_supplier') {
    return 'return_not_possible_canceled';
  }
  const end = returnWindowEnd(order.deliveredAt);
  if (order.state !== 'delivered' || !end) return 'return_not_delivered';
  return now.getTime() > end.getTime() ? 'return_time_limit_expired' : null;
}
