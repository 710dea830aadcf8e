import { describe, expect, it } from 'vitest';

import {
  availableAfter,
  commissionStatus,
  lineEarning,
  membershipResidual,
  nextCutoffDate,
} from '@/lib/domain/wallet/wallet-rules';

describe('wallet rules', () => {
  it('cuts payouts on the 1st and the 16th, the next one strictly after today (UTC)', () => {
    expect(nextCutoffDate(new Date('2026-11-01T00:00:00Z'))).toBe('2026-11-16');
    expect(nextCutoffDate(new Date('2026-11-15T23:59:59Z'))).toBe('2026-11-16');
    expect(nextCutoffDate(new Date('2026-11-16T00:00:00Z'))).toBe('2026-12-01');
    expect(nextCutoffDate(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
    expect(nextCutoffDate(new Date('2028-02-20T08:00:00Z'))).toBe('2028-03-01');
  });

  it('keeps a credit pending for the 72-hour return window after delivery, then available', () => {
    const delivered = new Date('2026-11-20T10:00:00Z');
    const availableAt = availableAfter(delivered);
    expect(availableAt.toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(commissionStatus(availableAt, new Date('2026-11-23T09:59:59.999Z'))).toBe('pending');
    expect(commissionStatus(availableAt, availableAt)).toBe('available');
  });

  it('earns the unit earning times the quantity, and nothing without one', () => {
    expect(lineEarning(4_975, 3)).toBe(14_925);
    expect(lineEarning(null, 2)).toBeNull();
    expect(lineEarning(0, 2)).toBeNull();
  });

  it('gives the promoter 15 % of a membership payment, rounded down to the centavo', () => {
    expect(membershipResidual(19_900)).toBe(2_985);
    expect(membershipResidual(99_900)).toBe(14_985);
    expect(membershipResidual(49_999)).toBe(7_499);
    expect(membershipResidual(6)).toBe(0);
  });
});
