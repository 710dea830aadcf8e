import { describe, expect, it } from 'vitest';

import { categoryId, type CategorySlug } from '@/lib/db/seed/categories';
import { extraShopSpecs } from '@/lib/db/seed/extra-shops';
import { selectListed } from '@/lib/db/seed/listings';
import { generateProducts, type ProductRow } from '@/lib/db/seed/products';
import { DEMO_SHOP_SPECS } from '@/lib/db/seed/shop-specs';

// Issue 24: each demo shop lists what fits it — a café sells coffee and coffee things (its classes,
// visits and guides too), a fashion shop clothes, shoes and beauty, the crafts shop crafts.

const products = generateProducts(4000);

function listedBy(key: string): ProductRow[] {
  const spec = DEMO_SHOP_SPECS.find((s) => s.key === key);
  if (!spec) throw new Error(`no demo shop ${key}`);
  return selectListed(products, spec.listing);
}

const COFFEE = /caf[eé]|barism|baristas|latte|espresso/i;
const inCategories = (...slugs: CategorySlug[]) => new Set(slugs.map(categoryId));

describe('what the demo shops list', () => {
  it('Café de Altura: coffee, and only coffee classes, farm visits and coffee guides', () => {
    const listed = listedBy('cafe');
    expect(listed.length).toBeGreaterThan(100);
    for (const item of listed) expect(item.name).toMatch(COFFEE);
    // Its home shows products, services, experiences and digital items: it has each kind.
    expect(new Set(listed.map((item) => item.type))).toEqual(
      new Set(['product', 'service', 'experience', 'digital']),
    );
    expect(listed.some((item) => /salsa|marketing|mezcal|globo/i.test(item.name))).toBe(false);
  });

  it('Café Norteño Franquicias: coffee and the services a coffee-shop franchisee buys', () => {
    const listed = listedBy('franquicia');
    expect(listed.length).toBeGreaterThan(50);
    for (const item of listed) expect(item.name).toMatch(COFFEE);
    expect(listed.some((item) => item.type === 'service')).toBe(true);
  });

  it('Moda Mexicana: clothes, shoes and beauty', () => {
    const wanted = inCategories('ropa', 'calzado', 'belleza');
    const listed = listedBy('moda');
    expect(listed.length).toBe(300);
    for (const item of listed) expect(wanted.has(item.categoryId ?? ''), item.name).toBe(true);
  });

  it('Artesanías Básicas: embroidered clothes, home decoration and traditional toys', () => {
    const wanted = inCategories('ropa', 'hogar', 'juguetes');
    const listed = listedBy('basica');
    expect(listed.length).toBeGreaterThan(100);
    for (const item of listed) {
      expect(wanted.has(item.categoryId ?? ''), item.name).toBe(true);
      if (item.categoryId === categoryId('ropa')) expect(item.name).toMatch(/bordad|telar/);
    }
  });

  it('keeps the benchmark shops a window of the whole catalogue', () => {
    const [first] = extraShopSpecs(1, products.length);
    expect(selectListed(products, first!.listing)).toHaveLength(200);
  });
});
