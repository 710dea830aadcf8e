import { z } from 'zod';

import { FRANCHISE_PAGE_SIZE, FRANCHISE_STORE_TYPES } from '@/lib/domain/shop/franchises';

import { pagingQuery, RecordIdSchema, resultsPage, ShopSlugParamSchema } from './common';

/**
 * Franchises (issue 17; spec 03 §3 "Franchise or affinity store", §7 "Franchises"): the published
 * franchise and affinity stores anyone may search, and the ones a shop lists in its franchises
 * section, which its admins add and remove.
 */

export const FRANCHISE_PAGE_MAX = 30;
export const FRANCHISE_TEXT_MAX = 100;
export const FRANCHISE_IN_STORE_MAX = 100;

/** `type=affinity,franchise` (the default): the store types to include, comma-separated. */
const TypesFilter = z
  .string()
  .max(40)
  .default(FRANCHISE_STORE_TYPES.join(','))
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.enum(FRANCHISE_STORE_TYPES)).min(1))
  .meta({ description: 'Store types, comma-separated: `affinity`, `franchise` (default both)' });

/** `GET /franchises`: published franchise and affinity stores, by name. */
export const PublishedFranchisesQuerySchema = z.object({
  text: z
    .string()
    .trim()
    .max(FRANCHISE_TEXT_MAX)
    .default('')
    .meta({ description: 'A part of the store name (accents and case ignored)' }),
  type: TypesFilter,
  ...pagingQuery(FRANCHISE_PAGE_SIZE, FRANCHISE_PAGE_MAX),
});
export type PublishedFranchisesQuery = z.output<typeof PublishedFranchisesQuerySchema>;

export const ShopFranchisesQuerySchema = z.object(
  pagingQuery(FRANCHISE_PAGE_SIZE, FRANCHISE_PAGE_MAX),
);
export type ShopFranchisesQuery = z.output<typeof ShopFranchisesQuerySchema>;

/** Spec 03 §3 "Franchise or affinity store: id, name, photo, canonical_url". */
export const FranchiseSchema = z
  .object({
    id: z.string().meta({ example: 'shp_cafe' }),
    slug: z.string().meta({ example: 'cafe' }),
    name: z.string().meta({ example: 'Café de Altura' }),
    photo: z.string().nullable(),
    canonical_url: z.string().meta({ description: "The store's home page" }),
    store_type: z.enum(FRANCHISE_STORE_TYPES),
  })
  .meta({ id: 'Franchise' });
export type Franchise = z.infer<typeof FranchiseSchema>;

export const FranchisePageSchema = resultsPage(FranchiseSchema).meta({ id: 'FranchisePage' });
export type FranchisePage = z.infer<typeof FranchisePageSchema>;

export const FranchiseParamsSchema = ShopSlugParamSchema.extend({
  franchiseId: RecordIdSchema.meta({
    param: { name: 'franchiseId', in: 'path' },
    example: 'shp_cafe',
  }),
});

/** `POST …/franchises/in-store`: which of these franchises the shop lists. */
export const FranchisesInStoreSchema = z
  .strictObject({ ids: z.array(RecordIdSchema).min(1).max(FRANCHISE_IN_STORE_MAX) })
  .meta({ id: 'FranchisesInStore' });

export const FranchisesInStoreAnswerSchema = z
  .object({ results: z.record(z.string(), z.boolean()) })
  .meta({ id: 'FranchisesInStoreAnswer' });
export type FranchisesInStoreAnswer = z.infer<typeof FranchisesInStoreAnswerSchema>;

/** The answer to an add: the franchise, now `in_store`. */
export const FranchiseAddedSchema = FranchiseSchema.extend({ in_store: z.literal(true) }).meta({
  id: 'FranchiseAdded',
});
export type FranchiseAdded = z.infer<typeof FranchiseAddedSchema>;
