import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonLdScript } from '@/lib/domain/seo/json-ld';
import { listPageData } from '@/lib/server/seo/list-seo';
import { pageBreadcrumbData } from '@/lib/server/storefront/shop-seo';

const shop = { slug: 'demo', canonical_url: null, canonical_domain: null };

afterEach(() => vi.unstubAllEnvs());

describe('listPageData (ItemList of a list page)', () => {
  it('lists the canonical URLs of the pages a list links, in order, and survives the script escaping', () => {
    vi.stubEnv('ROOT_DOMAIN', 'localhost:3000');
    vi.stubEnv('PUBLIC_PROTOCOL', '');
    const data = listPageData(shop, ['productos/sup_1/prd_1', 'catalogos/ropa-y-calzado'], 'es');
    expect(JSON.parse(jsonLdScript(data))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          url: 'http://demo.localhost:3000/productos/sup_1/prd_1',
        },
        {
          '@type': 'ListItem',
          position: 2,
          url: 'http://demo.localhost:3000/catalogos/ropa-y-calzado',
        },
      ],
    });
  });

  it('names the canonical domain when the shop has one', () => {
    vi.stubEnv('ROOT_DOMAIN', 'example.mx');
    const data = listPageData(
      { ...shop, canonical_domain: 'tiendademo.mx' },
      ['servicios/sup_2/prd_9'],
      'es',
    );
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: 'https://tiendademo.mx/servicios/sup_2/prd_9' },
    ]);
  });

  it('names the English addresses on an English page', () => {
    vi.stubEnv('ROOT_DOMAIN', 'localhost:3000');
    vi.stubEnv('PUBLIC_PROTOCOL', '');
    const data = listPageData(shop, ['productos/sup_1/prd_1'], 'en');
    expect(data.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        url: 'http://demo.localhost:3000/en/productos/sup_1/prd_1',
      },
    ]);
  });
});

describe('pageBreadcrumbData (BreadcrumbList of a shop page)', () => {
  it("walks the page's own language's addresses, from the shop home", () => {
    vi.stubEnv('ROOT_DOMAIN', 'localhost:3000');
    vi.stubEnv('PUBLIC_PROTOCOL', '');
    const trail = [{ label: 'Blogs', path: 'blogs' }];
    const english = pageBreadcrumbData({ ...shop, name: 'Demo' }, trail, 'en');
    expect(english.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Demo', item: 'http://demo.localhost:3000/en' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Blogs',
        item: 'http://demo.localhost:3000/en/blogs',
      },
    ]);
    const spanish = pageBreadcrumbData({ ...shop, name: 'Demo' }, trail, 'es');
    expect(spanish.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Demo', item: 'http://demo.localhost:3000/' },
      { '@type': 'ListItem', position: 2, name: 'Blogs', item: 'http://demo.localhost:3000/blogs' },
    ]);
  });
});
