import { describe, expect, it } from 'vitest';

import {
  hasFilters,
  initialSource,
  nextOffset,
  NO_FILTERS,
  rowState,
  searchText,
  sourceAddable,
} from '@/lib/domain/resale/add-items-modal';
import { menuEntryType } from '@/lib/domain/shop/shop-menu';

const page = (n: number, total: number) => ({
  results: Array.from({ length: n }, (_, i) => i),
  matches_estimated: total,
});

describe('add-items modal rules', () => {
  it('asks for the next page after the rows loaded, until the estimate', () => {
    expect(nextOffset([page(10, 25)])).toBe(10);
    expect(nextOffset([page(10, 25), page(10, 25)])).toBe(20);
    expect(nextOffset([page(10, 25), page(10, 25), page(5, 25)])).toBeUndefined();
    expect(nextOffset([page(10, 30), page(0, 30)])).toBeUndefined();
    expect(nextOffset([])).toBeUndefined();
  });

  it('lowercases and trims the search text', () => {
    expect(searchText('  Camisa AZUL ')).toBe('camisa azul');
    expect(searchText('   ')).toBe('');
  });

  it("takes a row's state from the modal, else from the list", () => {
    expect(rowState(true, undefined)).toBe('in');
    expect(rowState(false, undefined)).toBe('out');
    expect(rowState(true, 'deleting')).toBe('deleting');
    expect(rowState(false, 'in')).toBe('in');
  });

  it("opens a franchise shop on 'my products', other shops without the toggle", () => {
    expect(initialSource(true)).toBe('own');
    expect(initialSource(false)).toBeNull();
    expect(sourceAddable('own')).toBe(true);
    expect(sourceAddable(null)).toBe(true);
    expect(sourceAddable('others')).toBe(false);
  });

  it('knows when a filter narrows the list', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, text: 'taza' })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, supplier: { id: 's', name: 'S' } })).toBe(true);
  });

  it('gives each item section of the menu its type (for its plus) and the others none', () => {
    expect(menuEntryType('products')).toBe('product');
    expect(menuEntryType('digital')).toBe('digital');
    expect(menuEntryType('catalogues')).toBeNull();
    expect(menuEntryType('contact')).toBeNull();
  });
});
