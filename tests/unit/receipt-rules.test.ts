import { describe, expect, it } from 'vitest';

import { ORDER_STATES } from '@/lib/domain/vocabulary';
import { mayIssueReceipt } from '@/lib/domain/orders/receipts';

describe('receipt rules', () => {
  it('lets the supplier issue a receipt once the order is paid, and not while waiting or cancelled', () => {
    expect(ORDER_STATES.filter(mayIssueReceipt)).toEqual([
      'paid',
      'in_process',
      'to_deliver',
      'in_transit',
      'delivered',
    ]);
    for (const state of [
      'pending_payment',
      'canceled_by_customer',
      'canceled_by_supplier',
    ] as const) {
      expect(mayIssueReceipt(state), state).toBe(false);
    }
  });
});
