import { describe, expect, it } from 'vitest';

import {
  checkoutGaps,
  needsAddress,
  needsDelivery,
  paymentTypesFor,
  shippingCost,
  shippingRate,
  transferReference,
} from '@/lib/domain/orders/checkout-options';

const base = { takesTransfers: true, providers: [] as const };

describe('checkout options', () => {
  it('only physical products travel, and only address deliveries need an address', () => {
    expect(needsDelivery(['digital', 'service'])).toBe(false);
    expect(needsDelivery(['digital', 'product'])).toBe(true);
    expect(needsAddress('to_address')).toBe(true);
    expect(needsAddress('fixed_delivery')).toBe(true);
    expect(needsAddress('pickup_point')).toBe(false);
  });

  it('offers cash on delivery for deliveries to an address, paying in store for pick-ups and digital orders', () => {
    expect(paymentTypesFor({ ...base, needsDelivery: true, deliveryType: 'to_address' })).toEqual([
      'cash_on_delivery',
      'bank_transfer',
    ]);
    expect(paymentTypesFor({ ...base, needsDelivery: true, deliveryType: 'pickup_point' })).toEqual(
      ['bank_transfer', 'pay_in_store'],
    );
    expect(paymentTypesFor({ ...base, needsDelivery: false, deliveryType: null })).toEqual([
      'bank_transfer',
      'pay_in_store',
    ]);
    expect(
      paymentTypesFor({
        needsDelivery: false,
        deliveryType: null,
        takesTransfers: false,
        providers: ['stripe'],
      }),
    ).toEqual(['pay_in_store', 'stripe']);
  });

  it('names the steps still missing, and a payment method that no longer fits', () => {
    const context = {
      ...base,
      needsDelivery: true,
      deliveryType: 'pickup_point' as const,
      currency: 'MXN' as const,
    };
    expect(
      checkoutGaps(
        { deliveryType: null, addressId: null, rateId: null, paymentType: null },
        context,
      ),
    ).toEqual(['delivery_type', 'payment_type']);
    expect(
      checkoutGaps(
        {
          deliveryType: 'pickup_point',
          addressId: null,
          rateId: 'pickup',
          paymentType: 'cash_on_delivery',
        },
        context,
      ),
    ).toEqual(['payment_type']);
    expect(
      checkoutGaps(
        {
          deliveryType: 'to_address',
          addressId: null,
          rateId: 'fixed',
          paymentType: 'bank_transfer',
        },
        { ...context, deliveryType: 'to_address' },
      ),
    ).toEqual(['address_id', 'rate_id']);
  });

  it('prices shipping from the rate table in the order currency, only for a rate of the chosen type', () => {
    expect(shippingRate('MXN', 'express')?.price).toBe(19_900);
    expect(shippingRate('USD', 'express')?.price).toBe(1_200);
    expect(shippingCost('MXN', true, { deliveryType: 'to_address', rateId: 'standard' })).toBe(
      9_900,
    );
    expect(shippingCost('MXN', true, { deliveryType: 'pickup_point', rateId: 'standard' })).toBe(0);
    expect(shippingCost('MXN', false, { deliveryType: 'to_address', rateId: 'standard' })).toBe(0);
  });

  it('makes transfer references of 10 readable characters', () => {
    const reference = transferReference(Uint8Array.from({ length: 10 }, (_, i) => i * 37));
    expect(reference).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
  });
});
