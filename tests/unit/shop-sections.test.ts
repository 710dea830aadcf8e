import { describe, expect, it } from 'vitest';

import { isTypeEnabled, MENU_TYPES } from '@/lib/domain/shop/shop-sections';

describe('shop sections', () => {
  it('shows a type list only when its section is enabled', () => {
    expect(isTypeEnabled('service', ['products', 'services'])).toBe(true);
    expect(isTypeEnabled('digital', ['products', 'services'])).toBe(false);
    expect(isTypeEnabled('experience', ['experiences'])).toBe(true);
  });

  it('lists the types in the menu order of the spec', () => {
    expect(MENU_TYPES).toEqual(['product', 'service', 'experience', 'digital']);
  });
});
