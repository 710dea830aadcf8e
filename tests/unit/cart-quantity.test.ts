import {
  isBlockedQuantityKey,
  maxQuantity,
  validateQuantity,
} from '@/lib/domain/cart/cart-quantity';

const onStock = { available: 5, stockType: 'onstock' as const, maxPurchase: null };
const onDemand = { available: 0, stockType: 'ondemand' as const, maxPurchase: null };

describe('validateQuantity (spec 02 §5)', () => {
  it('accepts whole numbers from 1 up to the stock', () => {
    expect(validateQuantity({ value: '1', ...onStock })).toEqual({ ok: true, quantity: 1 });
    expect(validateQuantity({ value: 5, ...onStock })).toEqual({ ok: true, quantity: 5 });
    expect(validateQuantity({ value: ' 03 ', ...onStock })).toEqual({ ok: true, quantity: 3 });
  });

  it('ignores zero and empty input', () => {
    for (const value of ['', '  ', '0', '00', 0])
      expect(validateQuantity({ value, ...onStock })).toEqual({ ok: false, code: 'ignored' });
  });

  it('refuses fractions, signs, exponents and text', () => {
    for (const value of ['1.5', '-2', '+2', '1e3', 'dos', 2.5, -1, '99999999999999999999']) {
      expect(validateQuantity({ value, ...onStock })).toEqual({ ok: false, code: 'notWhole' });
    }
  });

  it('refuses more than the stock, naming what is left, unless the item is made on demand', () => {
    expect(validateQuantity({ value: '6', ...onStock })).toEqual({
      ok: false,
      code: 'quantityExceeded',
      available: 5,
    });
    expect(validateQuantity({ value: '1', ...onStock, available: -2 })).toEqual({
      ok: false,
      code: 'quantityExceeded',
      available: 0,
    });
    expect(validateQuantity({ value: '6000', ...onDemand })).toEqual({ ok: true, quantity: 6000 });
  });

  it('refuses more than the maximum purchase, naming the maximum, on demand too', () => {
    expect(validateQuantity({ value: '4', ...onDemand, maxPurchase: 3 })).toEqual({
      ok: false,
      code: 'maxPurchaseExceeded',
      max: 3,
    });
    expect(validateQuantity({ value: '3', ...onDemand, maxPurchase: 3 })).toEqual({
      ok: true,
      quantity: 3,
    });
  });

  it('names the lower limit when both are passed', () => {
    expect(validateQuantity({ value: '9', ...onStock, maxPurchase: 2 })).toEqual({
      ok: false,
      code: 'maxPurchaseExceeded',
      max: 2,
    });
    expect(validateQuantity({ value: '9', ...onStock, maxPurchase: 8 })).toEqual({
      ok: false,
      code: 'quantityExceeded',
      available: 5,
    });
    expect(validateQuantity({ value: '9', ...onStock, maxPurchase: 5 })).toEqual({
      ok: false,
      code: 'maxPurchaseExceeded',
      max: 5,
    });
  });
});

describe('maxQuantity', () => {
  it('is the lower of stock and maximum purchase; on demand only the maximum', () => {
    expect(maxQuantity(onStock)).toBe(5);
    expect(maxQuantity({ ...onStock, maxPurchase: 2 })).toBe(2);
    expect(maxQuantity(onDemand)).toBeNull();
    expect(maxQuantity({ ...onDemand, maxPurchase: 1 })).toBe(1);
  });
});

describe('isBlockedQuantityKey', () => {
  it("blocks '.', 'e' and '-' (and their number-input cousins), not digits or editing keys", () => {
    for (const key of ['.', 'e', '-', 'E', '+', ',']) expect(isBlockedQuantityKey(key)).toBe(true);
    for (const key of ['0', '7', 'Backspace', 'ArrowUp', 'Tab', 'Enter'])
      expect(isBlockedQuantityKey(key)).toBe(false);
  });
});
