/** A later look at the page after a write, when the first one may still have read the old cache. */
export const SECOND_REFRESH_MS = 1500;

/**
 * Shows a write on the server-rendered page: refreshes it at once and once more a moment later.
 * Next commits the cache expiry of an API write (`revalidateTag` in a route handler) after the
 * answer is sent, so a refresh made right on the answer can still be served the old page; the
 * second one sees the new. (A refresh is cheap for the visitor: only what changed re-renders.)
 */
export function refreshAfterWrite(router: { refresh: () => void }): void {
  router.refresh();
  setTimeout(() => router.refresh(), SECOND_REFRESH_MS);
}
