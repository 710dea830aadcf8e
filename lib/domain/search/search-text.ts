/** Escapes LIKE wildcards so a shopper's `%` or `_` matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A prefix tsquery for autocomplete: every word must match, the last one as a prefix
 * ("cafe org" finds "café orgánico"). Only letters and digits survive, so the result is always a
 * valid tsquery; empty when nothing is left.
 */
export function prefixTsQuery(text: string): string {
  const words = text
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}
