import type { ReturnDecision } from '@/lib/domain/orders/returns';
import type { ContactKind, Currency, OrderState } from '@/lib/domain/vocabulary';
import type { CashoutDecisionState, WalletTypeId } from '@/lib/domain/wallet/wallet-rules';

/**
 * What an alert is about and for whom (spec 02 §3 "Alert"). The spec's link "differs by role":
 * `audience` is how the recipient stands to the event — the order's customer, staff of its
 * supplier (owner or member), an admin of the shop it was placed in, or the person themselves
 * (`person`: an event of their own account on the platform, such as their cash-out decided).
 */
export const ALERT_AUDIENCES = ['customer', 'supplier', 'shop_admin', 'person'] as const;
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
  // Platform staff paid or rejected a cash-out request (to the person who asked for it).
  'cashout_decided',
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

/**
 * The `params` of a cash-out decided by platform staff (`type` wallet, with the spec's
 * `wallet_type_id`), with what the words name copied in: how much, and the transfer's reference
 * or the reason it was turned down.
 */
export interface CashoutAlertParams {
  type: 'wallet';
  subtype: 'cashout_decided';
  wallet_type_id: WalletTypeId;
  cashout_id: string;
  /** Minor units, in `currency`. */
  amount: number;
  currency: Currency;
  state: CashoutDecisionState;
  /** `paid`: the transfer's reference; `rejected`: why. The other is null. */
  payment_reference: string | null;
  reason: string | null;
}

/** What an alert row keeps: an order's params, a contact message's or a cash-out's. */
export type StoredAlertParams = AlertParams | ContactAlertParams | CashoutAlertParams;

/** Spec 02 §9 "alerts 10 per load". */
export const ALERTS_PAGE_SIZE = 10;

/** How often an open page asks for the bell's count (docs/decisions.md, Alerts). */
export const ALERTS_POLL_MS = 15_000;
