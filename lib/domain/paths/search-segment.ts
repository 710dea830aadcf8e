/**
 * A visitor's search text as a path segment (issue 23): the middleware moves `?search=` into the
 * path of a cached list view, and any text (spaces, slashes, accents, emoji) must survive as one
 * segment that Next neither splits nor decodes. Base64url of the text's UTF-8 bytes, unpadded:
 * `café` → `Y2Fmw6k`. Edge-safe (the middleware imports it): `btoa`/`atob` and the text codecs.
 */

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The segment of a search text (at least one character). */
export function encodeSearchSegment(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The text of a segment `encodeSearchSegment` wrote; null for anything else (another alphabet,
 * bytes that are not UTF-8, or a spelling that decodes but is not the one it writes).
 */
export function decodeSearchSegment(segment: string): string | null {
  if (!BASE64URL.test(segment)) return null;
  let text: string;
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // One segment per text: a last character's spare bits could otherwise spell it several ways.
  return text !== '' && encodeSearchSegment(text) === segment ? text : null;
}
