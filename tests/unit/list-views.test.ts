import { describe, expect, it } from 'vitest';

import {
  catalogueViewRewrite,
  catalogueViewSegment,
  listViewRewrite,
  listViewSegment,
  parseCatalogueViewSegment,
  parseListViewSegment,
  PRODUCT_SORTS,
  storefrontViewRewrite,
} from '@/lib/domain/paths/list-views';

const LIST = '/es/s/p/auto/demo/productos';

function rewrite(path: string, query: string) {
  return listViewRewrite(path, new URLSearchParams(query));
}

describe('type list addresses the cache can keep', () => {
  it('sends a list page and sort to a path of their own', () => {
    expect(rewrite(LIST, '')).toBe(`${LIST}/1`);
    expect(rewrite(LIST, 'page=2')).toBe(`${LIST}/2`);
    expect(rewrite(LIST, 'page=3&sort=-list_price')).toBe(`${LIST}/3_-list_price`);
    expect(rewrite('/en/s/p/dark/cafe/servicios', 'sort=list_price')).toBe(
      '/en/s/p/dark/cafe/servicios/1_list_price',
    );
  });

  it('reads a query the way the page does: anything unusable is page 1 in the shop order', () => {
    expect(rewrite(LIST, 'page=0&sort=name')).toBe(`${LIST}/1`);
    expect(rewrite(LIST, 'page=abc')).toBe(`${LIST}/1`);
    expect(rewrite(LIST, 'page=99999999')).toBe(`${LIST}/1`);
    expect(rewrite(LIST, 'sort=queue_position')).toBe(`${LIST}/1`);
    // Tracking and other parameters do not change the list.
    expect(rewrite(LIST, 'referral=ana&page=2')).toBe(`${LIST}/2`);
  });

  it('sends a search to a path of its own, its text read as the page reads it, one address per meaning', () => {
    expect(rewrite(LIST, 'search=caf')).toBe(`${LIST}/1~Y2Fm`);
    expect(rewrite(LIST, 'search=caf%C3%A9&page=2')).toBe(`${LIST}/2~Y2Fmw6k`);
    // Quotes, a trailing star and extra spaces say the same search; a sort means nothing there.
    for (const query of ['search=%22caf%22*', 'search=%20caf%20%20', 'search=caf&sort=-list_price'])
      expect(rewrite(LIST, query)).toBe(`${LIST}/1~Y2Fm`);
    // Spaces alone are no search.
    expect(rewrite(LIST, 'search=%20%20&page=2')).toBe(`${LIST}/2`);
    // Any text stays one segment: slashes, question marks, emoji.
    const odd = rewrite(LIST, `search=${encodeURIComponent('a/b?c#d 😀')}`)!;
    expect(odd.startsWith(`${LIST}/1~`)).toBe(true);
    expect(odd.split('/')).toHaveLength(LIST.split('/').length + 1);
    expect(parseListViewSegment(odd.split('/').at(-1)!)).toEqual({
      page: 1,
      sort: 'queue_position',
      search: 'a/b?c#d 😀',
    });
  });

  it('leaves other pages and item pages to their own routes', () => {
    expect(rewrite('/es/s/p/auto/demo/productos/ana/p1', '')).toBeNull();
    expect(rewrite('/es/s/p/auto/demo/catalogos', 'page=2')).toBeNull();
    expect(rewrite('/es/s/p/auto/demo', '')).toBeNull();
  });

  it("reads the shop's path after the slug: a shop slugged like a list keeps its home", () => {
    expect(rewrite('/es/s/path/auto/productos', 'page=2')).toBeNull();
    expect(rewrite('/es/s/path/auto/servicios/', '')).toBeNull();
    expect(rewrite('/es/s/path/auto/productos/productos', '')).toBe(
      '/es/s/path/auto/productos/productos/1',
    );
    expect(rewrite('/es/s/p/auto/demo//productos', '')).toBeNull();
    expect(rewrite('/productos', '')).toBeNull();
  });

  it('writes each view once and reads back only what it writes', () => {
    for (const sort of PRODUCT_SORTS) {
      for (const page of [1, 2, 10_000]) {
        const view = { page, sort, search: '' };
        expect(parseListViewSegment(listViewSegment(view))).toEqual(view);
      }
    }
    for (const search of ['caf', 'café con leche', 'ñ'.repeat(100), 'a "b" c']) {
      const view = { page: 3, sort: 'queue_position' as const, search };
      expect(parseListViewSegment(listViewSegment(view))).toEqual(view);
    }
    for (const segment of [
      '0',
      '01',
      '10001',
      '1_queue_position',
      '1_name',
      '1_',
      'x',
      '1-list_price',
      // A search: not base64url, not UTF-8, a spelling it never writes, a text the page reads
      // otherwise (` caf`, `caf*`), a sort beside it, none at all.
      '1~Y2F+',
      '1~_w',
      '1~Y2F',
      '1~IGNhZg',
      '1~Y2FmKg',
      '1_-list_price~Y2Fm',
      '1~',
    ]) {
      expect(parseListViewSegment(segment)).toBeNull();
    }
  });
});

const SHOP = '/es/s/path/auto/demo';

function catalogueRewrite(path: string, query: string) {
  return catalogueViewRewrite(`${SHOP}${path}`, new URLSearchParams(query));
}

describe('catalogue addresses the cache can keep', () => {
  it('sends the list of catalogues, a catalogue and a catalogue by its owner, with the page, under catalogos-vista', () => {
    expect(catalogueRewrite('/catalogos', '')).toBe(`${SHOP}/catalogos-vista/1`);
    expect(catalogueRewrite('/catalogos', 'page=2')).toBe(`${SHOP}/catalogos-vista/2`);
    expect(catalogueRewrite('/catalogos/lo-mas-vendido', '')).toBe(
      `${SHOP}/catalogos-vista/1/lo-mas-vendido`,
    );
    expect(catalogueRewrite('/catalogos/lo-mas-vendido', 'page=2&referral=ana')).toBe(
      `${SHOP}/catalogos-vista/2/lo-mas-vendido`,
    );
    expect(catalogueRewrite('/catalogos/demo/lo-mas-vendido', 'page=3')).toBe(
      `${SHOP}/catalogos-vista/3/demo/lo-mas-vendido`,
    );
    // The key goes on as the address spells it: the page decodes it.
    expect(catalogueRewrite('/catalogos/caf%C3%A9', '')).toBe(
      `${SHOP}/catalogos-vista/1/caf%C3%A9`,
    );
    expect(
      catalogueViewRewrite('/en/s/dom/dark/tienda.example.mx/catalogos', new URLSearchParams()),
    ).toBe('/en/s/dom/dark/tienda.example.mx/catalogos-vista/1');
  });

  it('reads the page the way the page does, and ignores a sort: catalogues keep their own order', () => {
    for (const query of ['page=0', 'page=abc', 'page=2.5', 'page=99999999', 'sort=-list_price'])
      expect(catalogueRewrite('/catalogos/ropa', query)).toBe(`${SHOP}/catalogos-vista/1/ropa`);
    expect(catalogueRewrite('/catalogos/ropa', 'page=%202%20')).toBe(
      `${SHOP}/catalogos-vista/2/ropa`,
    );
  });

  it('sends a search inside a catalogue to its view; the list of catalogues has no search', () => {
    expect(catalogueRewrite('/catalogos/ropa', 'search=camisa&page=2')).toBe(
      `${SHOP}/catalogos-vista/2~Y2FtaXNh/ropa`,
    );
    expect(catalogueRewrite('/catalogos/demo/ropa', 'search=%20camisa%20')).toBe(
      `${SHOP}/catalogos-vista/1~Y2FtaXNh/demo/ropa`,
    );
    expect(catalogueRewrite('/catalogos/ropa', 'search=%20%20')).toBe(
      `${SHOP}/catalogos-vista/1/ropa`,
    );
    expect(catalogueRewrite('/catalogos', 'search=camisa')).toBe(`${SHOP}/catalogos-vista/1`);
  });

  it('leaves other paths alone: deeper ones, other pages, a shop slugged catalogos', () => {
    expect(catalogueRewrite('/catalogos/a/b/c', '')).toBeNull();
    expect(catalogueRewrite('/catalogos//ropa', '')).toBeNull();
    expect(catalogueRewrite('/productos', '')).toBeNull();
    expect(catalogueRewrite('', '')).toBeNull();
    expect(catalogueViewRewrite('/es/s/path/auto/catalogos', new URLSearchParams())).toBeNull();
    expect(catalogueRewrite('/catalogos-vista/2/ropa', '')).toBeNull();
  });

  it('writes each page once and reads back only what it writes', () => {
    for (const page of [1, 2, 10_000])
      for (const search of ['', 'camisa roja'])
        expect(parseCatalogueViewSegment(catalogueViewSegment({ page, search }))).toEqual({
          page,
          search,
        });
    for (const segment of ['0', '01', '10001', '1_-list_price', '1_queue_position', 'x', ''])
      expect(parseCatalogueViewSegment(segment)).toBeNull();
  });

  it('one rewrite for the middleware: a type list or a catalogue page', () => {
    const query = new URLSearchParams('page=2');
    expect(storefrontViewRewrite(`${SHOP}/productos`, query)).toBe(`${SHOP}/productos/2`);
    expect(storefrontViewRewrite(`${SHOP}/catalogos/ropa`, query)).toBe(
      `${SHOP}/catalogos-vista/2/ropa`,
    );
    expect(storefrontViewRewrite(`${SHOP}/franquicias`, query)).toBeNull();
  });
});
