import { z } from 'zod';

/** Spec 01 §5: a store slug holds ASCII letters, digits, underscore and hyphen only. */
export const SLUG_PATTERN = /^[A-Za-z0-9_-]+$/;

// A slug is also a DNS label (`<slug>.<root>`), and a label holds at most 63 characters.
export const SLUG_MAX_LENGTH = 63;

export function isValidSlug(s: string): boolean {
  return s.length >= 1 && s.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(s);
}

/**
 * Host names are case-insensitive, so `MiTienda.example.mx` reaches the shop as `mitienda`.
 * The schema stores slugs lower-case so that lookups from the sub-domain and from
 * `/tienda/<slug>` agree.
 */
export const shopSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: 'Invalid slug' })
  .max(SLUG_MAX_LENGTH, { error: 'Invalid slug' })
  .regex(SLUG_PATTERN, { error: 'Invalid slug' });
