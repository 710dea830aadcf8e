import { describe, expect, it } from 'vitest';

import {
  listViewRewrite,
  listViewSegment,
  parseListViewSegment,
  PRODUCT_SORTS,
} from '@/lib/domain/paths/list-views';

const LIST = '/es/s/p/auto/demo/productos';

function rewrite(path: string, query: string) {
  return listViewRewrite(path, new URLSearchParams(query));
}

describe('type list addresses the cache can keep', () => {
  it('sends a list page and sort to a path of their own', () => {
    expect(rewrite(LIST, '')).toBe(`${LIST}/1`);
    expect(rewrite(LIST, 'page=2')).toBe(`${LIST}/2`);
    expect(rewrite(LIST, 'page=3&sort=-list_price')).toBe(`${LIST}/3_-list_price`);
    expect(rewrite('/en/s/p/dark/cafe/servicios', 'sort=list_price')).toBe(
      '/en/s/p/dark/cafe/servicios/1_list_price',
    );
  });

  it('reads a query the way the page does: anything unusable is page 1 in the shop order', () => {
    expect(rewrite(LIST, 'page=0&sort=name')).toBe(`${LIST}/1`);
    expect(rewrite(LIST, 'page=abc')).toBe(`${LIST}/1`);
    expect(rewrite(LIST, 'page=99999999')).toBe(`${LIST}/1`);
    expect(rewrite(LIST, 'sort=queue_position')).toBe(`${LIST}/1`);
    // Tracking and other parameters do not change the list.
    expect(rewrite(LIST, 'referral=ana&page=2')).toBe(`${LIST}/2`);
  });

  it('leaves a search, other pages and item pages to their own routes', () => {
    expect(rewrite(LIST, 'search=caf%C3%A9')).toBeNull();
    expect(rewrite(LIST, 'search=%20%20&page=2')).toBe(`${LIST}/2`);
    expect(rewrite('/es/s/p/auto/demo/productos/ana/p1', '')).toBeNull();
    expect(rewrite('/es/s/p/auto/demo/catalogos', 'page=2')).toBeNull();
    expect(rewrite('/es/s/p/auto/demo', '')).toBeNull();
  });

  it('writes each view once and reads back only what it writes', () => {
    for (const sort of PRODUCT_SORTS) {
      for (const page of [1, 2, 10_000]) {
        expect(parseListViewSegment(listViewSegment({ page, sort }))).toEqual({ page, sort });
      }
    }
    for (const segment of [
      '0',
      '01',
      '10001',
      '1_queue_position',
      '1_name',
      '1_',
      'x',
      '1-list_price',
    ]) {
      expect(parseListViewSegment(segment)).toBeNull();
    }
  });
});
