import { PRODUCT_TYPES, type ProductType } from '@/lib/domain/vocabulary';

import { pageFromQuery, pageOffset, queryValue } from '../request/paging';

/**
 * The business network's pages (spec 03 §2 `/red-comercial`, `/products`): what their GET search
 * forms send (`text`, `type`, 1-based `page`) read into an API query, and back into links that
 * keep the search. Nothing here throws: an unusable value means "no filter" or page 1, so a
 * hand-edited address still shows a page.
 */

/** Businesses per page of `/red-comercial`, items per page of `/products`. */
export const BUSINESS_PAGE_SIZE = 12;
export const NETWORK_PRODUCT_PAGE_SIZE = 24;
/** The longest search text the API takes (longer is cut, never refused, on the pages). */
export const NETWORK_TEXT_MAX = 100;

/** The businesses tab lists shops and suppliers, or one kind of them. */
export const BUSINESS_KINDS = ['shop', 'supplier'] as const;
export type BusinessKind = (typeof BUSINESS_KINDS)[number];
export const BUSINESS_FILTERS = ['all', ...BUSINESS_KINDS] as const;
export type BusinessFilter = (typeof BUSINESS_FILTERS)[number];

/** The public paths of the two tabs (platform host). */
export const BUSINESSES_PATH = '/red-comercial';
export const NETWORK_PRODUCTS_PATH = '/products';
export const MARKETPLACE_PATH = '/marketplace';

export type SearchParams = Readonly<Record<string, string | string[] | undefined>>;

export interface NetworkSearch<T extends string> {
  text: string;
  /** `null`: every type. */
  type: T | null;
  page: number;
}

function textFrom(params: SearchParams): string {
  return (queryValue(params.text) ?? '').trim().slice(0, NETWORK_TEXT_MAX);
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[]): T | null {
  return allowed.includes(value as T) ? (value as T) : null;
}

/** `/red-comercial?text=&type=shop|supplier&page=` (`all`, absent or unknown: both kinds). */
export function parseBusinessSearch(params: SearchParams): NetworkSearch<BusinessKind> {
  return {
    text: textFrom(params),
    type: oneOf(queryValue(params.type), BUSINESS_KINDS),
    page: pageFromQuery(params.page),
  };
}

/** `/products?text=&type=product|service|experience|digital&page=`. */
export function parseProductSearch(params: SearchParams): NetworkSearch<ProductType> {
  return {
    text: textFrom(params),
    type: oneOf(queryValue(params.type), PRODUCT_TYPES),
    page: pageFromQuery(params.page),
  };
}

/** The API query of a page: its offset and the filters that are set. */
export function networkApiQuery<T extends string>(
  search: NetworkSearch<T>,
  pageSize: number,
): { text?: string; type?: T; offset: string; limit: string } {
  return {
    ...(search.text ? { text: search.text } : {}),
    ...(search.type ? { type: search.type } : {}),
    offset: String(pageOffset(search.page, pageSize)),
    limit: String(pageSize),
  };
}

/** The query values the paging links keep (the page itself is added per link). */
export function keptParams<T extends string>(search: NetworkSearch<T>): Record<string, string> {
  return {
    ...(search.text ? { text: search.text } : {}),
    ...(search.type ? { type: search.type } : {}),
  };
}

/**
 * Crawlers index the unfiltered lists only: a search result (text or type) is one of endless
 * variations of the same content, so it is `noindex` (its links are still followed).
 */
export function isIndexableSearch<T extends string>(search: NetworkSearch<T>): boolean {
  return !search.text && !search.type;
}
