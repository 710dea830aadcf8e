import { describe, expect, it } from 'vitest';

import { variantPriceRange, variantPricesDiffer } from '@/lib/domain/catalogue/variant-price';

const prices = [
  { options: { Talla: 'M', Color: 'Rojo' }, list_price: 100 },
  { options: { Talla: 'G', Color: 'Rojo' }, list_price: 150 },
  { options: { Talla: 'G', Color: 'Azul' }, list_price: 180 },
];

describe('variant prices', () => {
  it('narrows the range with each option chosen', () => {
    expect(variantPriceRange(100, prices, {})).toEqual({ min: 100, max: 180 });
    expect(variantPriceRange(100, prices, { Talla: 'G' })).toEqual({ min: 150, max: 180 });
    expect(variantPriceRange(100, prices, { Talla: 'G', Color: 'Azul' })).toEqual({
      min: 180,
      max: 180,
    });
  });

  it('falls back to the item price when nothing matches or nothing is priced', () => {
    expect(variantPriceRange(120, prices, { Talla: 'M', Color: 'Azul' })).toEqual({
      min: 120,
      max: 120,
    });
    expect(variantPriceRange(120, [], { Talla: 'M' })).toEqual({ min: 120, max: 120 });
  });

  it('tells when the variants cost differently from the item', () => {
    expect(variantPricesDiffer(100, prices)).toBe(true);
    expect(variantPricesDiffer(100, [])).toBe(false);
    expect(variantPricesDiffer(100, [{ options: { Talla: 'M' }, list_price: 100 }])).toBe(false);
    expect(variantPricesDiffer(100, [{ options: { Talla: 'M' }, list_price: 130 }])).toBe(true);
  });
});
