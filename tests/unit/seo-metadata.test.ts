import { metaDescription, shopPageMetadata } from '@/lib/domain/seo/page-metadata';

const SITE = { rootDomain: 'example.mx' };
const shop = {
  slug: 'demo',
  name: 'Tienda Demo',
  photo: '/demo/logos/demo.svg',
  canonical_url: null,
  canonical_domain: null,
};

describe('shopPageMetadata', () => {
  it('gives a page its canonical URL, hreflang for es/en/x-default, Open Graph and Twitter card', () => {
    const url = 'https://demo.example.mx/productos/sup_1/prd_1';
    const english = 'https://demo.example.mx/en/productos/sup_1/prd_1';
    expect(
      shopPageMetadata(
        {
          shop,
          locale: 'es',
          path: 'productos/sup_1/prd_1',
          image: '/demo/products/a.svg',
          imageAlt: 'Café',
        },
        SITE,
      ),
    ).toEqual({
      alternates: { canonical: url, languages: { es: url, en: english, 'x-default': url } },
      openGraph: {
        type: 'website',
        siteName: 'Tienda Demo',
        locale: 'es_MX',
        alternateLocale: ['en_US'],
        url,
        images: [{ url: 'https://demo.example.mx/demo/products/a.svg', alt: 'Café' }],
      },
      twitter: {
        card: 'summary_large_image',
        images: ['https://demo.example.mx/demo/products/a.svg'],
      },
    });
  });

  it('gives the home its canonical_url (en under it) and English pages en_US', () => {
    const meta = shopPageMetadata(
      { shop: { ...shop, canonical_url: 'https://www.mitienda.mx/' }, locale: 'en', path: '' },
      SITE,
    );
    expect(meta.alternates).toEqual({
      canonical: 'https://www.mitienda.mx/en',
      languages: {
        es: 'https://www.mitienda.mx/',
        en: 'https://www.mitienda.mx/en',
        'x-default': 'https://www.mitienda.mx/',
      },
    });
    expect(meta.openGraph).toMatchObject({
      locale: 'en_US',
      alternateLocale: ['es_MX'],
      url: 'https://www.mitienda.mx/en',
    });
    expect(meta.openGraph).toMatchObject({
      images: [{ url: 'https://demo.example.mx/demo/logos/demo.svg', alt: 'Tienda Demo' }],
    });
  });

  it('gives a layout (no path) no canonical and no og:url, so pages below cannot inherit the home address', () => {
    const meta = shopPageMetadata({ shop, locale: 'es' }, SITE);
    expect(meta.alternates).toBeUndefined();
    expect(meta.openGraph).not.toHaveProperty('url');
  });

  it('gives an English page its own address as canonical, a list page keeping its page', () => {
    const meta = shopPageMetadata({ shop, locale: 'en', path: 'productos?page=2' }, SITE);
    expect(meta.alternates).toEqual({
      canonical: 'https://demo.example.mx/en/productos?page=2',
      languages: {
        es: 'https://demo.example.mx/productos?page=2',
        en: 'https://demo.example.mx/en/productos?page=2',
        'x-default': 'https://demo.example.mx/productos?page=2',
      },
    });
    const domain = shopPageMetadata(
      { shop: { ...shop, canonical_domain: 'mitienda.mx' }, locale: 'en', path: '' },
      SITE,
    );
    expect(domain.alternates?.canonical).toBe('https://mitienda.mx/en');
  });

  it('uses a summary card without any picture', () => {
    const meta = shopPageMetadata({ shop: { ...shop, photo: null }, locale: 'es', path: '' }, SITE);
    expect(meta.twitter).toEqual({ card: 'summary' });
    expect(meta.openGraph).not.toHaveProperty('images');
  });
});

describe('metaDescription', () => {
  it('collapses whitespace and keeps short text', () => {
    expect(metaDescription('  Café\n\n de   Chiapas ')).toBe('Café de Chiapas');
    expect(metaDescription('')).toBeUndefined();
    expect(metaDescription(null)).toBeUndefined();
  });

  it('cuts long text at a word with an ellipsis', () => {
    const text = `${'palabra '.repeat(40)}fin`;
    const cut = metaDescription(text, 50)!;
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut).toMatch(/palabra…$/);
    expect(metaDescription('x'.repeat(200), 50)).toBe(`${'x'.repeat(49)}…`);
  });
});
