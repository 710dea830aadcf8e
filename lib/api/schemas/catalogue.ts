import { z } from 'zod';

import { shopSlugSchema } from '@/lib/domain/slug';

import { pagingQuery, resultsPage } from './common';
import { ProductSummarySchema } from './product';

/** Spec 01 §3 Catalogue. */
export const CatalogueSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    photo: z.string().nullable(),
    position: z.number().int(),
    num_products: z.number().int(),
    owner: z.string(),
    weight: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ id: 'Catalogue' });
export type Catalogue = z.infer<typeof CatalogueSchema>;

export const CataloguePageSchema = resultsPage(CatalogueSchema).meta({ id: 'CataloguePage' });
export type CataloguePage = z.infer<typeof CataloguePageSchema>;

/** Catalogue list default 30 (spec 01 §9). */
export const CatalogueListQuerySchema = z.object({ ...pagingQuery(30) });

/** Catalogue product page: 30 a page, optional text filter. */
export const CatalogueProductsQuerySchema = z.object({
  text: z
    .string()
    .trim()
    .max(100)
    .transform((s) => s.toLowerCase())
    .optional(),
  referral: z.string().max(200).optional(),
  campaign: z.string().max(200).optional(),
  click_id: z.string().max(200).optional(),
  ...pagingQuery(30),
});
export type CatalogueProductsQuery = z.infer<typeof CatalogueProductsQuerySchema>;

export const CatalogueDetailSchema = resultsPage(ProductSummarySchema)
  .extend({ catalogue: CatalogueSchema })
  .meta({ id: 'CatalogueDetail' });
export type CatalogueDetail = z.infer<typeof CatalogueDetailSchema>;

export const CatalogueParamsSchema = z.object({
  slug: shopSlugSchema,
  catalogue: z.string().min(1).max(160),
});
