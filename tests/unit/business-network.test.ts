import { describe, expect, it } from 'vitest';

import { networkItemHref, networkShopHref } from '@/lib/domain/business-network/network-links';
import {
  isIndexableSearch,
  keptParams,
  networkApiQuery,
  parseBusinessSearch,
  parseProductSearch,
} from '@/lib/domain/business-network/network-query';
import {
  PLATFORM_SITEMAP_PATHS,
  platformSitemapUrl,
  platformSitemapXml,
} from '@/lib/domain/business-network/platform-sitemap';

describe('business network search from the address', () => {
  it('reads text, a known type and the 1-based page', () => {
    expect(parseBusinessSearch({ text: '  café ', type: 'supplier', page: '3' })).toEqual({
      text: 'café',
      type: 'supplier',
      page: 3,
    });
    expect(parseProductSearch({ text: 'taza', type: ['service', 'digital'] })).toEqual({
      text: 'taza',
      type: 'service',
      page: 1,
    });
  });

  it('turns unusable values into no filter and page 1, never an error', () => {
    expect(parseBusinessSearch({ type: 'all', page: '0' })).toEqual({
      text: '',
      type: null,
      page: 1,
    });
    expect(parseBusinessSearch({ type: 'franchise', page: 'x' }).type).toBeNull();
    expect(parseProductSearch({ type: 'toy', page: '-2' })).toEqual({
      text: '',
      type: null,
      page: 1,
    });
    expect(parseProductSearch({ text: 'a'.repeat(300) }).text).toHaveLength(100);
  });

  it('asks the API for the offset of the page and only the filters that are set', () => {
    expect(networkApiQuery({ text: '', type: null, page: 1 }, 12)).toEqual({
      offset: '0',
      limit: '12',
    });
    expect(networkApiQuery({ text: 'cafe', type: 'shop', page: 3 }, 12)).toEqual({
      text: 'cafe',
      type: 'shop',
      offset: '24',
      limit: '12',
    });
  });

  it('keeps the search in paging links and indexes only the unfiltered lists', () => {
    expect(keptParams({ text: 'cafe', type: null, page: 2 })).toEqual({ text: 'cafe' });
    expect(keptParams({ text: '', type: 'digital', page: 1 })).toEqual({ type: 'digital' });
    expect(isIndexableSearch({ text: '', type: null, page: 4 })).toBe(true);
    expect(isIndexableSearch({ text: 'cafe', type: null, page: 1 })).toBe(false);
    expect(isIndexableSearch({ text: '', type: 'shop', page: 1 })).toBe(false);
  });
});

describe('business network links', () => {
  it('leads to a shop by its path on the platform host', () => {
    expect(networkShopHref('Cafe-Altura')).toBe('/tienda/cafe-altura');
  });

  it("leads to an item's page in the shop that sells it, by its type", () => {
    expect(networkItemHref('moda', { type: 'product', owner: 'sup_1', id: 'prd_9' })).toBe(
      '/tienda/moda/productos/sup_1/prd_9',
    );
    expect(networkItemHref('moda', { type: 'experience', owner: 'sup_1', id: 'prd_2' })).toBe(
      '/tienda/moda/experiencias/sup_1/prd_2',
    );
  });
});

describe('platform sitemap', () => {
  const site = { rootDomain: 'example.mx', protocol: 'https' };

  it('lists the network, the marketplace, the landings and the legal pages on the platform host', () => {
    const xml = platformSitemapXml(site);
    for (const path of [
      '/red-comercial',
      '/products',
      '/marketplace',
      '/proveedores',
      '/mkt/facturacion',
      '/terms',
      '/privacidad',
      '/copyright',
    ]) {
      expect(xml).toContain(`<loc>https://example.mx${path}</loc>`);
      expect(xml).toContain(`<loc>https://example.mx/en${path}</loc>`);
    }
    // Each page in both languages, with hreflang links between them.
    expect(xml).toContain('<loc>https://example.mx/</loc>');
    expect(xml).toContain(
      '<loc>https://example.mx/en</loc><xhtml:link rel="alternate" hreflang="es" href="https://example.mx/"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://example.mx/en"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.mx/"/>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(PLATFORM_SITEMAP_PATHS.length * 2);
    expect(platformSitemapUrl(site)).toBe('https://example.mx/sitemap.xml');
  });
});
