import { purchaseBlock, type PurchasableItem } from '@/lib/domain/cart/item-purchase';
import { missingVariantGroups, variantGroupNames, variantLabel } from '@/lib/domain/cart/variants';

const item: PurchasableItem = {
  list_state: 'published',
  hiden: false,
  disabled: false,
  concluded: false,
  sold_out: false,
  stock_type: 'onstock',
  available: 3,
  hide_price: false,
};

describe('purchaseBlock', () => {
  it('lets an available item be bought', () => {
    expect(purchaseBlock(item)).toBeNull();
    expect(purchaseBlock({ ...item, stock_type: 'ondemand', available: 0 })).toBeNull();
  });

  it('names why an item cannot be bought, the strongest reason first', () => {
    expect(purchaseBlock({ ...item, sold_out: true })).toBe('soldOut');
    expect(purchaseBlock({ ...item, available: 0 })).toBe('soldOut');
    expect(purchaseBlock({ ...item, concluded: true, sold_out: true })).toBe('concluded');
    expect(purchaseBlock({ ...item, disabled: true, concluded: true })).toBe('disabled');
    expect(purchaseBlock({ ...item, hide_price: true })).toBe('priceHidden');
    expect(purchaseBlock({ ...item, hiden: true, disabled: true })).toBe('unpublished');
    expect(purchaseBlock({ ...item, list_state: 'unpublished' })).toBe('unpublished');
  });
});

describe('variants', () => {
  const groups = { Talla: ['S', 'M'], Vacío: [], Color: ['Rojo', 'Azul'] };

  it('lists the groups with options in their order', () => {
    expect(variantGroupNames(groups)).toEqual(['Talla', 'Color']);
  });

  it('names the groups still to choose (an option not offered counts as none)', () => {
    expect(missingVariantGroups(groups, {})).toEqual(['Talla', 'Color']);
    expect(missingVariantGroups(groups, { Color: 'Verde', Talla: 'M' })).toEqual(['Color']);
    expect(missingVariantGroups(groups, { Color: 'Azul', Talla: 'M' })).toEqual([]);
  });

  it('records the choice as readable text in group order, or null without variants', () => {
    expect(variantLabel(groups, { Color: 'Azul', Talla: 'M' })).toBe('Talla: M / Color: Azul');
    expect(variantLabel({}, {})).toBeNull();
  });
});
