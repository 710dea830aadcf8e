import { z } from 'zod';

import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './slug-rule';

export { isValidSlug, SLUG_MAX_LENGTH, SLUG_PATTERN } from './slug-rule';

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
