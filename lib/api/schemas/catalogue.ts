import { z } from 'zod';

import { CATALOGUE_NAME_MAX, catalogueNameProblem } from '@/lib/domain/catalogue/catalogue-rules';
import { shopSlugSchema } from '@/lib/domain/shop/slug';
import { MAIN_TYPES } from '@/lib/domain/vocabulary';

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

/**
 * Spec 03 §3 "Catalogue product: id, owner, in_store flag, owner_name, images, main_type, slug":
 * an item of a catalogue, with its supplier's name and its main type beside the card's fields.
 */
export const CatalogueProductSchema = ProductSummarySchema.extend({
  owner_name: z.string().meta({ description: "The supplier's name (the item's `owner`)" }),
  main_type: z.enum(MAIN_TYPES),
}).meta({ id: 'CatalogueProduct' });
export type CatalogueProduct = z.infer<typeof CatalogueProductSchema>;

export const CatalogueDetailSchema = resultsPage(CatalogueProductSchema)
  .extend({ catalogue: CatalogueSchema })
  .meta({ id: 'CatalogueDetail' });
export type CatalogueDetail = z.infer<typeof CatalogueDetailSchema>;

export const CatalogueParamsSchema = z.object({
  slug: shopSlugSchema,
  catalogue: z.string().min(1).max(160),
});

/**
 * Catalogue writes (spec 01 §5, §7). Field errors are keys of `catalogues.fieldErrors`
 * (lib/domain/catalogue/catalogue-rules.ts), so the form and the API's 422 `fields` share them.
 */
export const CATALOGUE_PHOTO_URL_MAX = 500;

const catalogueNameSchema = z
  .string({ error: 'required' })
  .trim()
  .superRefine((name, ctx) => {
    const problem = catalogueNameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({
    description: `Required, at most ${CATALOGUE_NAME_MAX} characters`,
    example: 'Regalos de temporada',
  });

/**
 * The `url` of a catalogue photo uploaded to the shop's gallery (`POST /api/gallery`,
 * `kind=catalogue_photo`), or null for none; blank means none too.
 */
const cataloguePhotoSchema = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: 'invalid_photo' })
      .trim()
      .max(CATALOGUE_PHOTO_URL_MAX, { error: 'invalid_photo' })
      .regex(/^(https?:\/\/|\/)[^\s]+$/, { error: 'invalid_photo' })
      .nullable(),
  )
  .meta({
    description: "The `url` of a `catalogue_photo` image in the shop's gallery, or null",
    example: '/uploads/Qm9vb2sgb2YgbGlmZQ0xMg.png',
    type: ['string', 'null'],
  });

/** The create/edit form's own fields (the photo is uploaded apart and sent with them). */
export const CatalogueFormSchema = z.object({ name: catalogueNameSchema });
export type CatalogueFormValues = z.input<typeof CatalogueFormSchema>;
export type CatalogueFormOutput = z.output<typeof CatalogueFormSchema>;

export const CatalogueCreateSchema = z
  .strictObject({ name: catalogueNameSchema, photo: cataloguePhotoSchema.optional() })
  .meta({ id: 'CatalogueCreate' });
export type CatalogueCreate = z.output<typeof CatalogueCreateSchema>;
export type CatalogueCreateInput = z.input<typeof CatalogueCreateSchema>;

export const CatalogueUpdateSchema = z
  .strictObject({ name: catalogueNameSchema.optional(), photo: cataloguePhotoSchema.optional() })
  .meta({ id: 'CatalogueUpdate' });
export type CatalogueUpdate = z.output<typeof CatalogueUpdateSchema>;
export type CatalogueUpdateInput = z.input<typeof CatalogueUpdateSchema>;

/** `POST …/catalogues/{id}/move`: the zero-based place in the shop's order. */
export const CatalogueMoveSchema = z
  .strictObject({ position: z.number().int().min(0).max(100_000) })
  .meta({ id: 'CatalogueMove' });
export type CatalogueMove = z.output<typeof CatalogueMoveSchema>;

/** `DELETE …/catalogues/{id}?force=true` also deletes a catalogue that still has products. */
export const CatalogueDeleteQuerySchema = z.object({
  force: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .meta({ description: '`true` deletes it even when it has products' }),
});

/** Writes name the catalogue by its id (the same path segment reads take an id or a slug in). */
export const CatalogueIdParamsSchema = z.object({
  slug: shopSlugSchema,
  catalogue: z
    .string()
    .min(1)
    .max(160)
    .meta({
      param: { name: 'catalogue', in: 'path' },
      description: "The catalogue's id",
      example: 'ctl_demo_1',
    }),
});

/** The spec's catalogue write codes beside the common ones. */
export const CATALOGUE_WRITE_CODES = [
  'product_catalogue_has_products',
  'updating_position_error',
  'proxy_shop_read_only',
] as const;
