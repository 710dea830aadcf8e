import type { OrderState } from '@/lib/domain/vocabulary';

/**
 * What an alert is about and for whom (spec 02 §3 "Alert"). The spec's link "differs by role":
 * `audience` is how the recipient stands to the event — the order's customer, staff of its
 * supplier (owner or member), or an admin of the shop it was placed in.
 */
export const ALERT_AUDIENCES = ['customer', 'supplier', 'shop_admin'] as const;
export type AlertAudience = (typeof ALERT_AUDIENCES)[number];

/** A new order (to its supplier's staff and the shop's admins); an order's new state (to its customer). */
export const ALERT_EVENTS = ['order_placed', 'order_state'] as const;
export type AlertEvent = (typeof ALERT_EVENTS)[number];

/**
 * The spec's `params` of an order alert (`type` order; `subtype` customer-sender when the customer
 * started it, customer-recipient when the customer is told), with what the words name copied in
 * when it is written: the state it reached, the supplier's name.
 */
export interface AlertParams {
  type: 'order';
  subtype: 'customer-sender' | 'customer-recipient';
  order: string;
  supplier: string;
  supplier_name: string;
  customer: string;
  state: OrderState;
}

/** Spec 02 §9 "alerts 10 per load". */
export const ALERTS_PAGE_SIZE = 10;

/** How often an open page asks for the bell's count (docs/decisions.md, Alerts). */
export const ALERTS_POLL_MS = 15_000;
