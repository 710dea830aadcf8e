import { describe, expect, it } from 'vitest';

import { AUDIENCES, USER_LEVELS } from '@/lib/domain/vocabulary';
import { audienceSees } from '@/lib/domain/accounts/audience';
import {
  ANONYMOUS_GATE_MS,
  audienceViewerOf,
  flaggedInLists,
  seesBuyBy,
  seesEarnCommissionsPromo,
  seesPublicPriceLabel,
  seesSignUpInHeader,
  type ViewerLevel,
} from '@/lib/domain/accounts/level-rules';

const VIEWERS: readonly ViewerLevel[] = [null, ...USER_LEVELS];
const name = (level: ViewerLevel) => (level === null ? 'anonymous' : `level ${level}`);

describe('who sees a targeted slide or header on the storefront', () => {
  // Rows: the visitor; columns: all, anon, ul0, ul1, ul2.
  const expected: Record<string, boolean[]> = {
    anonymous: [true, true, false, false, false],
    'level 0': [true, false, true, false, false],
    'level 1': [true, false, false, true, false],
    'level 2': [true, false, false, false, true],
    'level 3': [true, false, false, false, false],
  };
  for (const level of VIEWERS) {
    it(`${name(level)} sees ${expected[name(level)]!.map((seen, i) => (seen ? AUDIENCES[i] : null))
      .filter(Boolean)
      .join(', ')}`, () => {
      expect(AUDIENCES.map((target) => audienceSees(target, audienceViewerOf(level)))).toEqual(
        expected[name(level)],
      );
    });
  }

  it('a shop admin editing their slides still gets every audience', () => {
    expect(
      AUDIENCES.every((target) =>
        audienceSees(target, { anonymous: false, level: 0, admin: true }),
      ),
    ).toBe(true);
  });
});

describe('level rules', () => {
  const table = (rule: (level: ViewerLevel) => boolean) =>
    VIEWERS.map((level) => [name(level), rule(level)]);

  it('shows the public price label to every level but zero, and not to anonymous visitors', () => {
    expect(table(seesPublicPriceLabel)).toEqual([
      ['anonymous', false],
      ['level 0', false],
      ['level 1', true],
      ['level 2', true],
      ['level 3', true],
    ]);
  });

  it('shows the earn-commissions promo to level one only', () => {
    expect(VIEWERS.filter(seesEarnCommissionsPromo)).toEqual([1]);
  });

  it('flags levels one and two in product lists', () => {
    expect(VIEWERS.filter(flaggedInLists)).toEqual([1, 2]);
  });

  it('keeps sign-up in the header for anonymous and level-zero visitors', () => {
    expect(VIEWERS.filter(seesSignUpInHeader)).toEqual([null, 0]);
  });

  it("shows 'buy by' to levels one and two on priced dropshipping items only", () => {
    const dropship = { is_dropshipping: true, hide_price: false, is_free: false };
    expect(VIEWERS.filter((level) => seesBuyBy(level, dropship))).toEqual([1, 2]);
    expect(seesBuyBy(1, { ...dropship, is_dropshipping: false })).toBe(false);
    expect(seesBuyBy(2, { ...dropship, hide_price: true })).toBe(false);
    expect(seesBuyBy(1, { ...dropship, is_free: true })).toBe(false);
  });

  it('gates anonymous-only content for 3 seconds', () => {
    expect(ANONYMOUS_GATE_MS).toBe(3000);
  });
});
