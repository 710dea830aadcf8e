import { describe, expect, it } from 'vitest';

import {
  currentCommissionRate,
  itemEarning,
  suggestionLimit,
} from '@/lib/domain/resale/resale-rules';

const now = new Date('2026-06-01T12:00:00Z');

describe('resale rules (spec 03 §6, §9)', () => {
  it("earns the margin × the owner's rate, rounded down; nothing for an item not for resale", () => {
    expect(itemEarning({ isDropshipping: true, contributionMargin: 40_800 }, 5_000)).toBe(20_400);
    expect(itemEarning({ isDropshipping: true, contributionMargin: 4_081 }, 6_000)).toBe(2_448);
    expect(itemEarning({ isDropshipping: true, contributionMargin: 0 }, 5_000)).toBeNull();
    expect(itemEarning({ isDropshipping: false, contributionMargin: 9_000 }, 5_000)).toBeNull();
  });

  it("takes the plan's rate while it runs, else the base plan's 0.5", () => {
    const plan = { planId: 'tienda_en_linea', commissionRateBp: 6_000 };
    expect(currentCommissionRate({ ...plan, expiresAt: null }, now)).toEqual({
      rateBp: 6_000,
      planId: 'tienda_en_linea',
    });
    expect(
      currentCommissionRate({ ...plan, expiresAt: new Date('2026-07-01T00:00:00Z') }, now),
    ).toEqual({ rateBp: 6_000, planId: 'tienda_en_linea' });
    expect(
      currentCommissionRate({ ...plan, expiresAt: new Date('2026-05-01T00:00:00Z') }, now),
    ).toEqual({ rateBp: 5_000, planId: null });
    expect(
      currentCommissionRate({ planId: null, commissionRateBp: null, expiresAt: null }, now),
    ).toEqual({ rateBp: 5_000, planId: null });
  });

  it('offers 10 autocomplete options for products and 5 for the other types', () => {
    expect(suggestionLimit('product')).toBe(10);
    for (const type of ['service', 'experience', 'digital'] as const)
      expect(suggestionLimit(type)).toBe(5);
  });
});
