import { describe, expect, it } from 'vitest';

import {
  autocompleteLimit,
  autocompleteQuery,
  autocompleteText,
  createOptionHref,
  SEARCH_DEBOUNCE_MS,
  SEARCH_TYPES,
  typeListHref,
} from '@/lib/domain/search/search-autocomplete';

describe('search autocomplete rules', () => {
  it('waits 400 ms after the last keystroke (spec 01 §9)', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(400);
  });

  it('offers 5 options, 10 for products (spec 03 §9)', () => {
    expect(autocompleteLimit('product')).toBe(10);
    expect(autocompleteLimit('service')).toBe(5);
    expect(autocompleteLimit('digital')).toBe(5);
    expect(autocompleteLimit('experience')).toBe(5);
    expect(autocompleteLimit(undefined)).toBe(5);
  });

  it('asks for its page of suggestions and counts no further', () => {
    expect(autocompleteQuery('caf', 'product')).toEqual({
      text: 'caf',
      type: 'product',
      limit: '10',
      check_at_least: '10',
    });
    expect(autocompleteQuery('caf', undefined)).toEqual({
      text: 'caf',
      limit: '5',
      check_at_least: '5',
    });
  });

  it('offers the four types in the spec order', () => {
    expect(SEARCH_TYPES).toEqual(['product', 'digital', 'service', 'experience']);
  });

  it('lower-cases and trims the text; blank input searches nothing', () => {
    expect(autocompleteText('  Café ORGÁNICO ')).toBe('café orgánico');
    expect(autocompleteText('')).toBeNull();
    expect(autocompleteText('   \t ')).toBeNull();
  });

  it('cuts the text at the API limit of 100 characters', () => {
    expect(autocompleteText('a'.repeat(150))).toHaveLength(100);
  });

  it('links each type list under the shop base', () => {
    expect(typeListHref('/tienda/demo/', 'digital')).toBe('/tienda/demo/digitales');
    expect(typeListHref('/', 'experience')).toBe('/experiencias');
  });

  it('the create option opens the type list filtered by the text in quotes with an asterisk', () => {
    expect(createOptionHref('/tienda/demo/', 'product', 'café')).toBe(
      '/tienda/demo/productos?search=%22caf%C3%A9%22*',
    );
    expect(createOptionHref('/', 'service', 'clase de yoga')).toBe(
      '/servicios?search=%22clase%20de%20yoga%22*',
    );
    expect(
      new URL(createOptionHref('/', 'product', 'a&b=c'), 'http://x').searchParams.get('search'),
    ).toBe('"a&b=c"*');
  });
});
