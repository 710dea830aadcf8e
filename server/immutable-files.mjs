// The build's immutable files (`/_next/static/…`: hashed names, `Cache-Control: immutable`, a
// year's max-age) are fetched once and never revalidated, so the headers that only serve
// revalidation and partial fetches are bytes for nothing on each of a page's ~14 scripts (issue
// 23's script bytes, as Lighthouse counts them, headers included).
export const IMMUTABLE_FILES = '/_next/static/';

/** Answer headers an immutable file goes without: validators and the range offer (~100 bytes). */
const UNNEEDED = new Set(['etag', 'last-modified', 'accept-ranges']);

/**
 * For a request of an immutable file, the answer leaves out its `ETag`, `Last-Modified` and
 * `Accept-Ranges` (Next's static server sets them; without validators a conditional request is
 * answered in full, which no browser sends for an immutable file). Other answers are untouched.
 */
export function dropRevalidationHeaders(req, res) {
  if (!req.url?.startsWith(IMMUTABLE_FILES)) return;
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) =>
    UNNEEDED.has(String(name).toLowerCase()) ? res : setHeader(name, value);
}
