import { describe, expect, it } from 'vitest';

import { formatOrderNumber, parseOrderNumber } from '@/lib/domain/orders/order-number';

describe('order numbers', () => {
  it('reads as TD- and at least six digits', () => {
    expect(formatOrderNumber(123)).toBe('TD-000123');
    expect(formatOrderNumber(1)).toBe('TD-000001');
    expect(formatOrderNumber(1234567)).toBe('TD-1234567');
  });

  it('finds the number in what a person types to search for it', () => {
    for (const text of ['TD-000123', 'td-123', 'TD123', 'td 123', '#123', '000123', '123', ' 123 '])
      expect(parseOrderNumber(text), text).toBe(123);
  });

  it('is no number for other searches', () => {
    for (const text of ['', 'TD-', 'café', '12a', 'TD--12', '0', '000', '1234567890123456', '-5'])
      expect(parseOrderNumber(text), text).toBeNull();
  });
});
