/**
 * Search results pages in the page cache (issue 23). The middleware sends a search to a cached
 * list view whose segment holds the text (`productos/2~Y2Fm`, `catalogos-vista/1~Y2Fm/ropa`; see
 * lib/domain/paths/list-views.ts). Visitors can type any text, so these entries must not go where
 * nothing removes them: they stay in a bounded memory layer (the local cache) or expire soon
 * (Redis). Plain JavaScript: Next loads the cache handler that reads it without our TypeScript.
 */

/** A view segment with a search text: the page, `~`, the text in base64url. */
const SEARCH_VIEW_SEGMENT = /\/\d{1,5}~[A-Za-z0-9_-]+(?:\/|$)/;

/** Whether a page cache key (it ends with the page's path) is a search results page. */
export function isSearchViewKey(key) {
  return SEARCH_VIEW_SEGMENT.test(key);
}

/** How long Redis keeps a search results page: a popular search outlives its 300 s, no more. */
export const SEARCH_VIEW_TTL_SECONDS = 10 * 60;
