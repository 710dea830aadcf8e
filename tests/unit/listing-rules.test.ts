import { describe, expect, it } from 'vitest';

import {
  clampPosition,
  invalidProductReason,
  moveAmongKept,
  pagePlaces,
  placementRefusal,
} from '@/lib/domain/catalogue/listing-rules';

const item = (over: Partial<Parameters<typeof placementRefusal>[1]> = {}) => ({
  ownerId: 'sup_mayorista',
  listState: 'published',
  hidden: false,
  supplier: { isDropshipping: true, enabled: true },
  ...over,
});
const affiliate = { storeType: 'affiliate' as const, supplierId: null };
const franchise = { storeType: 'franchise' as const, supplierId: 'sup_franquicia' };

describe('which items a shop may add (spec 01 §8, 03 §5)', () => {
  it('lets affiliate and affinity shops take published items of enabled dropshipping suppliers', () => {
    expect(placementRefusal(affiliate, item())).toBeNull();
    expect(placementRefusal({ storeType: 'affinity', supplierId: null }, item())).toBeNull();
    expect(
      placementRefusal(affiliate, item({ supplier: { isDropshipping: false, enabled: true } })),
    ).toBe('invalid_product');
    expect(
      placementRefusal(affiliate, item({ supplier: { isDropshipping: true, enabled: false } })),
    ).toBe('invalid_product');
  });

  it("hides other suppliers' unpublished or hidden items (not found), and lets a shop take its own supplier's", () => {
    expect(placementRefusal(affiliate, item({ hidden: true }))).toBe('product_not_found');
    expect(placementRefusal(affiliate, item({ listState: 'unpublished' }))).toBe(
      'product_not_found',
    );
    const own = { storeType: 'affiliate' as const, supplierId: 'sup_taller' };
    const mine = item({
      ownerId: 'sup_taller',
      hidden: true,
      supplier: { isDropshipping: false, enabled: false },
    });
    expect(placementRefusal(own, mine)).toBeNull();
  });

  it("lets a franchise shop take only its franchise's items", () => {
    expect(placementRefusal(franchise, item())).toBe('invalid_product');
    expect(
      placementRefusal(franchise, item({ ownerId: 'sup_franquicia', listState: 'unpublished' })),
    ).toBeNull();
  });
});

describe('places in a list', () => {
  it('puts an item back at its place, or at the end of a shorter list', () => {
    expect(clampPosition(2, 5)).toBe(2);
    expect(clampPosition(9, 5)).toBe(5);
    expect(clampPosition(-1, 5)).toBe(0);
  });

  const page = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));
  const ids = (items: { id: string }[]) => items.map((i) => i.id).join('');
  const all = () => true;

  it('moves within the page, or takes the item off it for a place on another page', () => {
    expect(ids(moveAmongKept(page, 'd', 0, all))).toBe('dabce');
    expect(ids(moveAmongKept(page, 'a', 4, all))).toBe('bcdea');
    expect(ids(moveAmongKept(page, 'b', 7, all))).toBe('acde');
    expect(ids(moveAmongKept(page, 'z', 0, all))).toBe('abcde');
  });

  it('leaves items taken out in their slots and does not count them', () => {
    const keptButB = (i: { id: string }) => i.id !== 'b';
    // Places among the kept ones: a0 c1 d2 e3; b (out) would come back at 1.
    expect(pagePlaces(page, 30, keptButB)).toEqual([30, 31, 31, 32, 33]);
    expect(ids(moveAmongKept(page, 'e', 0, keptButB))).toBe('ebacd');
    expect(ids(moveAmongKept(page, 'a', 3, keptButB))).toBe('cbdea');
  });
});

describe('how a refused add is worded (spec 03 §8)', () => {
  it('names the supplier or franchise only to a franchise shop; other shops hear about resale', () => {
    expect(invalidProductReason('franchise')).toBe('franchise');
    expect(invalidProductReason('affiliate')).toBe('resale');
    expect(invalidProductReason('affinity')).toBe('resale');
  });
});
