/** Spec 01 §5: a store slug holds ASCII letters, digits, underscore and hyphen only. */
export const SLUG_PATTERN = /^[A-Za-z0-9_-]+$/;

// A slug is also a DNS label (`<slug>.<root>`), and a label holds at most 63 characters.
export const SLUG_MAX_LENGTH = 63;

/** Zod-free so the edge middleware can use it without shipping zod. */
export function isValidSlug(s: string): boolean {
  return s.length >= 1 && s.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(s);
}
