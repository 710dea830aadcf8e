import type { ReturnDecision } from '@/lib/domain/orders/returns';
import type { ContactKind, Currency, OrderState } from '@/lib/domain/vocabulary';

/**
 * What an alert is about and for whom (spec 02 §3 "Alert"). The spec's link "differs by role":
 * `audience` is how the recipient stands to the event — the order's customer, staff of its
 * supplier (owner or member), or an admin of the shop it was placed in.
 */
export const ALERT_AUDIENCES = ['customer', 'supplier', 'shop_admin'] as const;
export type AlertAudience = (typeof ALERT_AUDIENCES)[number];

/**
 * A new order (to its supplier's staff and the shop's admins); an order's new state (to its
 * customer); a return requested (to the supplier's staff) and decided (to the customer).
 */
export const ALERT_EVENTS = [
  'order_placed',
  'order_state',
  'return_opened',
  'return_decided',
  // The customer confirmed receipt (to the supplier's staff); money given back (to the customer).
  'order_received',
  'refund_issued',
  // A visitor's message through the shop's contact or technical-query form (to its admins).
  'contact_received',
] as const;
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
  /** The order's number as people read it (`formatOrderNumber`). */
  order_number: number;
  supplier: string;
  supplier_name: string;
  customer: string;
  state: OrderState;
  /** Return alerts: the return request, and what was decided (`return_decided`). */
  return_id?: string;
  decision?: ReturnDecision;
  /** `refund_issued`: the refund and how much came back (minor units, in the order's currency). */
  refund_id?: string;
  amount?: number;
  currency?: Currency;
}

/**
 * The spec's `params` of a new contact message (`type` crm, `subtype` new_contact, `contact_id`),
 * with the sender's name and the form it came through copied in for the words.
 */
export interface ContactAlertParams {
  type: 'crm';
  subtype: 'new_contact';
  contact_id: string;
  contact_name: string;
  kind: ContactKind;
}

/** What an alert row keeps: an order's params or a contact message's. */
export type StoredAlertParams = AlertParams | ContactAlertParams;

/** Spec 02 §9 "alerts 10 per load". */
export const ALERTS_PAGE_SIZE = 10;

/** How often an open page asks for the bell's count (docs/decisions.md, Alerts). */
export const ALERTS_POLL_MS = 15_000;
