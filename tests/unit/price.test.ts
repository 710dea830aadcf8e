import { currencySymbol, formatPrice, toMinorUnits } from '@/lib/domain/catalogue/price';

describe('currencySymbol', () => {
  it.each([
    ['EUR', '€'],
    ['GBP', '£'],
    ['MXN', '$'],
    ['USD', '$'],
    ['eur', '€'],
    ['', '$'],
  ])('%s → %s', (currency, symbol) => {
    expect(currencySymbol(currency)).toBe(symbol);
  });
});

describe('formatPrice', () => {
  it.each([
    [123450, 'MXN', '$1,234.50'],
    [19900, 'USD', '$199.00'],
    [999, 'EUR', '€9.99'],
    [2550, 'GBP', '£25.50'],
    [0, 'MXN', '$0.00'],
    [1, 'MXN', '$0.01'],
    [10, 'MXN', '$0.10'],
    [100, 'MXN', '$1.00'],
    [100000000, 'MXN', '$1,000,000.00'],
    [-123450, 'MXN', '-$1,234.50'],
    [-5, 'EUR', '-€0.05'],
    [-0, 'MXN', '$0.00'],
    [Number.MAX_SAFE_INTEGER, 'USD', '$90,071,992,547,409.91'],
  ])('%i %s → %s', (minor, currency, expected) => {
    expect(formatPrice(minor, currency)).toBe(expected);
  });

  it('rejects amounts that are not whole minor units', () => {
    expect(() => formatPrice(12.5, 'MXN')).toThrow(RangeError);
    expect(() => formatPrice(Number.NaN, 'MXN')).toThrow(RangeError);
  });
});

describe('toMinorUnits', () => {
  it.each([
    ['199.00', 19900],
    ['199', 19900],
    ['199.9', 19990],
    ['0.29', 29],
    ['1234.56', 123456],
    ['.5', 50],
    ['5.', 500],
    [' 12.30 ', 1230],
    ['-12.30', -1230],
    ['+7', 700],
    ['-0.00', 0],
    ['0.005', 1],
    ['0.0049', 0],
    ['199.999', 20000],
  ])('%j → %i', (major, minor) => {
    expect(toMinorUnits(major)).toBe(minor);
  });

  it('reads numbers by their decimal spelling, without float drift', () => {
    expect(toMinorUnits(0.29)).toBe(29); // 0.29 * 100 === 28.999999999999996
    expect(toMinorUnits(19.99 * 3)).toBe(5997);
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits(-4.1)).toBe(-410);
    expect(toMinorUnits(1e-9)).toBe(0);
  });

  it.each(['', 'abc', '1,234.50', '1e3', '12.3.4', '-', '.', '$10'])('rejects %j', (major) => {
    expect(() => toMinorUnits(major)).toThrow(RangeError);
  });

  it('rejects non-finite and unsafe amounts', () => {
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toMinorUnits(Number.NaN)).toThrow(RangeError);
    expect(() => toMinorUnits('100000000000000000')).toThrow(RangeError);
  });

  it('round-trips with formatPrice', () => {
    expect(formatPrice(toMinorUnits('1234.5'), 'MXN')).toBe('$1,234.50');
  });
});
