import { describe, expect, it } from 'vitest';

import {
  earnsOnResale,
  RESALE_INFO_MAX_AGE,
  resaleInfoOn,
  seesResaleInfo,
} from '@/lib/domain/catalogue/resale-info';
import { resaleEarning } from '@/lib/domain/items/item-rules';

describe('resale info', () => {
  it('is on unless the cookie says false', () => {
    expect(resaleInfoOn(undefined)).toBe(true);
    expect(resaleInfoOn('true')).toBe(true);
    expect(resaleInfoOn('nonsense')).toBe(true);
    expect(resaleInfoOn('false')).toBe(false);
  });

  it('keeps the choice 365 days', () => {
    expect(RESALE_INFO_MAX_AGE).toBe(365 * 86_400);
  });

  it('is for level-two visitors only (spec 03 §6)', () => {
    expect(seesResaleInfo(2)).toBe(true);
    for (const level of [null, 0, 1, 3] as const) expect(seesResaleInfo(level)).toBe(false);
  });

  it('shows only on dropshipping items with a price: never on hidden-price or free ones', () => {
    const item = { is_dropshipping: true, hide_price: false, is_free: false };
    expect(earnsOnResale(item)).toBe(true);
    expect(earnsOnResale({ ...item, hide_price: true })).toBe(false);
    expect(earnsOnResale({ ...item, is_free: true })).toBe(false);
    expect(earnsOnResale({ ...item, is_dropshipping: false })).toBe(false);
  });

  it('earns the margin × the plan rate (spec 03 §9): 40800 at 0.5 is 20400', () => {
    expect(resaleEarning(40_800, 5_000)).toBe(20_400);
    expect(resaleEarning(40_800, 7_000)).toBe(28_560);
    expect(resaleEarning(999, 5_000)).toBe(499);
  });
});
