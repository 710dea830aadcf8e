import { describe, expect, it } from 'vitest';

import { returnRefusal, returnWindowEnd } from '@/lib/domain/orders/returns';

const deliveredAt = new Date('2026-03-02T15:30:00.000Z');
const hours72 = 72 * 60 * 60 * 1000;
const at = (ms: number) => new Date(deliveredAt.getTime() + ms);

describe('return window', () => {
  it('ends exactly 72 hours after delivery, and has no end before it', () => {
    expect(returnWindowEnd(deliveredAt)?.toISOString()).toBe('2026-03-05T15:30:00.000Z');
    expect(returnWindowEnd(null)).toBeNull();
  });

  it('allows a delivered order right after delivery and at exactly 72 hours', () => {
    const order = { state: 'delivered' as const, deliveredAt };
    expect(returnRefusal(order, at(0))).toBeNull();
    expect(returnRefusal(order, at(hours72))).toBeNull();
  });

  it('refuses one millisecond past 72 hours as expired', () => {
    expect(returnRefusal({ state: 'delivered', deliveredAt }, at(hours72 + 1))).toBe(
      'return_time_limit_expired',
    );
  });

  it('refuses a cancelled order whoever cancelled it, and an order not delivered yet', () => {
    for (const state of ['canceled_by_customer', 'canceled_by_supplier'] as const)
      expect(returnRefusal({ state, deliveredAt: null }, at(0))).toBe(
        'return_not_possible_canceled',
      );
    for (const state of [
      'pending_payment',
      'paid',
      'in_process',
      'to_deliver',
      'in_transit',
    ] as const)
      expect(returnRefusal({ state, deliveredAt: null }, at(0))).toBe('return_not_delivered');
    // A delivered order without its stamp (older data) cannot start a window.
    expect(returnRefusal({ state: 'delivered', deliveredAt: null }, at(0))).toBe(
      'return_not_delivered',
    );
  });
});
