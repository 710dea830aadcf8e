import {
  CART_LINE_MAX_UNITS,
  cappedQuantity,
  cartQuantityLimits,
  isLineUnavailable,
  quantityRefusal,
  saleBlock,
} from '@/lib/domain/cart/cart-lines';

const item = {
  list_state: 'published',
  hiden: false,
  disabled: false,
  concluded: false,
  sold_out: false,
  stock_type: 'onstock',
  available: 5,
  hide_price: false,
};

describe('cart quantity limits', () => {
  it('caps every item at 9,999 units, below its own maximum when that is larger', () => {
    expect(
      cartQuantityLimits({ available: 3, stockType: 'onstock', maxPurchaseAmount: null }),
    ).toEqual({
      available: 3,
      stockType: 'onstock',
      maxPurchase: CART_LINE_MAX_UNITS,
    });
    expect(
      cartQuantityLimits({ available: 0, stockType: 'ondemand', maxPurchaseAmount: 2 }).maxPurchase,
    ).toBe(2);
    expect(
      cartQuantityLimits({ available: 0, stockType: 'ondemand', maxPurchaseAmount: 50_000 })
        .maxPurchase,
    ).toBe(CART_LINE_MAX_UNITS);
  });

  it('refuses more than the stock with the stock, more than the maximum with the maximum', () => {
    const limits = cartQuantityLimits({ available: 5, stockType: 'onstock', maxPurchaseAmount: 3 });
    expect(quantityRefusal(limits, 3)).toBeNull();
    expect(quantityRefusal(limits, 4)).toEqual({ code: 'max_purchase_exceeded', max: 3 });
    const scarce = cartQuantityLimits({ available: 2, stockType: 'onstock', maxPurchaseAmount: 3 });
    expect(quantityRefusal(scarce, 4)).toEqual({ code: 'quantity_exceeded', available: 2 });
    const onDemand = cartQuantityLimits({
      available: 0,
      stockType: 'ondemand',
      maxPurchaseAmount: null,
    });
    expect(quantityRefusal(onDemand, 500)).toBeNull();
    expect(quantityRefusal(onDemand, CART_LINE_MAX_UNITS + 1)).toEqual({
      code: 'max_purchase_exceeded',
      max: CART_LINE_MAX_UNITS,
    });
  });
});

describe('cappedQuantity (bulk merge takes what fits)', () => {
  const limits = cartQuantityLimits({
    available: 5,
    stockType: 'onstock',
    maxPurchaseAmount: null,
  });

  it('takes everything that fits next to what the cart holds', () => {
    expect(cappedQuantity(limits, 2, 3)).toEqual({ added: 3, cappedBy: null });
  });

  it('takes only the room left and says which rule capped it', () => {
    expect(cappedQuantity(limits, 2, 10)).toEqual({ added: 3, cappedBy: 'quantity_exceeded' });
    expect(cappedQuantity(limits, 5, 1)).toEqual({ added: 0, cappedBy: 'quantity_exceeded' });
    const maxTwo = cartQuantityLimits({
      available: 0,
      stockType: 'ondemand',
      maxPurchaseAmount: 2,
    });
    expect(cappedQuantity(maxTwo, 1, 4)).toEqual({ added: 1, cappedBy: 'max_purchase_exceeded' });
  });

  it('never takes more than the limits allow nor less than zero (a cart over them takes nothing)', () => {
    for (let inCart = 0; inCart <= 8; inCart++) {
      for (let requested = 1; requested <= 8; requested++) {
        const { added } = cappedQuantity(limits, inCart, requested);
        expect(added).toBeGreaterThanOrEqual(0);
        expect(added).toBeLessThanOrEqual(requested);
        if (added > 0) expect(inCart + added).toBeLessThanOrEqual(5);
      }
    }
  });
});

describe('saleBlock and unavailable lines (spec 02 §4, §8)', () => {
  it('lets items on sale through', () => {
    expect(saleBlock(item)).toBeNull();
    expect(saleBlock({ ...item, stock_type: 'ondemand', available: 0 })).toBeNull();
  });

  it('calls sold-out items out_of_stock and the other blocked ones unavailable_for_sale', () => {
    expect(saleBlock({ ...item, available: 0 })).toBe('out_of_stock');
    expect(saleBlock({ ...item, sold_out: true })).toBe('out_of_stock');
    expect(saleBlock({ ...item, disabled: true })).toBe('unavailable_for_sale');
    expect(saleBlock({ ...item, stock_type: 'ondemand', disabled: true })).toBe(
      'unavailable_for_sale',
    );
    expect(saleBlock({ ...item, concluded: true })).toBe('unavailable_for_sale');
    expect(saleBlock({ ...item, hide_price: true })).toBe('unavailable_for_sale');
  });

  it('marks a line unavailable when disabled, on stock with none left, or no longer offered', () => {
    expect(isLineUnavailable({ ...item, offered: true })).toBe(false);
    expect(
      isLineUnavailable({ ...item, stock_type: 'ondemand', available: 0, offered: true }),
    ).toBe(false);
    expect(isLineUnavailable({ ...item, disabled: true, offered: true })).toBe(true);
    expect(isLineUnavailable({ ...item, available: 0, offered: true })).toBe(true);
    expect(isLineUnavailable({ ...item, offered: false })).toBe(true);
  });
});
