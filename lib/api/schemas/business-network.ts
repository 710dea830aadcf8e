import { z } from 'zod';

import {
  BUSINESS_FILTERS,
  BUSINESS_KINDS,
  BUSINESS_PAGE_SIZE,
  NETWORK_PRODUCT_PAGE_SIZE,
  NETWORK_TEXT_MAX,
} from '@/lib/domain/business-network/network-query';
import { STORE_TYPES } from '@/lib/domain/vocabulary';

import { pagingQuery, resultsPage } from './common';
import { CurrencySchema, ProductTypeSchema } from './product';

/**
 * The business network (issue 20; spec 03 §2 `/red-comercial` and `/products`): the public shops
 * and suppliers, and the items public shops sell. Public reads, no session.
 */

export const NETWORK_PAGE_MAX = 48;

const SearchText = z
  .string()
  .trim()
  .max(NETWORK_TEXT_MAX)
  .default('')
  .meta({ description: 'Words of the name (accents and case ignored); empty lists everything' });

export const NetworkBusinessesQuerySchema = z.object({
  text: SearchText,
  type: z
    .enum(BUSINESS_FILTERS)
    .default('all')
    .meta({ description: '`shop`, `supplier` or `all` (default)' }),
  ...pagingQuery(BUSINESS_PAGE_SIZE, NETWORK_PAGE_MAX),
});
export type NetworkBusinessesQuery = z.output<typeof NetworkBusinessesQuerySchema>;

export const NetworkProductsQuerySchema = z.object({
  text: SearchText,
  type: ProductTypeSchema.optional().meta({ description: 'One item type; absent: every type' }),
  ...pagingQuery(NETWORK_PRODUCT_PAGE_SIZE, NETWORK_PAGE_MAX),
});
export type NetworkProductsQuery = z.output<typeof NetworkProductsQuerySchema>;

/** A shop or a supplier of the network, with where to visit it. */
export const NetworkBusinessSchema = z
  .object({
    kind: z.enum(BUSINESS_KINDS),
    id: z.string().meta({ example: 'shp_cafe' }),
    name: z.string().meta({ example: 'Café de Altura' }),
    image: z.string().nullable().meta({ description: "The shop's photo or the supplier's image" }),
    description: z.string().nullable().meta({ description: "A shop's SEO description" }),
    store_type: z.enum(STORE_TYPES).nullable().meta({ description: 'Shops only' }),
    product_count: z
      .number()
      .int()
      .min(0)
      .nullable()
      .meta({ description: 'Suppliers only: the published items they offer' }),
    shop_slug: z
      .string()
      .nullable()
      .meta({ description: "The shop to visit: a shop's own, a supplier's own shop, or none" }),
    href: z.string().nullable().meta({
      description: 'That shop on the platform host, `/tienda/<slug>`',
      example: '/tienda/cafe',
    }),
  })
  .meta({ id: 'NetworkBusiness' });
export type NetworkBusiness = z.output<typeof NetworkBusinessSchema>;

export const NetworkBusinessPageSchema = resultsPage(NetworkBusinessSchema).meta({
  id: 'NetworkBusinessPage',
});
export type NetworkBusinessPage = z.output<typeof NetworkBusinessPageSchema>;

/** An item of the network with the public shop to buy it in. */
export const NetworkProductSchema = z
  .object({
    id: z.string(),
    owner: z.string().meta({ description: 'The supplier' }),
    name: z.string(),
    name_en: z.string().nullable(),
    type: ProductTypeSchema,
    photo: z.string().nullable(),
    list_price: z.number().int().meta({ description: 'Minor units' }),
    crossout_price: z.number().int().nullable(),
    currency: CurrencySchema,
    hide_price: z.boolean(),
    is_free: z.boolean(),
    shop: z.object({ slug: z.string(), name: z.string() }),
    href: z.string().meta({
      description: "The item's page in that shop on the platform host",
      example: '/tienda/cafe/productos/sup_1/prd_1',
    }),
  })
  .meta({ id: 'NetworkProduct' });
export type NetworkProduct = z.output<typeof NetworkProductSchema>;

export const NetworkProductPageSchema = resultsPage(NetworkProductSchema).meta({
  id: 'NetworkProductPage',
});
export type NetworkProductPage = z.output<typeof NetworkProductPageSchema>;
