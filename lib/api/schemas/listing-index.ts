import { z } from 'zod';

import { pagingQuery, resultsPage } from './common';
import { ProductTypeSchema } from './product';

/** A page of the listing index holds at most this many items: one sitemap file (sitemaps.org). */
export const LISTING_INDEX_MAX_LIMIT = 50_000;

/** What a sitemap needs of a listed item: its address parts and its last change. */
export const ListingIndexEntrySchema = z
  .object({
    id: z.string(),
    owner: z.string(),
    type: ProductTypeSchema,
    updated_at: z
      .string()
      .meta({ description: 'ISO 8601 date-time of the last change of the item' }),
  })
  .meta({ id: 'ListingIndexEntry' });
export type ListingIndexEntry = z.infer<typeof ListingIndexEntrySchema>;

export const ListingIndexPageSchema = resultsPage(ListingIndexEntrySchema).meta({
  id: 'ListingIndexPage',
});
export type ListingIndexPage = z.infer<typeof ListingIndexPageSchema>;

/** Paged by id; `matches_estimated` is the exact number of items. */
export const ListingIndexQuerySchema = z.object({ ...pagingQuery(1000, LISTING_INDEX_MAX_LIMIT) });
export type ListingIndexQuery = z.infer<typeof ListingIndexQuerySchema>;
