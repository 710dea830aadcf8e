import { describe, expect, it } from 'vitest';

import {
  CANCEL_REASONS,
  cancelledState,
  mayCancel,
  mayCiteCancelReason,
  nextOrderState,
} from '@/lib/domain/orders/order-states';

describe('order states', () => {
  it('advances a delivered order one step at a time, to delivered and no further', () => {
    const seen = [];
    let state = nextOrderState('pending_payment', 'to_address');
    while (state) {
      seen.push(state);
      state = nextOrderState(state, 'to_address');
    }
    expect(seen).toEqual(['paid', 'in_process', 'to_deliver', 'in_transit', 'delivered']);
  });

  it('skips the journey for pick-ups and orders with nothing to carry', () => {
    expect(nextOrderState('to_deliver', 'pickup_point')).toBe('delivered');
    expect(nextOrderState('to_deliver', null)).toBe('delivered');
    expect(nextOrderState('canceled_by_customer', 'to_address')).toBeNull();
  });

  it('lets the customer cancel only while payment is pending, the supplier until it leaves', () => {
    expect(mayCancel('pending_payment', 'customer')).toBe(true);
    expect(mayCancel('paid', 'customer')).toBe(false);
    expect(mayCancel('to_deliver', 'supplier')).toBe(true);
    expect(mayCancel('in_transit', 'supplier')).toBe(false);
    expect(mayCancel('canceled_by_customer', 'supplier')).toBe(false);
    expect(cancelledState('customer')).toBe('canceled_by_customer');
    expect(cancelledState('supplier')).toBe('canceled_by_supplier');
  });

  it("keeps fraud and an order that cannot be fulfilled to the supplier's reasons", () => {
    expect(CANCEL_REASONS.filter((r) => mayCiteCancelReason('customer', r))).toEqual([
      'requested_by_client',
      'duplicated_transaction',
      'other',
    ]);
    expect(CANCEL_REASONS.every((r) => mayCiteCancelReason('supplier', r))).toBe(true);
    expect(mayCiteCancelReason('customer', 'payment_expired')).toBe(false);
  });
});
