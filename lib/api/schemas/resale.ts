import { z } from 'zod';

import { ITEM_SOURCES } from '@/lib/domain/resale/add-items-modal';

import { CatalogueFormSchema } from './catalogue';
import { pagingQuery, RecordIdSchema, ShopSlugParamSchema } from './common';
import { CurrencySchema, ProductTypeSchema } from './product';

/**
 * The resale API (issue 17; spec 03 §2 "Add-items modal", §7 "Add-items and resale", §9): what a
 * shop's admins read and do to fill the shop with supplier items. Every operation lives under
 * `/shops/{slug}/resale/…`. Prices and earnings are integer minor units.
 */

/** Spec 03 §9: the modal pages 10 results; no page is longer than 30. */
export const RESALE_PAGE_SIZE = 10;
export const RESALE_PAGE_MAX = 30;
/** Spec 03 §9 `check_at_least`: `matches_estimated` stops counting here. */
export const RESALE_CHECK_AT_LEAST = 1000;
/** Spec 03 §9: autocomplete offers 10 names for products, 5 for the other types. */
export const RESALE_SUGGESTIONS_PRODUCT = 10;
export const RESALE_SUGGESTIONS_OTHER = 5;
/** Spec 03 §9: the category dropdown pages 15, the supplier dropdown 10 (search default 30). */
export const RESALE_CATEGORY_PAGE = 15;
export const RESALE_SUPPLIER_PAGE = 30;
/** The most items one bulk add puts in (the `check_at_least` the modal counts to). */
export const RESALE_BULK_MAX = 1000;
/** The most ids one in-store check takes. */
export const RESALE_IN_STORE_MAX = 100;
export const RESALE_TEXT_MAX = 100;

export const RESALE_SORTS = ['-contribution_margin', 'name', '-created_at'] as const;
export type ResaleSort = (typeof RESALE_SORTS)[number];

export const ResaleParamsSchema = ShopSlugParamSchema;

/** An item, category or supplier id as a filter. */
const idFilter = (what: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional()
    .meta({ description: `Only items of this ${what} (its id)` });

/** Spec 03 §5: search text is lowercased. */
const textFilter = z
  .string()
  .trim()
  .max(RESALE_TEXT_MAX)
  .transform((s) => s.toLowerCase())
  .default('')
  .meta({ description: 'Words of the name (lowercased); the last one may be a prefix' });

const typeFilter = ProductTypeSchema.default('product').meta({
  description: 'The kind of items (the modal\'s "add {type}")',
});

/**
 * Spec 03 §2, §6: whose items (a franchise shop's modal toggles 'my products' / 'other suppliers').
 * Without it, the items the shop may add.
 */
const sourceFilter = z.enum(ITEM_SOURCES).optional().meta({
  description:
    "`own`: the items of the shop's own supplier (a franchise shop's franchise; none for a shop without one). `others`: the items of the other suppliers that offer theirs for resale; a franchise shop may browse them but not add them (`invalid_product`). Without it: the items the shop may add",
});

/** `GET …/resale/products`: the items the shop may resell, filtered and paged. */
export const ResaleProductsQuerySchema = z.object({
  type: typeFilter,
  text: textFilter,
  category: idFilter('category'),
  supplier: idFilter('supplier'),
  source: sourceFilter,
  sort: z.enum(RESALE_SORTS).default('-contribution_margin').meta({
    description: 'Highest contribution margin first (default), by name, or newest first',
  }),
  ...pagingQuery(RESALE_PAGE_SIZE, RESALE_PAGE_MAX),
});
export type ResaleProductsQuery = z.output<typeof ResaleProductsQuerySchema>;
/** The filters a products page and a bulk add share. */
export type ResaleFilters = Pick<ResaleProductsQuery, 'type' | 'text' | 'category' | 'supplier'>;
export type { ItemSource } from '@/lib/domain/resale/add-items-modal';

export const ResaleSupplierRefSchema = z
  .object({ id: z.string(), name: z.string() })
  .meta({ id: 'ResaleSupplierRef' });

/** A row of the add-items modal (spec 03 §3 Product row). */
export const ResaleItemSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    type: ProductTypeSchema,
    photo: z.string().nullable().meta({ description: 'The first photo, or null' }),
    list_price: z.number().int().meta({ description: 'Minor units' }),
    crossout_price: z.number().int().nullable(),
    currency: CurrencySchema,
    hide_price: z.boolean(),
    in_store: z.boolean().meta({ description: 'The shop lists it already' }),
    earning: z.number().int().nullable().meta({
      description:
        "What the shop earns per resale (minor units): the contribution margin × the shop owner's plan commission rate, rounded down; null when the item is not for resale",
    }),
    supplier: ResaleSupplierRefSchema,
  })
  .meta({ id: 'ResaleItem' });
export type ResaleItem = z.infer<typeof ResaleItemSchema>;

export const ResaleProductPageSchema = z
  .object({
    results: z.array(ResaleItemSchema),
    matches_estimated: z
      .number()
      .int()
      .min(0)
      .meta({
        description: `Exact below ${RESALE_CHECK_AT_LEAST}; ${RESALE_CHECK_AT_LEAST} at or above it`,
      }),
    shop_id: z.string(),
  })
  .meta({ id: 'ResaleProductPage' });
export type ResaleProductPage = z.infer<typeof ResaleProductPageSchema>;

/** `GET …/resale/suggestions`: autocomplete of the text search. */
export const ResaleSuggestionsQuerySchema = z.object({
  type: typeFilter,
  text: textFilter,
  source: sourceFilter,
});
export type ResaleSuggestionsQuery = z.output<typeof ResaleSuggestionsQuerySchema>;

export const ResaleSuggestionsSchema = z
  .object({ results: z.array(z.string()) })
  .meta({ id: 'ResaleSuggestions' });
export type ResaleSuggestions = z.infer<typeof ResaleSuggestionsSchema>;

/** `GET …/resale/suppliers`: suppliers with items of the type to resell. */
export const ResaleSuppliersQuerySchema = z.object({
  type: typeFilter,
  text: textFilter.meta({ description: "Part of the supplier's name (lowercased)" }),
  source: sourceFilter,
  ...pagingQuery(RESALE_SUPPLIER_PAGE, RESALE_PAGE_MAX),
});
export type ResaleSuppliersQuery = z.output<typeof ResaleSuppliersQuerySchema>;

export const ResaleSupplierSchema = z
  .object({ id: z.string(), name: z.string(), image: z.string().nullable() })
  .meta({ id: 'ResaleSupplier' });
export type ResaleSupplier = z.infer<typeof ResaleSupplierSchema>;

export const ResaleSupplierPageSchema = z
  .object({
    results: z.array(ResaleSupplierSchema),
    matches_estimated: z.number().int().min(0),
  })
  .meta({ id: 'ResaleSupplierPage' });
export type ResaleSupplierPage = z.infer<typeof ResaleSupplierPageSchema>;

/** `GET …/resale/categories`: categories holding items of the type to resell. */
export const ResaleCategoriesQuerySchema = z.object({
  type: typeFilter,
  name: textFilter.meta({ description: "Part of the category's name (either language)" }),
  supplier: idFilter('supplier'),
  source: sourceFilter,
  ...pagingQuery(RESALE_CATEGORY_PAGE, RESALE_PAGE_MAX),
});
export type ResaleCategoriesQuery = z.output<typeof ResaleCategoriesQuerySchema>;

export const ResaleCategorySchema = z
  .object({
    id: z.string(),
    name: z.string().meta({ description: "The name in the request's language" }),
    slug: z.string(),
  })
  .meta({ id: 'ResaleCategory' });
export type ResaleCategory = z.infer<typeof ResaleCategorySchema>;

export const ResaleCategoryPageSchema = z
  .object({
    results: z.array(ResaleCategorySchema),
    matches_estimated: z.number().int().min(0),
  })
  .meta({ id: 'ResaleCategoryPage' });
export type ResaleCategoryPage = z.infer<typeof ResaleCategoryPageSchema>;

/** `POST …/resale/in-store`: which of these items the shop lists. */
export const ResaleInStoreSchema = z
  .strictObject({
    ids: z.array(RecordIdSchema).min(1).max(RESALE_IN_STORE_MAX),
  })
  .meta({ id: 'ResaleInStore' });
export type ResaleInStore = z.output<typeof ResaleInStoreSchema>;

export const ResaleInStoreAnswerSchema = z
  .object({ results: z.record(z.string(), z.boolean()) })
  .meta({ id: 'ResaleInStoreAnswer' });
export type ResaleInStoreAnswer = z.infer<typeof ResaleInStoreAnswerSchema>;

/** `GET …/resale/commission-rate`: the shop owner's plan's rate (spec 03 §7, §9). */
export const CommissionRateSchema = z
  .object({
    rate: z.number().min(0).max(1).meta({ example: 0.5 }),
    plan_id: z.string().nullable().meta({ description: 'The current plan; null on the base rate' }),
  })
  .meta({ id: 'CommissionRate' });
export type CommissionRate = z.infer<typeof CommissionRateSchema>;

/**
 * `POST …/resale/bulk-add`: every item the filters match (at most 1000) into the shop, an existing
 * catalogue (`catalogue`, its slug) or a new one (`new_catalogue_name`); not both.
 */
export const ResaleBulkAddSchema = z
  .strictObject({
    type: ProductTypeSchema,
    text: textFilter,
    category: idFilter('category'),
    supplier: idFilter('supplier'),
    catalogue: z
      .string()
      .trim()
      .min(1)
      .max(160)
      .optional()
      .meta({ description: 'The slug of a catalogue of this shop' }),
    new_catalogue_name: CatalogueFormSchema.shape.name.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.catalogue !== undefined && body.new_catalogue_name !== undefined)
      ctx.addIssue({ code: 'custom', path: ['catalogue'], message: 'exclusive' });
  })
  .meta({ id: 'ResaleBulkAdd' });
export type ResaleBulkAdd = z.output<typeof ResaleBulkAddSchema>;
export type ResaleBulkAddInput = z.input<typeof ResaleBulkAddSchema>;

export const ResaleBulkAddedSchema = z
  .object({
    added: z
      .number()
      .int()
      .min(0)
      .meta({ description: 'Items put in (those already there skipped)' }),
    catalogue: z.object({ slug: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'ResaleBulkAdded' });
export type ResaleBulkAdded = z.infer<typeof ResaleBulkAddedSchema>;
