import { describe, expect, it } from 'vitest';

import { CAMPAIGN_OWNER_ID } from '@/lib/db/seed/campaigns';
import { buildReferralFollows, buildReferredUsers } from '@/lib/db/seed/referrals';
import { promotedFiltersFromQuery, promotedParams } from '@/lib/domain/promoted/promoted-list';

describe('promoted list query', () => {
  it('reads the spec parameters: PromotedList, PromotedLisLabel, OnlyChilds', () => {
    expect(
      promotedFiltersFromQuery({
        PromotedList: 'usr_ref_paola',
        PromotedLisLabel: '  Paola Medina ',
        OnlyChilds: 'true',
      }),
    ).toEqual({ parent: 'usr_ref_paola', label: 'Paola Medina', onlyChildren: true });
    expect(promotedFiltersFromQuery({})).toEqual({ onlyChildren: false });
  });

  it('ignores what it cannot use, and cuts long labels', () => {
    expect(
      promotedFiltersFromQuery({
        PromotedList: 'a b/../c',
        OnlyChilds: 'TRUE',
        PromotedLisLabel: 'x'.repeat(300),
      }),
    ).toEqual({ label: 'x'.repeat(100), onlyChildren: false });
    expect(promotedFiltersFromQuery({ PromotedList: ['usr_1', 'usr_2'] }).parent).toBe('usr_1');
  });

  it('gives the filters back as parameters (the label only with its parent)', () => {
    expect(promotedParams({ parent: 'usr_1', label: 'Ana', onlyChildren: true })).toEqual({
      PromotedList: 'usr_1',
      PromotedLisLabel: 'Ana',
      OnlyChilds: 'true',
    });
    expect(promotedParams({ label: 'Ana', onlyChildren: false })).toEqual({});
  });
});

describe('demo referral tree', () => {
  const rows = buildReferredUsers();

  it('hangs below the demo reseller, each person after whoever referred them', () => {
    const seen = new Set([CAMPAIGN_OWNER_ID]);
    for (const row of rows) {
      expect(seen.has(row.referredBy!)).toBe(true);
      seen.add(row.id);
    }
    expect(rows.filter((row) => row.referredBy === CAMPAIGN_OWNER_ID)).toHaveLength(5);
    // With the demo shopper, more than a page (10) in the whole tree.
    expect(rows.length + 1).toBeGreaterThan(10);
  });

  it('is the same on every run, without logins, and follows someone of the tree', () => {
    expect(buildReferredUsers()).toEqual(rows);
    expect(rows.every((row) => !row.email && !row.phone)).toBe(true);
    for (const follow of buildReferralFollows()) {
      expect(follow.followerId).toBe(CAMPAIGN_OWNER_ID);
      expect(rows.map((row) => row.id)).toContain(follow.followedId);
    }
  });
});
