import { describe, expect, it } from 'vitest';

import {
  cardMonths,
  instalmentsAccepted,
  monthlyAmount,
  normalizeInstalmentMonths,
  offeredPlans,
  supplierOffer,
} from '@/lib/domain/payments/instalments';

const order = { kind: 'order' as const, total: 60_000, currency: 'MXN' };
const terms = { months: [3, 6, 9, 12], minAmount: 30_000 };
const plan = (count: number) => ({ type: 'fixed_count', interval: 'month', count });

describe('meses sin intereses', () => {
  it('offers the months both the supplier and the card allow, with what each month costs', () => {
    const offered = offeredPlans(order, { months: [3, 6, 9], minAmount: 0 }, [
      plan(3),
      plan(6),
      plan(12),
    ]);
    expect(offered).toEqual([
      { months: 3, monthly_amount: 20_000 },
      { months: 6, monthly_amount: 10_000 },
    ]);
  });

  it('rounds each month up to the cent, so the months never add up to less than the total', () => {
    expect(monthlyAmount(49_900, 3)).toBe(16_634);
    expect(monthlyAmount(49_900, 3) * 3).toBeGreaterThanOrEqual(49_900);
  });

  it('offers nothing below the minimum, in another currency, for a package, or with no months', () => {
    expect(supplierOffer({ ...order, total: 29_999 }, terms)).toEqual([]);
    expect(supplierOffer({ ...order, total: 30_000 }, terms)).toEqual([3, 6, 9, 12]);
    expect(supplierOffer({ ...order, currency: 'USD' }, terms)).toEqual([]);
    expect(supplierOffer({ ...order, kind: 'package' }, terms)).toEqual([]);
    expect(supplierOffer(order, { months: [], minAmount: 0 })).toEqual([]);
    expect(supplierOffer(order, null)).toEqual([]);
  });

  it('takes only monthly fixed-count plans from the card', () => {
    expect(
      cardMonths([
        plan(6),
        { type: 'revolving' },
        { type: 'fixed_count', count: 3, interval: 'week' },
      ]),
    ).toEqual([6]);
    expect(cardMonths(null)).toEqual([]);
  });

  it('keeps only 3, 6, 9 and 12 from what a supplier stored, once each and in order', () => {
    expect(normalizeInstalmentMonths([12, 3, 3, 5, 24])).toEqual([3, 12]);
  });

  it('accepts paying at once always, and a count only when it is offered', () => {
    const offered = offeredPlans(order, terms, [plan(3), plan(6)]);
    expect(instalmentsAccepted(null, offered)).toBe(true);
    expect(instalmentsAccepted(6, offered)).toBe(true);
    expect(instalmentsAccepted(9, offered)).toBe(false);
    expect(instalmentsAccepted(6, [])).toBe(false);
  });
});
