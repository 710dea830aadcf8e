import { shopMenuEntries } from '@/lib/domain/shop/shop-menu';

const everyPath = new Set([
  'productos',
  'servicios',
  'experiencias',
  'digitales',
  'blogs',
  'franquicias',
  'menudeo',
  'info',
  'catalogos',
]);

describe('shop menu entries', () => {
  it('lists the enabled sections in the spec order, catalogues last', () => {
    const entries = shopMenuEntries(
      {
        store_type: 'affiliate',
        sections: ['catalogues', 'blogs', 'digital', 'products', 'franchises'],
      },
      everyPath,
    );
    expect(entries.map((e) => e.path)).toEqual([
      'productos',
      'digitales',
      'blogs',
      'franquicias',
      'catalogos',
    ]);
  });

  it('adds retail and contact only for franchise shops', () => {
    const sections = ['products', 'retail'] as const;
    expect(
      shopMenuEntries({ store_type: 'franchise', sections: [...sections] }, everyPath).map(
        (e) => e.label,
      ),
    ).toEqual(['products', 'retail', 'contact']);
    expect(
      shopMenuEntries({ store_type: 'affinity', sections: [...sections] }, everyPath).map(
        (e) => e.label,
      ),
    ).toEqual(['products']);
  });

  it('never links to a page that is not built yet (retail), and links blogs and franchises', () => {
    const entries = shopMenuEntries({
      store_type: 'franchise',
      sections: ['products', 'blogs', 'franchises', 'retail'],
    });
    expect(entries.map((e) => e.path)).toEqual(['productos', 'blogs', 'franquicias', 'info']);
  });
});
