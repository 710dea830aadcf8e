import { describe, expect, it } from 'vitest';

import { disabledSupplierOf, isFromDisabledSupplier } from '@/lib/domain/shop/disabled-supplier';

const disabled = { supplier_info: { id: 'sup_a', enabled: false } };
const enabled = { supplier_info: { id: 'sup_a', enabled: true } };

describe('disabled supplier', () => {
  it("names the shop's supplier only while it is disabled", () => {
    expect(disabledSupplierOf(disabled)).toBe('sup_a');
    expect(disabledSupplierOf(enabled)).toBeNull();
    expect(disabledSupplierOf({ supplier_info: null })).toBeNull();
  });

  it("marks the disabled supplier's items, not other suppliers' ones", () => {
    expect(isFromDisabledSupplier(disabled, 'sup_a')).toBe(true);
    expect(isFromDisabledSupplier(disabled, 'sup_b')).toBe(false);
    expect(isFromDisabledSupplier(enabled, 'sup_a')).toBe(false);
  });
});
