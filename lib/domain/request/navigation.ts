/** The `Sec-Fetch-*` request headers browsers send (absent from older browsers and scripts). */
export interface FetchMetadata {
  site?: string | null;
  mode?: string | null;
  dest?: string | null;
}

/**
 * Whether a request is the browser opening a page in its window: not a script's `fetch`, not a
 * frame. Without the headers (an older browser) the answer is yes; the step it guards still needs
 * the visitor's own cookies.
 */
export function isTopLevelNavigation(meta: FetchMetadata): boolean {
  const mode = meta.mode?.trim().toLowerCase();
  const dest = meta.dest?.trim().toLowerCase();
  return (!mode || mode === 'navigate') && (!dest || dest === 'document');
}

/**
 * Whether a form post came from a page of this very origin: `Sec-Fetch-Site: same-origin`, or
 * without it an `Origin` whose host is the request's. Stricter than the API's cross-site check:
 * a sibling shop's sub-domain does not pass.
 */
export function isSameOriginPost(
  meta: FetchMetadata & { origin?: string | null; host?: string | null },
): boolean {
  const site = meta.site?.trim().toLowerCase();
  if (site) return site === 'same-origin';
  if (!meta.origin || !meta.host) return false;
  try {
    return new URL(meta.origin).host.toLowerCase() === meta.host.trim().toLowerCase();
  } catch {
    return false;
  }
}
