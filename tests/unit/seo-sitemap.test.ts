import { robotsTxt } from '@/lib/domain/seo/robots';
import {
  itemPagePath,
  localizedEntries,
  newestByType,
  newestDate,
  parseSitemapPage,
  SITEMAP_MAX_PAGES,
  SITEMAP_MAX_URLS,
  sitemapIndexXml,
  sitemapItemRange,
  sitemapPageCount,
  shopPagePaths,
  urlsetXml,
  xmlEscape,
} from '@/lib/domain/seo/sitemap';

describe('sitemap XML', () => {
  it('writes a urlset with escaped locations and optional lastmod', () => {
    const xml = urlsetXml([
      { loc: 'https://demo.example.mx/', lastmod: '2025-01-02T03:04:05.000Z' },
      { loc: "https://demo.example.mx/catalogos/a&b'<c>" },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://demo.example.mx/</loc><lastmod>2025-01-02T03:04:05.000Z</lastmod></url>\n' +
        '<url><loc>https://demo.example.mx/catalogos/a&amp;b&apos;&lt;c&gt;</loc></url>\n' +
        '</urlset>\n',
    );
  });

  it('lists a page once per language, each naming every version and x-default', () => {
    const entries = localizedEntries(
      (locale) => `https://demo.example.mx/${locale === 'en' ? 'en/' : ''}productos`,
      '2025-01-02T03:04:05.000Z',
    );
    expect(entries.map((e) => e.loc)).toEqual([
      'https://demo.example.mx/productos',
      'https://demo.example.mx/en/productos',
    ]);
    const xml = urlsetXml(entries);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain(
      '<url><loc>https://demo.example.mx/en/productos</loc><lastmod>2025-01-02T03:04:05.000Z</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="es" href="https://demo.example.mx/productos"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://demo.example.mx/en/productos"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://demo.example.mx/productos"/></url>\n',
    );
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('writes a sitemap index', () => {
    expect(
      sitemapIndexXml([
        { loc: 'https://d/sitemap.xml?page=1' },
        { loc: 'https://d/sitemap.xml?page=2' },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://d/sitemap.xml?page=1</loc></sitemap>\n' +
        '<sitemap><loc>https://d/sitemap.xml?page=2</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });

  it('escapes every XML special character', () => {
    expect(xmlEscape(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
  });
});

describe('sitemap paging', () => {
  it('keeps everything in one file up to 50,000 URLs: 25,000 pages, each in two languages', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(SITEMAP_MAX_PAGES).toBe(25_000);
    expect(sitemapPageCount(5, 0)).toBe(1);
    expect(sitemapPageCount(5, 24_995)).toBe(1);
  });

  it('splits beyond: page 1 the shop pages, then 25,000 items a page', () => {
    expect(sitemapPageCount(5, 24_996)).toBe(2);
    expect(sitemapPageCount(5, 50_000)).toBe(3);
    expect(sitemapPageCount(5, 50_001)).toBe(4);
    expect(sitemapItemRange(1)).toEqual({ offset: 0, limit: 0 });
    expect(sitemapItemRange(2)).toEqual({ offset: 0, limit: 25_000 });
    expect(sitemapItemRange(4)).toEqual({ offset: 50_000, limit: 25_000 });
    expect(sitemapPageCount(2, 5, 3)).toBe(3);
  });

  it.each([
    [null, 3, null],
    ['1', 3, 1],
    ['3', 3, 3],
    ['4', 3, null],
    ['0', 3, null],
    ['-1', 3, null],
    ['1.5', 3, null],
    ['x', 3, null],
    ['', 3, null],
    ['99999999999', 3, null],
  ])('?page=%s of %i → %s', (value, count, page) => {
    expect(parseSitemapPage(value, count)).toBe(page);
  });
});

describe('shop pages in the sitemap', () => {
  const catalogues = [
    { slug: 'lo-mas-vendido', updated_at: '2025-03-01T00:00:00.000Z' },
    { slug: 'café y más', updated_at: '2025-04-01T00:00:00.000Z' },
  ];

  it('lists the home, the enabled type lists in menu order and the catalogues', () => {
    const paths = shopPagePaths({
      sections: ['digital', 'products', 'blogs', 'experiences'],
      catalogues,
      newest: { product: '2025-05-01T00:00:00.000Z', digital: '2025-06-01T00:00:00.000Z' },
    });
    expect(paths).toEqual([
      { path: '', lastmod: '2025-06-01T00:00:00.000Z' },
      { path: 'productos', lastmod: '2025-05-01T00:00:00.000Z' },
      { path: 'experiencias', lastmod: undefined },
      { path: 'digitales', lastmod: '2025-06-01T00:00:00.000Z' },
      { path: 'catalogos', lastmod: '2025-04-01T00:00:00.000Z' },
      { path: 'catalogos/lo-mas-vendido', lastmod: '2025-03-01T00:00:00.000Z' },
      { path: 'catalogos/caf%C3%A9%20y%20m%C3%A1s', lastmod: '2025-04-01T00:00:00.000Z' },
    ]);
  });

  it('has no catalogue pages without catalogues', () => {
    expect(shopPagePaths({ sections: ['products', 'catalogues'], catalogues: [] })).toEqual([
      { path: '', lastmod: undefined },
      { path: 'productos', lastmod: undefined },
    ]);
  });

  it('dates by the newest change per type', () => {
    expect(
      newestByType([
        { id: '1', owner: 'o', type: 'product', updated_at: '2025-01-01T00:00:00.000Z' },
        { id: '2', owner: 'o', type: 'product', updated_at: '2025-02-01T00:00:00.000Z' },
        { id: '3', owner: 'o', type: 'service', updated_at: '2024-12-01T00:00:00.000Z' },
      ]),
    ).toEqual({ product: '2025-02-01T00:00:00.000Z', service: '2024-12-01T00:00:00.000Z' });
    expect(
      newestDate([undefined, 'bad', '2025-01-01T00:00:00Z', '2024-12-31T23:59:59+00:00']),
    ).toBe('2025-01-01T00:00:00Z');
    expect(newestDate([])).toBeUndefined();
  });

  it('gives item paths like the storefront links', () => {
    expect(
      itemPagePath({ id: 'prd_1', owner: 'sup 1', type: 'experience', updated_at: 'x' }),
    ).toEqual({
      path: 'experiencias/sup%201/prd_1',
      lastmod: 'x',
    });
  });
});

describe('robotsTxt', () => {
  it('allows all but the private pages of a shop on its sub-domain, naming the sitemap', () => {
    expect(robotsTxt({ base: '/', sitemaps: ['https://demo.example.mx/sitemap.xml'] })).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /carrito\nDisallow: /mis-compras\n' +
        'Disallow: /en/admin\nDisallow: /en/carrito\nDisallow: /en/mis-compras\n\n' +
        'Sitemap: https://demo.example.mx/sitemap.xml\n',
    );
  });

  it('prefixes the base of the path form', () => {
    expect(robotsTxt({ base: '/tienda/demo/' })).toBe(
      'User-agent: *\nAllow: /\nDisallow: /tienda/demo/admin\nDisallow: /tienda/demo/carrito\nDisallow: /tienda/demo/mis-compras\n' +
        'Disallow: /tienda/demo/en/admin\nDisallow: /tienda/demo/en/carrito\nDisallow: /tienda/demo/en/mis-compras\n',
    );
    expect(robotsTxt({ base: '/tienda/*/' })).toContain('Disallow: /tienda/*/mis-compras\n');
    expect(robotsTxt({ base: '/tienda/*/' })).toContain('Disallow: /tienda/*/en/mis-compras\n');
  });
});
