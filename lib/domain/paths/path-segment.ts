/**
 * A path segment as Next hands it to a page (raw, possibly percent-encoded), decoded; the segment
 * as it is when it cannot be decoded (a stray `%`), so it is compared as text and matches nothing.
 */
export function decodedSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
