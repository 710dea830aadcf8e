import { z } from 'zod';

import { PRODUCT_SORTS, type ProductSort } from '@/lib/domain/paths/list-views';
import { shopSlugSchema } from '@/lib/domain/shop/slug';

import {
  CURRENCIES,
  LIST_STATES,
  MAIN_TYPES,
  PRODUCT_TYPES,
  RETURN_FEES,
  RETURN_POLICIES,
  RETURN_SHIPPING_LABELS,
  RETURN_TYPES,
  STOCK_TYPES,
} from '@/lib/domain/vocabulary';

import { pagingQuery, resultsPage } from './common';

export const ProductTypeSchema = z.enum(PRODUCT_TYPES);
export const CurrencySchema = z.enum(CURRENCIES);

/** A product as lists, cards and search results show it (spec 01 §3 Product, Search result). */
export const ProductSummarySchema = z
  .object({
    id: z.string(),
    owner: z.string(),
    name: z.string(),
    name_en: z.string().nullable(),
    type: ProductTypeSchema,
    slug: z.string(),
    photos: z.array(z.string()),
    list_price: z.number().int().meta({ description: 'Minor units (centavos)' }),
    crossout_price: z.number().int().nullable(),
    currency: CurrencySchema,
    hide_price: z.boolean(),
    is_free: z.boolean(),
    is_dropshipping: z.boolean(),
    contribution_margin: z.number().int(),
    in_store: z.boolean(),
    list_state: z.enum(LIST_STATES),
    hiden: z.boolean().meta({ description: 'Spelled as in the spec.' }),
    sold_out: z.boolean(),
    queue_position: z.number().int().nullable(),
    experience_date: z.string().nullable(),
    concluded: z.boolean().meta({ description: 'An experience whose date has passed.' }),
  })
  .meta({ id: 'ProductSummary' });
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const ProductDetailSchema = ProductSummarySchema.extend({
  description: z.string(),
  description_en: z.string().nullable(),
  main_type: z.enum(MAIN_TYPES),
  tags: z.array(z.string()),
  variants: z.record(z.string(), z.array(z.string())),
  variant_prices: z
    .array(
      z.object({
        options: z.record(z.string(), z.string()),
        list_price: z.number().int().meta({ description: 'Minor units (centavos)' }),
      }),
    )
    .meta({
      description:
        "The price of each combination the item sells (its own, or the item's list_price when it has none); empty when the variants share the item's price and stock",
    }),
  experience_available: z.number().int().nullable(),
  available: z.number().int(),
  stock_type: z.enum(STOCK_TYPES),
  max_purchase_amount: z.number().int().nullable(),
  disabled: z.boolean(),
  return_type: z.enum(RETURN_TYPES),
  return_policy: z.enum(RETURN_POLICIES),
  return_policy_legend: z.string().nullable(),
  return_fees: z.enum(RETURN_FEES),
  return_shipping_label: z.enum(RETURN_SHIPPING_LABELS),
  restocking_fees: z.number().int().nullable(),
  supplier: z.object({ id: z.string(), name: z.string(), image: z.string().nullable() }),
  category: z.object({ id: z.string(), name_es: z.string(), name_en: z.string() }).nullable(),
}).meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** Spec 01 §3 Return info. */
export type ReturnInfo = Pick<
  ProductDetail,
  | 'return_type'
  | 'return_policy'
  | 'return_policy_legend'
  | 'return_fees'
  | 'return_shipping_label'
  | 'restocking_fees'
>;

export const ProductPageSchema = resultsPage(ProductSummarySchema).meta({ id: 'ProductPage' });
export type ProductPage = z.infer<typeof ProductPageSchema>;

// The sorts live with the list addresses (edge-safe, the middleware reads them).
export { PRODUCT_SORTS, type ProductSort };

/** Spec 01 §9: product page 36 items. */
export const ProductListQuerySchema = z.object({
  type: ProductTypeSchema.default('product'),
  sort: z.enum(PRODUCT_SORTS).default('queue_position'),
  ...pagingQuery(36),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

/** Spec 01 §5: search text is lowercased; tags comma-separated. */
export const ProductSearchQuerySchema = z.object({
  text: z
    .string()
    .trim()
    .max(100)
    .transform((s) => s.toLowerCase())
    .default(''),
  type: ProductTypeSchema.optional(),
  tags: z
    .string()
    .max(300)
    .transform((s) =>
      s
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    )
    .optional(),
  campaign: z.string().max(200).optional(),
  click_id: z.string().max(200).optional(),
  check_at_least: z.coerce.number().int().min(1).max(10_000).default(100).meta({
    description: '`matches_estimated` is exact below this number and this number at or above it.',
  }),
  ...pagingQuery(10, 50),
});
export type ProductSearchQuery = z.infer<typeof ProductSearchQuerySchema>;

export const ProductParamsSchema = z.object({
  slug: shopSlugSchema,
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
