import { z } from 'zod';

import { CatalogueFormSchema, CatalogueSchema } from './catalogue';
import { RecordIdSchema } from './common';
import { ProductTypeSchema } from './product';
import { RESALE_BULK_MAX, ResaleBulkAddedSchema, ResaleProductsQuerySchema } from './resale';

/**
 * Catalogue curation (issue 17; spec 03 §2 "Catalogue product list", §4 "Catalogue view", §7
 * "Catalogues"): duplicating a catalogue, filling one with every resale item a filter matches,
 * copying another shop's public catalogue (fork) and moving items from one catalogue to another.
 */

/** A catalogue id or slug as given in a body. */
const catalogueRef = (description: string) =>
  z.string().trim().min(1).max(160).meta({ description });

/** `POST …/catalogues/{id}/products/clone`: the copy's name (default: the name + ' (copia)'). */
export const CatalogueCloneSchema = z
  .strictObject({ name: CatalogueFormSchema.shape.name.optional() })
  .meta({ id: 'CatalogueClone' });
export type CatalogueClone = z.output<typeof CatalogueCloneSchema>;

/**
 * `POST …/catalogues/{id}/products/add_filtered`: the resale products listing's filters
 * (`GET …/resale/products`); every match (at most 1000, highest margin first) goes in.
 */
export const CatalogueAddFilteredSchema = z
  .strictObject({
    type: ProductTypeSchema,
    text: ResaleProductsQuerySchema.shape.text,
    category: ResaleProductsQuerySchema.shape.category,
    supplier: ResaleProductsQuerySchema.shape.supplier,
  })
  .meta({ id: 'CatalogueAddFiltered' });
export type CatalogueAddFiltered = z.output<typeof CatalogueAddFilteredSchema>;

export const CatalogueAddedSchema = ResaleBulkAddedSchema;

/**
 * `POST /shops/{slug}/catalogues/fork`: a public catalogue of another shop, named by its id
 * (`origin_id`) or by its shop and slug (`origin_shop` + `origin_slug`), copied as a new catalogue.
 */
export const CatalogueForkSchema = z
  .strictObject({
    origin_id: catalogueRef("The origin catalogue's id").optional(),
    origin_shop: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .meta({ description: "The origin catalogue's shop (its slug), with `origin_slug`" }),
    origin_slug: catalogueRef("The origin catalogue's slug, with `origin_shop`").optional(),
    name: CatalogueFormSchema.shape.name.optional(),
  })
  .superRefine((body, ctx) => {
    const bySlug = body.origin_shop !== undefined || body.origin_slug !== undefined;
    if (body.origin_id !== undefined && bySlug)
      ctx.addIssue({ code: 'custom', path: ['origin_id'], message: 'exclusive' });
    else if (body.origin_id === undefined && !bySlug)
      ctx.addIssue({ code: 'custom', path: ['origin_id'], message: 'required' });
    else if (bySlug && body.origin_shop === undefined)
      ctx.addIssue({ code: 'custom', path: ['origin_shop'], message: 'required' });
    else if (bySlug && body.origin_slug === undefined)
      ctx.addIssue({ code: 'custom', path: ['origin_slug'], message: 'required' });
  })
  .meta({ id: 'CatalogueFork' });
export type CatalogueFork = z.output<typeof CatalogueForkSchema>;

export const CatalogueForkedSchema = z
  .object({
    catalogue: CatalogueSchema,
    added: z.number().int().min(0).meta({ description: 'Items copied into the new catalogue' }),
    skipped: z
      .number()
      .int()
      .min(0)
      .meta({ description: 'Items of the origin this shop may not resell (left out)' }),
  })
  .meta({ id: 'CatalogueForked' });
export type CatalogueForked = z.infer<typeof CatalogueForkedSchema>;

/** `POST …/catalogues/{id}/products/move`: items of this catalogue to another one of the shop. */
export const CatalogueProductsMoveSchema = z
  .strictObject({
    to: catalogueRef("The target catalogue's id"),
    product_ids: z
      .array(RecordIdSchema)
      .min(1)
      .max(RESALE_BULK_MAX)
      .meta({ description: `1 to ${RESALE_BULK_MAX} item ids of this catalogue` }),
  })
  .meta({ id: 'CatalogueProductsMove' });
export type CatalogueProductsMove = z.output<typeof CatalogueProductsMoveSchema>;

export const CatalogueProductsMovedSchema = z
  .object({
    moved: z
      .number()
      .int()
      .min(0)
      .meta({ description: 'Items taken out of this catalogue (those not in it are skipped)' }),
    catalogue: CatalogueSchema.pick({ id: true, slug: true, name: true }),
  })
  .meta({ id: 'CatalogueProductsMoved' });
export type CatalogueProductsMoved = z.infer<typeof CatalogueProductsMovedSchema>;
