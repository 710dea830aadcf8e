import { itemPathMatches, parseItemPath } from '@/lib/domain/paths/item-path';

const product = {
  id: 'prd_000001',
  type: 'product' as const,
  owner: 'sup_ropa',
  main_type: 'business' as const,
};
const matches = (
  segments: string[],
  item: Parameters<typeof itemPathMatches>[1] = product,
  shop = 'demo',
) => {
  const path = parseItemPath(segments);
  return path !== null && itemPathMatches(path, item, shop);
};

describe('parseItemPath', () => {
  it('reads the primary path with its type, owner and id', () => {
    expect(parseItemPath(['productos', 'sup_ropa', 'prd_000001'])).toEqual({
      id: 'prd_000001',
      types: ['product'],
      owner: 'sup_ropa',
      primary: true,
    });
    expect(parseItemPath(['experiencias', 'sup%5Fx', 'prd_9'])).toMatchObject({
      types: ['experience'],
      owner: 'sup_x',
    });
  });

  it('reads the alternative paths', () => {
    expect(parseItemPath(['products', 'prd_1'])).toEqual({
      id: 'prd_1',
      types: ['product', 'digital'],
      primary: false,
    });
    expect(parseItemPath(['services', 'prd_1'])).toEqual({
      id: 'prd_1',
      types: ['service', 'experience'],
      primary: false,
    });
    expect(parseItemPath(['negocios', 'sup_1', 'services', 'prd_1'])).toEqual({
      id: 'prd_1',
      types: ['service', 'experience'],
      owner: 'sup_1',
      mainType: 'business',
      primary: false,
    });
    expect(parseItemPath(['profiles', 'sup_1', 'products', 'prd_1'])).toMatchObject({
      owner: 'sup_1',
      mainType: 'personal',
    });
    expect(parseItemPath(['web', 'Demo', 'products', 'prd_1'])).toMatchObject({
      shopSlug: 'demo',
      types: ['product', 'digital'],
    });
  });

  it('refuses anything else', () => {
    for (const segments of [
      [],
      ['products'],
      ['productos', 'prd_1'],
      ['articulos', 'sup_1', 'prd_1'],
      ['goods', 'prd_1'],
      ['negocios', 'sup_1', 'productos', 'prd_1'],
      ['tiendas', 'sup_1', 'products', 'prd_1'],
      ['products', '%E0%A4%A'],
      ['products', ''],
      ['web', 'demo', 'products', 'prd_1', 'extra'],
    ]) {
      expect(parseItemPath(segments)).toBeNull();
    }
  });
});

describe('itemPathMatches', () => {
  it('holds when everything the path names fits the item', () => {
    expect(matches(['productos', 'sup_ropa', 'prd_000001'])).toBe(true);
    expect(matches(['products', 'prd_000001'])).toBe(true);
    expect(matches(['negocios', 'sup_ropa', 'products', 'prd_000001'])).toBe(true);
    expect(matches(['web', 'demo', 'products', 'prd_000001'])).toBe(true);
    expect(matches(['products', 'prd_000001'], { ...product, type: 'digital' })).toBe(true);
    expect(matches(['services', 'prd_000001'], { ...product, type: 'experience' })).toBe(true);
    expect(
      matches(['profiles', 'sup_ropa', 'products', 'prd_000001'], {
        ...product,
        main_type: 'personal',
      }),
    ).toBe(true);
  });

  it('fails on the wrong type for the section, owner, kind of owner, shop or id', () => {
    expect(matches(['services', 'prd_000001'])).toBe(false);
    expect(matches(['servicios', 'sup_ropa', 'prd_000001'])).toBe(false);
    expect(matches(['productos', 'sup_otro', 'prd_000001'])).toBe(false);
    expect(matches(['negocios', 'sup_otro', 'products', 'prd_000001'])).toBe(false);
    expect(matches(['profiles', 'sup_ropa', 'products', 'prd_000001'])).toBe(false);
    expect(matches(['web', 'moda', 'products', 'prd_000001'])).toBe(false);
    expect(matches(['products', 'prd_000002'])).toBe(false);
  });
});
