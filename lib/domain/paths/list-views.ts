import { TYPE_SEGMENTS, type TypeSegment } from './product-paths';

/**
 * Cacheable addresses for the storefront's type lists (issue 23). A list read by its query
 * (`productos?page=2&sort=-list_price`) would render per request; the middleware rewrites such a
 * request to a path of its own (`productos/2_-list_price`), which Next renders once and serves
 * from the cache like the shop home, so the page reads its page and sort from the path. A search
 * (`?search=`) stays per request: its text has no bound.
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
}

/** `2` for page 2 in the shop's order, `2_-list_price` sorted; page 1 in its own order is `1`. */
export function listViewSegment({ page, sort }: ListView): string {
  return sort === DEFAULT_PRODUCT_SORT ? String(page) : `${page}_${sort}`;
}

const VIEW = /^(\d{1,5})(?:_(-?[a-z_]{1,30}))?$/;

/** The page and sort of a view segment; null for anything `listViewSegment` does not write. */
export function parseListViewSegment(segment: string): ListView | null {
  const match = VIEW.exec(segment);
  if (!match) return null;
  const page = Number(match[1]);
  if (page < 1 || page > MAX_VIEW_PAGE || match[1] !== String(page)) return null;
  const sort = match[2] ?? DEFAULT_PRODUCT_SORT;
  if (!isProductSort(sort)) return null;
  // One address per view: the default sort is never spelled out.
  if (match[2] === DEFAULT_PRODUCT_SORT) return null;
  return { page, sort };
}

function isProductSort(value: string): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value);
}

/** What a list's query asks for, read as the page does: anything unusable means page 1, own order. */
export function listViewFromQuery(query: URLSearchParams): ListView {
  const pageText = query.get('page')?.trim() ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  const sort = query.get('sort') ?? '';
  return {
    page: page >= 1 && page <= MAX_VIEW_PAGE ? page : 1,
    sort: isProductSort(sort) ? sort : DEFAULT_PRODUCT_SORT,
  };
}

const LIST_SEGMENTS: ReadonlySet<string> = new Set<TypeSegment>(Object.values(TYPE_SEGMENTS));

/**
 * The cacheable internal path for an internal shop path and its query, or null when the request
 * is not a type list or must render per request (a search). `internalPath` is the middleware's
 * rewrite target (`/<locale>/s/<mode>/<scheme>/<slug>/productos`).
 */
export function listViewRewrite(internalPath: string, query: URLSearchParams): string | null {
  const last = internalPath.slice(internalPath.lastIndexOf('/') + 1);
  if (!LIST_SEGMENTS.has(last)) return null;
  // A search, even an empty one after trimming, is the per-request page's to answer.
  if ((query.get('search') ?? '').trim() !== '') return null;
  return `${internalPath}/${listViewSegment(listViewFromQuery(query))}`;
}
