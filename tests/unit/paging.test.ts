import {
  clampPage,
  listSummary,
  pageCount,
  pageFromQuery,
  pageHref,
  pageOffset,
  pageWindow,
  queryValue,
  TYPE_PAGE_SIZES,
} from '@/lib/domain/request/paging';

describe('page numbers from the query', () => {
  it('reads 1-based pages', () => {
    expect(pageFromQuery('1')).toBe(1);
    expect(pageFromQuery('2')).toBe(2);
    expect(pageFromQuery(' 7 ')).toBe(7);
    expect(pageFromQuery(['3', '9'])).toBe(3);
  });

  it.each([undefined, '', '0', '-1', '2.5', '1e3', 'x', '0x10', '99999999', '10001', []])(
    'treats %j as page 1',
    (value) => {
      expect(pageFromQuery(value as string | string[] | undefined)).toBe(1);
    },
  );

  it('takes the first of repeated values', () => {
    expect(queryValue(['a', 'b'])).toBe('a');
    expect(queryValue('a')).toBe('a');
    expect(queryValue(undefined)).toBeUndefined();
  });
});

describe('page math', () => {
  it('turns pages into API offsets', () => {
    expect(pageOffset(1, 36)).toBe(0);
    expect(pageOffset(2, 36)).toBe(36);
    expect(pageOffset(3, 18)).toBe(36);
    expect(pageOffset(0, 30)).toBe(0);
  });

  it('counts pages', () => {
    expect(pageCount(0, 36)).toBe(0);
    expect(pageCount(1, 36)).toBe(1);
    expect(pageCount(36, 36)).toBe(1);
    expect(pageCount(37, 36)).toBe(2);
    expect(pageCount(100, 0)).toBe(0);
  });

  it('clamps a page into the range', () => {
    expect(clampPage(5, 3)).toBe(3);
    expect(clampPage(-2, 3)).toBe(1);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(4, 0)).toBe(1);
  });

  it('uses the spec page sizes: 36, 18 for services', () => {
    expect(TYPE_PAGE_SIZES).toEqual({ product: 36, service: 18, experience: 36, digital: 36 });
  });
});

describe('page windows', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('shows the ends and the neighbours, with gaps', () => {
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageWindow(1, 12)).toEqual([1, 2, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 11, 12]);
  });

  it('shows a single hidden page instead of a gap', () => {
    expect(pageWindow(4, 12)).toEqual([1, 2, 3, 4, 5, null, 12]);
  });

  it('clamps a current page past the end', () => {
    expect(pageWindow(40, 5)).toEqual([1, null, 4, 5]);
  });
});

describe('page addresses', () => {
  it('keeps other values, leaves out page 1 and empty values', () => {
    expect(pageHref('/tienda/demo/', 'productos', { sort: '-list_price' }, 2)).toBe(
      '/tienda/demo/productos?sort=-list_price&page=2',
    );
    expect(pageHref('/tienda/demo/', 'productos', { sort: undefined }, 1)).toBe(
      '/tienda/demo/productos',
    );
    expect(pageHref('/', 'catalogos/ropa', { search: 'playera roja' }, 1)).toBe(
      '/catalogos/ropa?search=playera+roja',
    );
  });
});

describe("the line under a list's title", () => {
  const pageOf = ({ page, count }: { page: number; count: number }) => `página ${page} de ${count}`;

  it('says the count, and the page when there are several', () => {
    expect(listSummary('40 entradas', { page: 2, pages: 5 }, pageOf)).toBe(
      '40 entradas · página 2 de 5',
    );
    expect(listSummary('3 entradas', { page: 1, pages: 1 }, pageOf)).toBe('3 entradas');
  });

  it('leaves out a page past the end and says nothing for an empty list', () => {
    expect(listSummary('40 entradas', { page: 9, pages: 5 }, pageOf)).toBe('40 entradas');
    expect(listSummary(null, { page: 1, pages: 0 }, pageOf)).toBeNull();
  });

  it('says only the page while searching (the results bar says the count)', () => {
    expect(listSummary(null, { page: 2, pages: 3 }, pageOf)).toBe('página 2 de 3');
  });
});
