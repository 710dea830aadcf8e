import { describe, expect, it } from 'vitest';

import { invoiceIssueRefusal, invoiceRequestRefusal } from '@/lib/domain/invoicing/invoice-rules';

describe('when an invoice may be asked for and issued', () => {
  it('is asked once, for a paid order or later, never a cancelled one', () => {
    expect(invoiceRequestRefusal('pending_payment', false)).toBe('invoice_order_not_paid');
    for (const state of ['paid', 'in_process', 'to_deliver', 'in_transit', 'delivered'] as const) {
      expect(invoiceRequestRefusal(state, false), state).toBeNull();
    }
    expect(invoiceRequestRefusal('canceled_by_customer', false)).toBe('invoice_order_canceled');
    expect(invoiceRequestRefusal('canceled_by_supplier', false)).toBe('invoice_order_canceled');
    expect(invoiceRequestRefusal('delivered', true)).toBe('invoice_already_requested');
  });

  it('is issued from requested or failed, once, while the order stands paid', () => {
    expect(invoiceIssueRefusal('requested', 'paid')).toBeNull();
    expect(invoiceIssueRefusal('failed', 'delivered')).toBeNull();
    expect(invoiceIssueRefusal('issued', 'paid')).toBe('invoice_already_issued');
    expect(invoiceIssueRefusal('requested', 'canceled_by_supplier')).toBe('invoice_order_canceled');
    expect(invoiceIssueRefusal('canceled', 'paid')).toBe('invoice_order_canceled');
    expect(invoiceIssueRefusal('requested', 'pending_payment')).toBe('invoice_order_not_paid');
  });
});
