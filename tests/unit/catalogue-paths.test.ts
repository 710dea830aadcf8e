import { describe, expect, it } from 'vitest';

import { cataloguePath, isCatalogueOwner } from '@/lib/domain/paths/catalogue-paths';

describe('catalogue paths', () => {
  it('addresses a catalogue by its slug, or its id without one', () => {
    expect(cataloguePath({ id: 'cat_1', slug: 'lo-mas-vendido' })).toBe('catalogos/lo-mas-vendido');
    expect(cataloguePath({ id: 'cat_1', slug: '' })).toBe('catalogos/cat_1');
  });

  it("takes the shop's owner id or slug as the catalogue owner (spec 03 §2), nothing else", () => {
    const shop = { owner: 'usr_dueno_demo', slug: 'demo' };
    expect(isCatalogueOwner('usr_dueno_demo', shop)).toBe(true);
    expect(isCatalogueOwner('demo', shop)).toBe(true);
    expect(isCatalogueOwner('DEMO', shop)).toBe(true);
    expect(isCatalogueOwner('usr_dueno_moda', shop)).toBe(false);
    expect(isCatalogueOwner('moda', shop)).toBe(false);
    expect(isCatalogueOwner('', shop)).toBe(false);
  });
});
