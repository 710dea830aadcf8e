import { describe, expect, it } from 'vitest';

import {
  axesProblems,
  combinations,
  variantGroupsOf,
  variantStockProblems,
  variantStockTotal,
} from '@/lib/domain/items/item-variants';

const sizes = { name: 'Talla', options: ['M', 'G'] };
const colours = { name: 'Color', options: ['Rojo', 'Azul'] };

describe('item variants', () => {
  it('makes every combination of one option per axis, the first axis slowest', () => {
    expect(combinations([sizes, colours])).toEqual([
      { Talla: 'M', Color: 'Rojo' },
      { Talla: 'M', Color: 'Azul' },
      { Talla: 'G', Color: 'Rojo' },
      { Talla: 'G', Color: 'Azul' },
    ]);
    expect(combinations([])).toEqual([]);
    expect(variantGroupsOf([sizes])).toEqual({ Talla: ['M', 'G'] });
  });

  it('refuses a name or an option given twice, case aside, and more than 100 combinations', () => {
    expect(axesProblems([sizes, { name: ' talla', options: ['S'] }])).toEqual({
      'variants.1.name': 'duplicate_variant_name',
    });
    expect(axesProblems([{ name: 'Color', options: ['Rojo', 'rojo'] }])).toEqual({
      'variants.0.options': 'duplicate_option',
    });
    const many = (name: string) => ({
      name,
      options: Array.from({ length: 11 }, (_, i) => `${i}`),
    });
    expect(axesProblems([many('A'), many('B')])).toEqual({ variants: 'too_many_variants' });
    expect(axesProblems([sizes, colours])).toEqual({});
  });

  it('takes no per-combination rows, or exactly one per combination', () => {
    const row = (options: Record<string, string>) => ({ options });
    expect(variantStockProblems([sizes], [])).toEqual({});
    expect(variantStockProblems([sizes], [row({ Talla: 'M' }), row({ Talla: 'G' })])).toEqual({});
    expect(variantStockProblems([sizes], [row({ Talla: 'M' })])).toEqual({
      variant_stock: 'variant_stock_incomplete',
    });
    expect(variantStockProblems([sizes], [row({ Talla: 'M' }), row({ Talla: 'M' })])).toEqual({
      'variant_stock.1.options': 'duplicate_variant',
    });
    expect(variantStockProblems([sizes], [row({ Talla: 'XL' }), row({ Talla: 'M' })])).toEqual({
      'variant_stock.0.options': 'invalid_variant',
    });
    expect(variantStockProblems([], [row({})])).toEqual({ variant_stock: 'invalid_variant' });
  });

  it('sums the combinations’ stock', () => {
    expect(variantStockTotal([{ available: 4 }, { available: 3 }])).toBe(7);
  });
});
