import {
  breadcrumbJsonLd,
  decimalAmount,
  itemListJsonLd,
  jsonLdScript,
  productAvailability,
  productJsonLd,
  socialProfileUrls,
  storeJsonLd,
  type ProductJsonLdItem,
  type StoreJsonLdShop,
} from '@/lib/domain/seo/json-ld';

const noSocial = {
  facebook: null,
  instagram: null,
  twitter: null,
  youtube: null,
  twitch: null,
  kick: null,
  discord: null,
};

const shop: StoreJsonLdShop = {
  name: 'Tienda Demo',
  photo: '/demo/logos/demo.svg',
  seo_description: 'Ropa y café',
  contact_email: 'contacto@tienda.test',
  contact_phone: '555 123 4567',
  contact_country_code: '+52',
  default_currency: 'MXN',
  ...noSocial,
  facebook: 'tiendademo',
  instagram: '@tiendademo.mx',
  twitter: 'tiendademo',
  youtube: '@tiendademo',
  twitch: 'tiendademo',
  kick: 'tiendademo',
  discord: 'https://discord.gg/tiendademo',
};

const item: ProductJsonLdItem = {
  id: 'prd_1',
  type: 'product',
  name: 'Café orgánico',
  name_en: 'Organic coffee',
  description: ' Café de Chiapas ',
  description_en: 'Coffee from Chiapas',
  photos: ['/demo/products/cafe.svg', 'https://cdn.example.mx/2.png'],
  list_price: 18950,
  currency: 'MXN',
  hide_price: false,
  is_free: false,
  sold_out: false,
  concluded: false,
  available: 10,
  stock_type: 'onstock',
  category: { id: 'cat_1', name_es: 'Café', name_en: 'Coffee' },
};

describe('decimalAmount', () => {
  it.each([
    [18950, '189.50'],
    [5, '0.05'],
    [0, '0.00'],
    [100, '1.00'],
    [123456789, '1234567.89'],
    [-250, '-2.50'],
  ])('%i → %s', (minor, text) => {
    expect(decimalAmount(minor)).toBe(text);
  });

  it('refuses fractions of a minor unit', () => {
    expect(() => decimalAmount(1.5)).toThrow(RangeError);
  });
});

describe('storeJsonLd', () => {
  it('describes the shop with absolute logo, contacts and social profiles', () => {
    expect(storeJsonLd(shop, 'https://demo.example.mx/')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: 'Tienda Demo',
      url: 'https://demo.example.mx/',
      logo: 'https://demo.example.mx/demo/logos/demo.svg',
      image: 'https://demo.example.mx/demo/logos/demo.svg',
      description: 'Ropa y café',
      telephone: '+52 5551234567',
      email: 'contacto@tienda.test',
      currenciesAccepted: 'MXN',
      sameAs: [
        'https://facebook.com/tiendademo',
        'https://instagram.com/tiendademo.mx',
        'https://twitter.com/tiendademo',
        'https://youtube.com/@tiendademo',
        'https://twitch.tv/tiendademo',
        'https://kick.com/tiendademo',
        'https://discord.gg/tiendademo',
      ],
    });
  });

  it('resolves the logo against the asset base when the home URL is elsewhere', () => {
    const data = storeJsonLd(shop, 'https://www.mitienda.mx/', 'https://demo.example.mx/');
    expect(data.url).toBe('https://www.mitienda.mx/');
    expect(data.logo).toBe('https://demo.example.mx/demo/logos/demo.svg');
  });

  it('leaves out what the shop has not set', () => {
    const bare = {
      ...shop,
      ...noSocial,
      photo: null,
      seo_description: null,
      contact_email: null,
      contact_phone: null,
      contact_country_code: null,
    };
    expect(storeJsonLd(bare, 'https://demo.example.mx/')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: 'Tienda Demo',
      url: 'https://demo.example.mx/',
      currenciesAccepted: 'MXN',
    });
  });
});

describe('socialProfileUrls', () => {
  it('keeps full URLs and skips values that are neither handle nor URL', () => {
    expect(
      socialProfileUrls({
        ...noSocial,
        facebook: 'https://www.facebook.com/tiendademo',
        instagram: 'bad handle with spaces',
        twitter: '@demo',
        discord: 'discord.gg/abc',
      }),
    ).toEqual([
      'https://www.facebook.com/tiendademo',
      'https://twitter.com/demo',
      'https://discord.gg/abc',
    ]);
  });

  it('only takes Discord invites from Discord', () => {
    expect(socialProfileUrls({ ...noSocial, discord: 'https://evil.example/discord.gg' })).toEqual(
      [],
    );
    expect(socialProfileUrls({ ...noSocial, discord: 'javascript:alert(1)' })).toEqual([]);
  });
});

describe('productAvailability', () => {
  const base = {
    type: 'product' as const,
    sold_out: false,
    concluded: false,
    available: 5,
    stock_type: 'onstock' as const,
  };
  it.each([
    [{}, 'InStock'],
    [{ sold_out: true }, 'OutOfStock'],
    [{ available: 0 }, 'OutOfStock'],
    [{ stock_type: 'ondemand' as const, available: 0 }, 'MadeToOrder'],
    [{ type: 'service' as const, stock_type: 'ondemand' as const }, 'InStock'],
    [{ type: 'digital' as const, stock_type: 'ondemand' as const }, 'InStock'],
    [{ type: 'experience' as const, concluded: true }, 'Discontinued'],
    [{ stock_type: 'ondemand' as const, sold_out: true }, 'OutOfStock'],
  ])('%o → %s', (overrides, availability) => {
    expect(productAvailability({ ...base, ...overrides })).toBe(
      `https://schema.org/${availability}`,
    );
  });
});

describe('productJsonLd', () => {
  const url = 'https://demo.example.mx/productos/sup_1/prd_1';

  it('gives a Product with an Offer priced in decimal text', () => {
    expect(productJsonLd(item, url, 'Tienda Demo')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Café orgánico',
      description: 'Café de Chiapas',
      image: ['https://demo.example.mx/demo/products/cafe.svg', 'https://cdn.example.mx/2.png'],
      sku: 'prd_1',
      category: 'Café',
      url,
      offers: {
        '@type': 'Offer',
        price: '189.50',
        priceCurrency: 'MXN',
        availability: 'https://schema.org/InStock',
        url,
        seller: { '@type': 'Organization', name: 'Tienda Demo' },
      },
    });
  });

  it('speaks the page language', () => {
    const data = productJsonLd(item, url, 'Tienda Demo', 'en');
    expect(data).toMatchObject({
      name: 'Organic coffee',
      description: 'Coffee from Chiapas',
      category: 'Coffee',
    });
    const noEnglish = productJsonLd(
      { ...item, name_en: null, description_en: null },
      url,
      'Tienda Demo',
      'en',
    );
    expect(noEnglish).toMatchObject({ name: 'Café orgánico', description: 'Café de Chiapas' });
  });

  it('prices free items at 0.00, keeps the currency, and gives no offer for a hidden price', () => {
    expect(
      productJsonLd({ ...item, is_free: true, currency: 'USD' }, url, 'T').offers,
    ).toMatchObject({ price: '0.00', priceCurrency: 'USD' });
    expect(productJsonLd({ ...item, hide_price: true }, url, 'T').offers).toBeUndefined();
    expect(productJsonLd({ ...item, sold_out: true }, url, 'T').offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('gives an AggregateOffer from the lowest to the highest combination price', () => {
    const sizes = (prices: number[]) =>
      prices.map((list_price, i) => ({ options: { Talla: `T${i}` }, list_price }));
    expect(
      productJsonLd({ ...item, variant_prices: sizes([21_000, 18_950, 25_000]) }, url, 'T').offers,
    ).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: '189.50',
      highPrice: '250.00',
      offerCount: 3,
      priceCurrency: 'MXN',
      availability: 'https://schema.org/InStock',
      url,
      seller: { '@type': 'Organization', name: 'T' },
    });
    // Combinations that all cost the same are one Offer at that price.
    expect(
      productJsonLd({ ...item, variant_prices: sizes([20_000, 20_000]) }, url, 'T').offers,
    ).toMatchObject({ '@type': 'Offer', price: '200.00' });
  });

  it('leaves out images and category when there are none', () => {
    const data = productJsonLd({ ...item, photos: [], category: null }, url, 'T');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('category');
  });
});

describe('breadcrumbJsonLd / itemListJsonLd', () => {
  it('numbers crumbs from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Tienda Demo', url: 'https://demo.example.mx/' },
        { name: 'Productos', url: 'https://demo.example.mx/productos' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Tienda Demo', item: 'https://demo.example.mx/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Productos',
          item: 'https://demo.example.mx/productos',
        },
      ],
    });
  });

  it('lists item URLs in order', () => {
    expect(itemListJsonLd(['https://a/1', 'https://a/2'])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://a/1' },
        { '@type': 'ListItem', position: 2, url: 'https://a/2' },
      ],
    });
  });
});

describe('jsonLdScript', () => {
  it('cannot be closed by text inside it and still parses to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> <!-- & \u2028\u2029' };
    const text = jsonLdScript(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });

  it('serialises arrays of objects', () => {
    expect(JSON.parse(jsonLdScript([{ a: 1 }, { b: '<' }]))).toEqual([{ a: 1 }, { b: '<' }]);
  });
});
