import { z } from 'zod';

import { LISTING_POSITION_MAX } from '@/lib/domain/catalogue/listing-rules';

import { CatalogueIdParamsSchema } from './catalogue';
import { ShopSlugParamSchema } from './common';
import { ProductParamsSchema, ProductTypeSchema } from './product';

/**
 * Product placement (spec 01 §4, §7, §8; spec 03 §6): a shop's admins add products to the store
 * or a catalogue, remove them and change their place. Places are zero-based indexes in the list
 * the storefront shows (`queue_position` of the spec's position update).
 */

const productParam = ProductParamsSchema.shape.id.meta({
  param: { name: 'product', in: 'path' },
  description: "The product's id",
  example: 'prd_00001',
});

export const ListingParamsSchema = z.object({
  slug: ShopSlugParamSchema.shape.slug,
  product: productParam,
});
export const CatalogueProductParamsSchema = CatalogueIdParamsSchema.extend({
  product: productParam,
});

const queuePosition = z
  .number()
  .int()
  .min(0)
  .max(LISTING_POSITION_MAX)
  .meta({ description: 'Zero-based place in the list', example: 0 });

/** `PUT …/listings/{product}` and `PUT …/catalogues/{catalogue}/products/{product}`; the body is optional. */
export const PlacementAddSchema = z
  .strictObject({ queue_position: queuePosition.optional() })
  .meta({ id: 'PlacementAdd', description: 'Without `queue_position` the product goes last' });
export type PlacementAdd = z.output<typeof PlacementAddSchema>;

/** `POST …/position`: the spec's product position update. */
export const PlacementMoveSchema = z
  .strictObject({ queue_position: queuePosition })
  .meta({ id: 'PlacementMove' });
export type PlacementMove = z.output<typeof PlacementMoveSchema>;

/** A product in the store: its type's list is the one `queue_position` counts in. */
export const ListingSchema = z
  .object({
    product: z.string(),
    type: ProductTypeSchema,
    queue_position: z
      .number()
      .int()
      .meta({ description: "Zero-based place in the shop's list of this type" }),
    created: z.boolean().meta({ description: 'False when the product was in the store already' }),
  })
  .meta({ id: 'Listing' });
export type Listing = z.infer<typeof ListingSchema>;

export const ListingMovedSchema = ListingSchema.pick({ product: true, queue_position: true }).meta({
  id: 'ListingMoved',
});

/** A product in a catalogue. */
export const CatalogueProductSchema = z
  .object({
    product: z.string(),
    catalogue: z.string(),
    queue_position: z.number().int().meta({ description: 'Zero-based place in the catalogue' }),
    created: z.boolean().meta({ description: 'False when the catalogue held the product already' }),
  })
  .meta({ id: 'CatalogueProduct' });
export type CatalogueProduct = z.infer<typeof CatalogueProductSchema>;

export const CatalogueProductMovedSchema = CatalogueProductSchema.omit({ created: true }).meta({
  id: 'CatalogueProductMoved',
});
