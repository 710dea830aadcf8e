import type { OrderState } from '@/lib/domain/vocabulary';

import type { InvoiceState } from './invoicing-data';

/**
 * When an invoice may be asked for and issued. The customer asks once per order, once it is paid
 * (or later: in process, on its way, delivered), never for a cancelled one. The shop issues an
 * asked invoice (or one the provider refused, again) while the order stands.
 */

export type InvoiceRefusal =
  'invoice_order_not_paid' | 'invoice_order_canceled' | 'invoice_already_requested';

const CANCELLED: readonly OrderState[] = ['canceled_by_customer', 'canceled_by_supplier'];

/** Why the customer may not ask for the order's invoice now, or null when they may. */
export function invoiceRequestRefusal(
  state: OrderState,
  hasInvoice: boolean,
): InvoiceRefusal | null {
  if (hasInvoice) return 'invoice_already_requested';
  if (CANCELLED.includes(state)) return 'invoice_order_canceled';
  if (state === 'pending_payment') return 'invoice_order_not_paid';
  return null;
}

export type IssueRefusal =
  'invoice_already_issued' | 'invoice_order_canceled' | 'invoice_order_not_paid';

/** Why the shop may not issue the invoice now, or null when it may. */
export function invoiceIssueRefusal(
  state: InvoiceState,
  orderState: OrderState,
): IssueRefusal | null {
  if (state === 'issued') return 'invoice_already_issued';
  if (state === 'canceled' || CANCELLED.includes(orderState)) return 'invoice_order_canceled';
  if (orderState === 'pending_payment') return 'invoice_order_not_paid';
  return null;
}
