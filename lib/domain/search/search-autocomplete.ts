import type { ProductType } from '@/lib/domain/vocabulary';

import { LIST_SEARCH_MAX_LENGTH, prefixPhraseQuery } from '../catalogue/list-search';
import { TYPE_SEGMENTS } from '../paths/product-paths';
import { shopHref } from '../paths/tenancy';

/**
 * The shop search bar (spec 01 §2 "Search bar", §5, §9): a type selector and an asynchronous
 * autocomplete over the shop's items.
 */

/** Spec 01 §9: the autocomplete asks the API this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * Spec 03 §9 "Autocomplete options: 5 (10 for product search)": suggestions shown under the
 * input (the create option comes after them).
 */
export const AUTOCOMPLETE_LIMIT = 5;
export const AUTOCOMPLETE_PRODUCT_LIMIT = 10;

/** How many suggestions a search of `type` offers (every type at once counts as 'other'). */
export function autocompleteLimit(type: ProductType | undefined): number {
  return type === 'product' ? AUTOCOMPLETE_PRODUCT_LIMIT : AUTOCOMPLETE_LIMIT;
}

/**
 * The search API query the autocomplete sends for `text`. It shows no match count, so it asks for
 * none beyond its page (`check_at_least` = `limit`): a full page then needs no counting query.
 */
export function autocompleteQuery(text: string, type: ProductType | undefined) {
  const limit = String(autocompleteLimit(type));
  return { text, ...(type ? { type } : {}), limit, check_at_least: limit };
}

/** The API's limit on search text (lib/api/schemas/product.ts). */
export const SEARCH_TEXT_MAX_LENGTH = LIST_SEARCH_MAX_LENGTH;

/** The type selector's options, in the spec's order. */
export const SEARCH_TYPES = [
  'product',
  'digital',
  'service',
  'experience',
] as const satisfies readonly ProductType[];

/** The query parameter the type lists read their text filter from. */
export const TYPE_LIST_SEARCH_PARAM = 'search';

/**
 * The text the autocomplete searches for: trimmed and lower-cased (§5), cut to the API's limit;
 * `null` for empty or blank input, which gets no options and no request.
 */
export function autocompleteText(input: string): string | null {
  const text = input.trim().toLowerCase().slice(0, SEARCH_TEXT_MAX_LENGTH).trim();
  return text === '' ? null : text;
}

/** A type's list page, `{base}productos` etc. */
export function typeListHref(base: string, type: ProductType): string {
  return shopHref(base, TYPE_SEGMENTS[type]);
}

/**
 * The 'create' option: the type list filtered by the text in quotes with an asterisk
 * (`{base}productos?search=%22cafe%22*`).
 */
export function createOptionHref(base: string, type: ProductType, text: string): string {
  return `${typeListHref(base, type)}?${TYPE_LIST_SEARCH_PARAM}=${encodeURIComponent(prefixPhraseQuery(text))}`;
}
