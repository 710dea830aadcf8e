import { describe, expect, it } from 'vitest';

import { advisorKindFor, isOnline } from '@/lib/domain/accounts/advisor-contact';
import { showsNetworkEntries } from '@/lib/domain/shop/network-menu';

const now = new Date('2026-03-10T15:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('advisor online window (spec 02 §9: heartbeat within 5 minutes)', () => {
  it('is online with a heartbeat up to 5 minutes old', () => {
    expect(isOnline(ago(0), now)).toBe(true);
    expect(isOnline(ago(4 * 60_000 + 59_000), now)).toBe(true);
    expect(isOnline(ago(5 * 60_000), now)).toBe(true);
  });

  it('is offline past 5 minutes or without any heartbeat', () => {
    expect(isOnline(ago(5 * 60_000 + 1), now)).toBe(false);
    expect(isOnline(ago(60 * 60_000), now)).toBe(false);
    expect(isOnline(null, now)).toBe(false);
  });

  it('tolerates a writer clock slightly ahead, not a heartbeat from the far future', () => {
    expect(isOnline(ago(-30_000), now)).toBe(true);
    expect(isOnline(ago(-60 * 60_000), now)).toBe(false);
  });
});

describe('advisor or coordinator', () => {
  const base = { level: 2, ownsAffiliateOrFranchise: true, hasAdvisor: true, hasCoordinator: true };

  it('gives owners of affiliate or franchise stores their advisor first', () => {
    expect(advisorKindFor(base)).toBe('advisor');
    expect(advisorKindFor({ ...base, level: 1, hasCoordinator: false })).toBe('advisor');
  });

  it('gives level-two users their coordinator when no advisor applies', () => {
    expect(advisorKindFor({ ...base, ownsAffiliateOrFranchise: false })).toBe('coordinator');
    expect(advisorKindFor({ ...base, hasAdvisor: false })).toBe('coordinator');
  });

  it('has nobody for other levels without an advisor, or when nobody is assigned', () => {
    expect(advisorKindFor({ ...base, level: 1, ownsAffiliateOrFranchise: false })).toBeNull();
    expect(advisorKindFor({ ...base, level: 3, hasAdvisor: false })).toBeNull();
    expect(advisorKindFor({ ...base, hasAdvisor: false, hasCoordinator: false })).toBeNull();
  });
});

describe('network entries of the side menu', () => {
  it('are for entrepreneurs and staff, not level-zero shoppers', () => {
    expect([0, 1, 2, 3].map(showsNetworkEntries)).toEqual([false, true, true, true]);
  });
});
