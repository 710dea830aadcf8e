import { cartVariantKey } from '@/lib/domain/cart/cart-variant';
import { type VariantGroups, variantLabel } from '@/lib/domain/cart/variants';

const groups = { Talla: ['S', 'M'], Color: ['Rojo', 'Azul / Marino'], Vacío: [] };

describe('cartVariantKey (the variant a cart line stores)', () => {
  it('keeps the item page’s label of a complete choice', () => {
    const label = variantLabel(groups, { Talla: 'M', Color: 'Rojo' })!;
    expect(label).toBe('Talla: M / Color: Rojo');
    expect(cartVariantKey(groups, label)).toBe(label);
    expect(cartVariantKey(groups, 'Talla: S / Color: Azul / Marino')).toBe(
      'Talla: S / Color: Azul / Marino',
    );
  });

  it('refuses a missing group, an unknown option, another order or extra text', () => {
    for (const label of [
      '',
      null,
      'Talla: M',
      'Talla: XL / Color: Rojo',
      'Color: Rojo / Talla: M',
      'Talla: M / Color: Rojo / Extra: 1',
      'talla: M / Color: Rojo',
    ]) {
      expect(cartVariantKey(groups, label), String(label)).toBeNull();
    }
  });

  it("stores '' for items without a choice and refuses a variant for them", () => {
    for (const none of [{}, { Talla: [] }] as VariantGroups[]) {
      expect(cartVariantKey(none, undefined)).toBe('');
      expect(cartVariantKey(none, null)).toBe('');
      expect(cartVariantKey(none, '')).toBe('');
      expect(cartVariantKey(none, 'Talla: M')).toBeNull();
    }
  });
});
