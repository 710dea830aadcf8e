import { listSearchText } from '../catalogue/list-search';
import { TYPE_SEGMENTS, type TypeSegment } from './product-paths';
import { decodeSearchSegment, encodeSearchSegment } from './search-segment';

/**
 * Cacheable addresses for the storefront's type lists (issue 23). A list read by its query
 * (`productos?page=2&sort=-list_price`) would render per request; the middleware rewrites such a
 * request to a path of its own (`productos/2_-list_price`), which Next renders once and serves
 * from the cache like the shop home, so the page reads its page and sort from the path. A search
 * goes the same way, its text normalised as the page reads it and written as a path segment
 * (`productos?search=caf&page=2` → `productos/2~Y2Fm`, see search-segment.ts): one address per
 * meaning. Visitors' texts have no bound, so the cache keeps these pages in memory only, in its
 * bounded layer (server/shared-cache/search-views.mjs). The catalogue pages do the same with their
 * page and search (`catalogos/lo-mas-vendido?page=2` → `catalogos-vista/2/lo-mas-vendido`).
 *
 * Edge-safe (the middleware imports it): no zod, no server modules.
 */

/** The orders a list can be sorted in (the API's `sort`); the first is the shop's own order. */
export const PRODUCT_SORTS = ['queue_position', '-list_price', 'list_price'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'queue_position';

/** The highest page a list address may name (the API refuses offsets past 1,000,000). */
const MAX_VIEW_PAGE = 10_000;

export interface ListView {
  page: number;
  sort: ProductSort;
  /** The search text as the page reads it (`listSearchText`); `''` for none. */
  search: string;
}

/** What comes between a view's page and its search text (never in a sort or in base64url). */
const SEARCH_VIEW_MARK = '~';

/**
 * `2` for page 2 in the shop's order, `2_-list_price` sorted, `2~Y2Fm` page 2 of a search for
 * `caf`; page 1 in its own order is `1`. Search results come in the shop's order: no sort.
 */
export function listViewSegment({ page, sort, search }: ListView): string {
  if (search) return `${page}${SEARCH_VIEW_MARK}${encodeSearchSegment(search)}`;
  return sort === DEFAULT_PRODUCT_SORT ? String(page) : `${page}_${sort}`;
}

const VIEW = /^(\d{1,5})(?:_(-?[a-z_]{1,30})|~([A-Za-z0-9_-]{1,600}))?$/;

/**
 * The page, sort and search of a type list's view segment; null for anything `listViewSegment`
 * does not write (a search text the page would read otherwise has another address).
 */
export function parseListViewSegment(segment: string): ListView | null {
  const match = VIEW.exec(segment);
  if (!match) return null;
  const page = Number(match[1]);
  if (page < 1 || page > MAX_VIEW_PAGE || match[1] !== String(page)) return null;
  if (match[3] !== undefined) {
    const search = decodeSearchSegment(match[3]);
    if (search === null || listSearchText(search) !== search) return null;
    return { page, sort: DEFAULT_PRODUCT_SORT, search };
  }
  const sort = match[2] ?? DEFAULT_PRODUCT_SORT;
  if (!isProductSort(sort)) return null;
  // One address per view: the default sort is never spelled out.
  if (match[2] === DEFAULT_PRODUCT_SORT) return null;
  return { page, sort, search: '' };
}

function isProductSort(value: string): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value);
}

/**
 * What a list's query asks for, read as the page does: anything unusable means page 1, own order,
 * no search; a search has no sort (its results come in the shop's order).
 */
export function listViewFromQuery(query: URLSearchParams): ListView {
  const pageText = query.get('page')?.trim() ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  const sort = query.get('sort') ?? '';
  const search = listSearchText(query.get('search') ?? '');
  return {
    page: page >= 1 && page <= MAX_VIEW_PAGE ? page : 1,
    sort: !search && isProductSort(sort) ? sort : DEFAULT_PRODUCT_SORT,
    search,
  };
}

const LIST_SEGMENTS: ReadonlySet<string> = new Set<TypeSegment>(Object.values(TYPE_SEGMENTS));

/**
 * An internal shop path (`/<locale>/s/<mode>/<scheme>/<slug>/…`, see tenancy.ts
 * `internalShopPath`) split into its shop prefix and the segments of the path inside the shop
 * (none for the shop home); null for anything else. The slug is never read as a path inside the
 * shop: a shop slugged `productos` has its home at `…/productos`, which is no list.
 */
function splitInternalShopPath(
  internalPath: string,
): { prefix: string; segments: string[] } | null {
  const parts = internalPath.split('/');
  if (parts.length < 6 || parts[0] !== '' || parts[2] !== 's') return null;
  const segments = parts.slice(6);
  // The shop home may come with a trailing slash; any other empty segment names no page.
  if (segments.length === 1 && segments[0] === '')
    return { prefix: parts.slice(0, 6).join('/'), segments: [] };
  if (segments.some((segment) => segment === '')) return null;
  return { prefix: parts.slice(0, 6).join('/'), segments };
}

/**
 * The cacheable internal path for an internal shop path and its query, or null when the request
 * is not a type list. `internalPath` is the middleware's rewrite target
 * (`/<locale>/s/<mode>/<scheme>/<slug>/productos`).
 */
export function listViewRewrite(internalPath: string, query: URLSearchParams): string | null {
  const shop = splitInternalShopPath(internalPath);
  if (!shop || shop.segments.length !== 1 || !LIST_SEGMENTS.has(shop.segments[0]!)) return null;
  return `${internalPath}/${listViewSegment(listViewFromQuery(query))}`;
}

/**
 * The folder of the cached catalogue pages (`app/…/[shop]/catalogos-vista`): the list of
 * catalogues at `catalogos-vista/<view>`, a catalogue at `catalogos-vista/<view>/<catalogue>` and
 * by its owner at `catalogos-vista/<view>/<owner>/<slug>`. The view comes first because under
 * `catalogos/` every segment is already a catalogue key (or an owner), so no path there is free for it.
 */
export const CATALOGUE_VIEWS_SEGMENT = 'catalogos-vista';

/** The public folder of the catalogue pages (spec 01 §2 `{base}catalogos`). */
const CATALOGUES_SEGMENT = 'catalogos';

/** A catalogue page's view: its page and search (catalogues are shown in their own order only). */
export interface CatalogueView {
  page: number;
  search: string;
}

/** A catalogue page's view segment, written as a type list's (`2`, `2~Y2Fm`). */
export function catalogueViewSegment({ page, search }: CatalogueView): string {
  return listViewSegment({ page, sort: DEFAULT_PRODUCT_SORT, search });
}

/** The page and search of a catalogue view segment; null for anything it does not write. */
export function parseCatalogueViewSegment(segment: string): CatalogueView | null {
  const view = parseListViewSegment(segment);
  return view && view.sort === DEFAULT_PRODUCT_SORT
    ? { page: view.page, search: view.search }
    : null;
}

/**
 * The cacheable internal path of a catalogue page (`catalogos`, `catalogos/<catalogue>`,
 * `catalogos/<owner>/<slug>`) and its query, or null when the request is none of them. The page
 * and search are read as the page reads them (anything unusable is page 1, spaces no search); the
 * list of catalogues has no search, so its text is dropped.
 */
export function catalogueViewRewrite(internalPath: string, query: URLSearchParams): string | null {
  const shop = splitInternalShopPath(internalPath);
  if (!shop) return null;
  const [first, ...keys] = shop.segments;
  if (first !== CATALOGUES_SEGMENT || keys.length > 2) return null;
  const { page, search } = listViewFromQuery(query);
  const view = catalogueViewSegment({ page, search: keys.length > 0 ? search : '' });
  return [shop.prefix, CATALOGUE_VIEWS_SEGMENT, view, ...keys].join('/');
}

/** The cacheable internal path of a type list or catalogue request; null when it has none. */
export function storefrontViewRewrite(internalPath: string, query: URLSearchParams): string | null {
  return listViewRewrite(internalPath, query) ?? catalogueViewRewrite(internalPath, query);
}
