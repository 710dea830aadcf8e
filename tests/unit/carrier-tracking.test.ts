import { describe, expect, it } from 'vitest';

import { carrierStep, normalTrackingNumber } from '@/lib/domain/orders/carrier-tracking';

describe("a carrier's tracking events", () => {
  it('puts a paid travelling order on its way, whatever step the supplier reached', () => {
    for (const state of ['paid', 'in_process', 'to_deliver'] as const) {
      expect(carrierStep(state, 'to_address', 'InTransit'), state).toBe('in_transit');
      expect(carrierStep(state, 'to_branch', 'OutForDelivery'), state).toBe('in_transit');
    }
    expect(carrierStep('in_transit', 'to_address', 'InTransit')).toBeNull();
  });

  it('delivers it when the carrier says so, from any travelling step', () => {
    for (const state of ['paid', 'in_process', 'to_deliver', 'in_transit'] as const) {
      expect(carrierStep(state, 'fixed_delivery', 'Delivered'), state).toBe('delivered');
    }
  });

  it('never moves an order back, one not paid, cancelled, a pick-up, nor on other tags', () => {
    expect(carrierStep('delivered', 'to_address', 'InTransit')).toBeNull();
    expect(carrierStep('delivered', 'to_address', 'Delivered')).toBeNull();
    expect(carrierStep('pending_payment', 'to_address', 'Delivered')).toBeNull();
    expect(carrierStep('canceled_by_supplier', 'to_address', 'Delivered')).toBeNull();
    expect(carrierStep('to_deliver', 'pickup_point', 'Delivered')).toBeNull();
    expect(carrierStep('to_deliver', null, 'Delivered')).toBeNull();
    for (const tag of ['InfoReceived', 'Pending', 'Exception', 'Expired', 'delivered']) {
      expect(carrierStep('to_deliver', 'to_address', tag), tag).toBeNull();
    }
  });

  it('compares tracking numbers without spaces, dots, slashes or hyphens, in capitals', () => {
    expect(normalTrackingNumber(' est 7712.0045-a/1 ')).toBe('EST77120045A1');
    expect(normalTrackingNumber('EST77120045A1')).toBe('EST77120045A1');
  });
});
