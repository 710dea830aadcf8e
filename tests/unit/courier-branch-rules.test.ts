import { describe, expect, it } from 'vitest';

import { CourierBranchQuerySchema } from '@/lib/api/schemas/courier-branches';
import { buildCourierBranches } from '@/lib/db/seed/courier-branches';
import {
  checkoutGaps,
  deliveryTypesFor,
  needsAddress,
  needsBranch,
  paymentTypesFor,
  shippingCost,
  shippingRates,
} from '@/lib/domain/orders/checkout-options';
import { PROVINCES, provinceName } from '@/lib/domain/orders/mexican-state-codes';
import { MEXICAN_STATES } from '@/lib/domain/orders/mexican-states';

const toBranch = {
  needsDelivery: true,
  deliveryType: 'to_branch' as const,
  takesTransfers: true,
  providers: [] as const,
  currency: 'MXN' as const,
};

describe('courier to a branch (to_branch)', () => {
  it('is offered only when some branch is active and the order can be paid ahead', () => {
    expect(deliveryTypesFor({ hasBranches: true, prepayable: true })).toEqual([
      'to_address',
      'fixed_delivery',
      'pickup_point',
      'to_branch',
    ]);
    expect(deliveryTypesFor({ hasBranches: false, prepayable: true })).not.toContain('to_branch');
    expect(deliveryTypesFor({ hasBranches: true, prepayable: false })).not.toContain('to_branch');
  });

  it('needs a branch instead of an address, and is paid ahead: no cash on delivery, no pay in store', () => {
    expect(needsBranch('to_branch')).toBe(true);
    expect(needsBranch('to_address')).toBe(false);
    expect(needsAddress('to_branch')).toBe(false);
    expect(paymentTypesFor(toBranch)).toEqual(['bank_transfer']);
    expect(paymentTypesFor({ ...toBranch, takesTransfers: false, providers: ['paypal'] })).toEqual([
      'paypal',
    ]);
  });

  it('misses the branch until one is chosen; the address is never asked', () => {
    const choices = {
      deliveryType: 'to_branch' as const,
      addressId: null,
      rateId: 'branch',
      paymentType: 'bank_transfer' as const,
    };
    expect(checkoutGaps(choices, toBranch)).toEqual(['agency_id']);
    expect(checkoutGaps({ ...choices, agencyId: 'brn_jal_centro' }, toBranch)).toEqual([]);
    expect(
      checkoutGaps(
        { ...choices, agencyId: 'brn_jal_centro', paymentType: 'cash_on_delivery' },
        toBranch,
      ),
    ).toEqual(['payment_type']);
  });

  it('has one rate per currency, cheaper than the standard delivery to an address', () => {
    for (const currency of ['MXN', 'USD', 'EUR', 'GBP'] as const) {
      const rates = shippingRates(currency);
      const branch = rates.filter((rate) => rate.deliveryType === 'to_branch');
      const standard = rates.find((rate) => rate.id === 'standard')!;
      expect(branch).toHaveLength(1);
      expect(Number.isInteger(branch[0]!.price)).toBe(true);
      expect(branch[0]!.price).toBeGreaterThan(0);
      expect(branch[0]!.price).toBeLessThan(standard.price);
    }
    expect(shippingCost('MXN', true, { deliveryType: 'to_branch', rateId: 'branch' })).toBe(6_900);
    expect(shippingCost('MXN', true, { deliveryType: 'to_address', rateId: 'branch' })).toBe(0);
  });
});

describe('state codes', () => {
  it('gives each of the 32 states its own ISO 3166-2:MX code, and back', () => {
    expect(PROVINCES.map((province) => province.name)).toEqual([...MEXICAN_STATES]);
    expect(new Set(PROVINCES.map((province) => province.code)).size).toBe(32);
    expect(PROVINCES.every((province) => /^[A-Z]{3}$/.test(province.code))).toBe(true);
    expect(provinceName('JAL')).toBe('Jalisco');
    expect(provinceName('CMX')).toBe('Ciudad de México');
    expect(provinceName('XX')).toBeNull();
  });

  it('accepts only those codes in the branch query', () => {
    expect(CourierBranchQuerySchema.safeParse({ province_code: 'NLE' }).success).toBe(true);
    for (const bad of ['nle', 'Jalisco', '', 'ZZZ']) {
      expect(CourierBranchQuerySchema.safeParse({ province_code: bad }).success).toBe(false);
    }
  });

  it('seeds demo branches in several states, each with a real state code, one of them closed', () => {
    const rows = buildCourierBranches();
    expect(new Set(rows.map((row) => row.provinceCode)).size).toBeGreaterThanOrEqual(6);
    expect(rows.every((row) => provinceName(row.provinceCode) !== null)).toBe(true);
    expect(rows.every((row) => row.hours && row.addressLine && row.location)).toBe(true);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(rows.filter((row) => row.active === false)).toHaveLength(1);
  });
});
