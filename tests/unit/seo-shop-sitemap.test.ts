import { beforeEach, describe, expect, it, vi } from 'vitest';

import { shopSitemapXml } from '@/lib/server/seo/shop-sitemap';

// The platform's address comes from the environment (lib/env.ts publicSite).
vi.stubEnv('ROOT_DOMAIN', 'example.mx');
vi.stubEnv('PUBLIC_PROTOCOL', '');

const state = vi.hoisted(() => ({
  total: 3,
  catalogues: [{ slug: 'regalos', updated_at: '2025-01-01T00:00:00.000Z' }],
  sections: ['products', 'services'],
  blog: [] as Array<{ slug: string; updated_at: string }>,
}));

vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn }));
vi.mock('@/lib/server/storefront/storefront-reads', () => ({
  readShop: async (slug: string) =>
    slug === 'demo'
      ? {
          slug: 'demo',
          canonical_url: null,
          canonical_domain: null,
          store_theme_info: { sections_info: state.sections },
        }
      : null,
}));

/** A fake listing of `state.total` items `prd_0…`, all of type product, in id order. */
function entries(offset: number, limit: number) {
  const count = Math.max(0, Math.min(limit, state.total - offset));
  return Array.from({ length: count }, (_, i) => ({
    id: `prd_${offset + i}`,
    owner: 'sup',
    type: 'product' as const,
    updated_at: new Date(Date.UTC(2025, 0, 1) + (offset + i) * 1000).toISOString(),
  }));
}

vi.mock('@/lib/server/seo/sitemap-reads', () => ({
  LISTING_INDEX_CHUNK: 10_000,
  readAllCatalogues: async (slug: string) => (slug === 'demo' ? state.catalogues : null),
  readListingIndex: async (slug: string, offset: number, limit = 10_000) =>
    slug === 'demo' ? { results: entries(offset, limit), matches_estimated: state.total } : null,
  readListingRange: async (slug: string, offset: number, limit: number) =>
    slug === 'demo' ? entries(offset, limit) : null,
}));

vi.mock('@/lib/server/blogs/blog-reads', () => ({
  readBlogSitemapEntries: async (slug: string) => (slug === 'demo' ? state.blog : null),
}));

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('shopSitemapXml', () => {
  beforeEach(() => {
    state.total = 3;
    state.sections = ['products', 'services'];
    state.blog = [];
  });

  it('lists the blog and its published entries when the shop shows its blog', async () => {
    state.blog = [{ slug: 'nuestra-historia', updated_at: '2025-03-01T00:00:00.000Z' }];
    expect(locs((await shopSitemapXml('demo', null))!)).not.toContain(
      'https://demo.example.mx/blogs',
    );
    state.sections = ['products', 'services', 'blogs'];
    const xml = (await shopSitemapXml('demo', null))!;
    expect(locs(xml)).toEqual(
      expect.arrayContaining([
        'https://demo.example.mx/blogs',
        'https://demo.example.mx/blogs/nuestra-historia',
      ]),
    );
    expect(xml).toContain('<lastmod>2025-03-01');
  });

  it('is one urlset of canonical URLs for a small shop, dated by the newest items', async () => {
    const xml = (await shopSitemapXml('demo', null))!;
    expect(xml).toContain('<urlset');
    // Each page in Spanish (the bare address) and in English (`en/` after the base).
    expect(locs(xml)).toEqual(
      [
        '',
        'productos',
        'servicios',
        'catalogos',
        'catalogos/regalos',
        'productos/sup/prd_0',
        'productos/sup/prd_1',
        'productos/sup/prd_2',
      ].flatMap((path) => [
        `https://demo.example.mx/${path}`,
        `https://demo.example.mx/en${path ? `/${path}` : ''}`,
      ]),
    );
    expect(xml).toContain(
      '<url><loc>https://demo.example.mx/</loc><lastmod>2025-01-01T00:00:02.000Z</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="es" href="https://demo.example.mx/"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://demo.example.mx/en"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://demo.example.mx/"/></url>',
    );
    expect(await shopSitemapXml('demo', '1')).toBe(xml);
    expect(await shopSitemapXml('demo', '2')).toBeNull();
  });

  it('keeps exactly 50,000 URLs (25,000 pages in two languages) in one file', async () => {
    state.total = 24_995;
    const xml = (await shopSitemapXml('demo', null))!;
    expect(locs(xml)).toHaveLength(50_000);
  });

  it('becomes an index beyond 50,000 URLs: page 1 the shop pages, then 25,000 items a page', async () => {
    state.total = 120_000;
    const index = (await shopSitemapXml('demo', null))!;
    expect(index).toContain('<sitemapindex');
    expect(locs(index)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `https://demo.example.mx/sitemap.xml?page=${n}`),
    );

    expect(locs((await shopSitemapXml('demo', '1'))!)).toEqual([
      'https://demo.example.mx/',
      'https://demo.example.mx/en',
      'https://demo.example.mx/productos',
      'https://demo.example.mx/en/productos',
      'https://demo.example.mx/servicios',
      'https://demo.example.mx/en/servicios',
      'https://demo.example.mx/catalogos',
      'https://demo.example.mx/en/catalogos',
      'https://demo.example.mx/catalogos/regalos',
      'https://demo.example.mx/en/catalogos/regalos',
    ]);
    const second = locs((await shopSitemapXml('demo', '2'))!);
    expect(second).toHaveLength(50_000);
    expect(second[0]).toBe('https://demo.example.mx/productos/sup/prd_0');
    const last = locs((await shopSitemapXml('demo', '6'))!);
    expect(last).toHaveLength(40_000);
    expect(last.at(-1)).toBe('https://demo.example.mx/en/productos/sup/prd_119999');
    expect(await shopSitemapXml('demo', '7')).toBeNull();
    expect(await shopSitemapXml('demo', 'x')).toBeNull();
  });

  it('is null (404) for an unknown shop', async () => {
    expect(await shopSitemapXml('nadie', null)).toBeNull();
  });
});
