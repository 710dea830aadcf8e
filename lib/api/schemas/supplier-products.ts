import { z } from 'zod';

import { toMinorUnits } from '@/lib/domain/catalogue/price';
import {
  cleanFileName,
  DIGITAL_FILE_KEY_PATTERN,
  DIGITAL_FILE_NAME_MAX,
} from '@/lib/domain/items/digital-files';
import {
  DIGITAL_URL_MAX,
  EXPERIENCE_CAPACITY_MAX,
  EXPERIENCE_PLACE_MAX,
  ITEM_DESCRIPTION_MAX,
  ITEM_MAX_PURCHASE_MAX,
  ITEM_NAME_MAX,
  ITEM_PHOTOS_MAX,
  ITEM_PRICE_MAX,
  ITEM_STOCK_MAX,
  itemProblems,
  keptItemFields,
  RETURN_LEGEND_MAX,
  SUPPLIER_PRODUCTS_PAGE,
} from '@/lib/domain/items/item-rules';
import {
  BULK_ITEMS_MAX,
  ITEM_LIST_SORTS,
  ITEM_STOCK_FILTERS,
  LOW_STOCK_UNITS,
} from '@/lib/domain/items/item-list';
import {
  axesProblems,
  VARIANT_AXES_MAX,
  VARIANT_OPTIONS_MAX,
  VARIANT_TEXT_MAX,
  variantStockProblems,
} from '@/lib/domain/items/item-variants';
import {
  CURRENCIES,
  LIST_STATES,
  PRODUCT_TYPES,
  RETURN_FEES,
  RETURN_POLICIES,
  RETURN_SHIPPING_LABELS,
  RETURN_TYPES,
  STOCK_TYPES,
} from '@/lib/domain/vocabulary';

import { pagingQuery, RecordIdSchema, resultsPage } from './common';

/**
 * A supplier's own items (issue 16; spec 01 §3 Product, spec 03 §3 Product row): what the item
 * editor sends and the API stores. Field errors are keys of `itemEditor.fieldErrors`
 * (`required`, `too_long`, `price_not_positive`, `price_too_high`, `crossout_below_price`,
 * `stock_negative`, `variant_without_options`, …), so the editor's form (which uses
 * `SupplierProductFormSchema`, the same rules over typed text) and the API's 422 `fields` share
 * them. Prices are integer minor units.
 */

const idSchema = RecordIdSchema;

const invalidOption = { error: 'invalid_option' } as const;
/** Blank text counts as none (null). */
const blankAsNull = (value: string) => (value === '' ? null : value);
/** The same before a schema that takes no blank (an id, an address). */
const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const requiredText = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'too_long' });

/** Optional text up to `max` characters; blank or absent is null. */
const optionalText = (max: number) =>
  z
    .string({ error: 'too_long' })
    .trim()
    .max(max, { error: 'too_long' })
    .nullish()
    .transform((value) => (value ? blankAsNull(value) : null));

/** A number the error names as missing (null, blank) or not a number. */
const numberError = {
  error: (issue: { input?: unknown }) =>
    issue.input === null || issue.input === undefined ? 'required' : 'invalid_number',
};

/**
 * How numbers and times arrive: the API takes JSON numbers and ISO times as they are; the
 * editor's form takes the text typed in its inputs (`'199.50'` pesos become 19950 minor units,
 * `'12'` units 12, blank null; a `datetime-local` value is a time of the browser's zone).
 */
interface FieldReading {
  money: (schema: z.ZodType) => z.ZodType;
  count: (schema: z.ZodType) => z.ZodType;
  time: (schema: z.ZodType) => z.ZodType;
}

const same = (schema: z.ZodType) => schema;
const asIs: FieldReading = { money: same, count: same, time: same };

/** Text typed into a number input: blank is null, anything unreadable NaN (an invalid number). */
function typedNumber(read: (text: string) => number) {
  return (value: unknown) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return null;
    try {
      return read(text);
    } catch {
      return Number.NaN;
    }
  };
}

/** A `datetime-local` value (`2026-03-01T18:00`) as an ISO time; blank null, else as typed. */
function typedTime(value: unknown) {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  const time = new Date(text);
  return Number.isNaN(time.getTime()) ? text : time.toISOString();
}

const typed: FieldReading = {
  money: (schema) => z.preprocess(typedNumber(toMinorUnits), schema),
  count: (schema) =>
    z.preprocess(
      typedNumber((text) => (/^-?\d+$/.test(text) ? Number(text) : Number.NaN)),
      schema,
    ),
  time: (schema) => z.preprocess(typedTime, schema),
};

/** `N`: how a number field arrives (a JSON number, or typed text); `T` likewise a time. */
function itemFields<N, T>(read: FieldReading) {
  const price = z
    .number(numberError)
    .int({ error: 'invalid_number' })
    .min(0, { error: 'price_not_positive' })
    .max(ITEM_PRICE_MAX, { error: 'price_too_high' });
  const stock = z
    .number(numberError)
    .int({ error: 'invalid_number' })
    .min(0, { error: 'stock_negative' })
    .max(ITEM_STOCK_MAX, { error: 'too_high' });
  const money = read.money(price) as z.ZodType<number, N>;
  // `.optional()` marks the key optional in the input type (the casts cannot say it).
  const optionalMoney = (
    read.money(price.nullish()) as z.ZodType<number | null | undefined, N | null | undefined>
  ).optional();
  const count = read.count(stock) as z.ZodType<number, N>;
  /** A count left blank is 0. */
  const countOrZero = (
    read.count(stock.nullish()) as z.ZodType<number | null | undefined, N | null | undefined>
  )
    .optional()
    .transform((value) => value ?? 0);

  const axis = z.strictObject({
    name: requiredText(VARIANT_TEXT_MAX).meta({ example: 'Talla' }),
    options: z
      .array(requiredText(VARIANT_TEXT_MAX), { error: 'variant_without_options' })
      .min(1, { error: 'variant_without_options' })
      .max(VARIANT_OPTIONS_MAX, { error: 'too_many_options' })
      .meta({ example: ['S', 'M', 'L'] }),
  });
  const variantStock = z.strictObject({
    options: z
      .record(z.string(), z.string(), { error: 'invalid_variant' })
      .meta({ example: { Talla: 'M', Color: 'Rojo' } }),
    available: count.meta({ description: 'Units of this combination' }),
    list_price: optionalMoney
      .transform((value) => value ?? null)
      .meta({ description: "This combination's price in minor units; null: the item's price" }),
  });

  return {
    type: z.enum(PRODUCT_TYPES, invalidOption).meta({ example: 'product' }),
    name: requiredText(ITEM_NAME_MAX).meta({ example: 'Playera de algodón' }),
    name_en: optionalText(ITEM_NAME_MAX).meta({ description: 'The English name (optional)' }),
    description: z
      .string({ error: 'too_long' })
      .max(ITEM_DESCRIPTION_MAX, { error: 'too_long' })
      .default('')
      .meta({
        description:
          'Rich text: p, br, strong, em, u, s, ul, ol, li, a (http, https, mailto), h3, h4, blockquote; anything else is removed when saved (script with its content)',
        example: '<p>Algodón <strong>100 %</strong>.</p>',
      }),
    description_en: optionalText(ITEM_DESCRIPTION_MAX).meta({
      description: 'The English description, the same rich text (optional)',
    }),
    category_id: z
      .preprocess(blankToNull, idSchema.nullish())
      .transform((value) => value ?? null)
      .meta({
        description: 'A category id (GET /api/shops/{slug}/categories)',
        example: 'cat_ropa',
      }),
    photos: z
      .array(z.string().trim().min(1).max(500, { error: 'invalid_photo' }), {
        error: 'invalid_photo',
      })
      .max(ITEM_PHOTOS_MAX, { error: 'too_many_photos' })
      .default([])
      .meta({
        description: `Up to ${ITEM_PHOTOS_MAX} photo URLs in order, the first is the cover: the item's own, or \`url\`s of \`product_photo\` uploads for this supplier (POST /api/gallery)`,
      }),
    list_price: money.meta({
      description: `Minor units, above 0 (0 only with is_free) and at most ${ITEM_PRICE_MAX}`,
      example: 29_900,
    }),
    crossout_price: optionalMoney
      .transform((value) => value ?? null)
      .meta({ description: 'The crossed-out price, above list_price; null for none' }),
    currency: z.enum(CURRENCIES, invalidOption).default('MXN'),
    is_free: z.boolean({ error: 'invalid_option' }).default(false),
    hide_price: z.boolean({ error: 'invalid_option' }).default(false),
    stock_type: z.enum(STOCK_TYPES, invalidOption).default('onstock'),
    available: countOrZero.meta({
      description: 'Units in stock (0 when left out); with variant_stock, their sum replaces it',
    }),
    max_purchase_amount: (
      read.count(
        z
          .number(numberError)
          .int({ error: 'invalid_number' })
          .min(1, { error: 'max_purchase_not_positive' })
          .max(ITEM_MAX_PURCHASE_MAX, { error: 'too_high' })
          .nullish(),
      ) as z.ZodType<number | null | undefined, N | null | undefined>
    )
      .optional()
      .transform((value) => value ?? null)
      .meta({ description: 'The most units one purchase may take; null for no limit' }),
    contribution_margin: optionalMoney
      .transform((value) => value ?? 0)
      .meta({
        description:
          'What a reseller earns from (times their plan rate), in minor units, at most the price; 0 when left out',
      }),
    variants: z
      .array(axis, { error: 'invalid_option' })
      .max(VARIANT_AXES_MAX, { error: 'too_many_axes' })
      .default([])
      .meta({ description: `Up to ${VARIANT_AXES_MAX} axes, each with its options` }),
    variant_stock: z.array(variantStock, { error: 'invalid_variant' }).default([]).meta({
      description:
        'Empty: the variants share the item stock and price. Else one row per combination of the axes, each with its own stock (the item stock is their sum) and price',
    }),
    return_type: z.enum(RETURN_TYPES, invalidOption).default('72hrs'),
    return_policy: z.enum(RETURN_POLICIES, invalidOption).default('common'),
    return_policy_legend: optionalText(RETURN_LEGEND_MAX).meta({
      description: 'Required for return_policy customized',
    }),
    return_fees: z.enum(RETURN_FEES, invalidOption).default('free'),
    return_shipping_label: z.enum(RETURN_SHIPPING_LABELS, invalidOption).default('inbox'),
    restocking_fees: optionalMoney
      .transform((value) => value ?? null)
      .meta({ description: 'Required for return_fees restocking_fees, at most the price' }),
    list_state: z.enum(LIST_STATES, invalidOption).default('unpublished').meta({
      description: 'published: resellers and shops see it; unpublished (default): a draft',
    }),
    hiden: z
      .boolean({ error: 'invalid_option' })
      .default(false)
      .meta({ description: 'Hidden from every shop (spelled as in the spec)' }),
    experience_date: (
      read.time(z.iso.datetime({ offset: true, error: 'invalid_date' }).nullish()) as z.ZodType<
        string | null | undefined,
        T | null | undefined
      >
    )
      .optional()
      .transform((value) => value ?? null)
      .meta({ description: 'Required for experiences: when it takes place (ISO time)' }),
    experience_place: optionalText(EXPERIENCE_PLACE_MAX).meta({
      description: 'Experiences: where it takes place',
    }),
    experience_available: (
      read.count(
        z
          .number(numberError)
          .int({ error: 'invalid_number' })
          .min(0, { error: 'stock_negative' })
          .max(EXPERIENCE_CAPACITY_MAX, { error: 'too_high' })
          .nullish(),
      ) as z.ZodType<number | null | undefined, N | null | undefined>
    )
      .optional()
      .transform((value) => value ?? null)
      .meta({ description: 'Required for experiences: the places left (its stock)' }),
    digital_url: z
      .preprocess(
        blankToNull,
        z
          .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'invalid_url' })
          .max(DIGITAL_URL_MAX, { error: 'too_long' })
          .nullish(),
      )
      .transform((value) => value ?? null)
      .meta({
        description:
          'Digital items: the page or file address the buyer gets after paying (never shown before); required unless `digital_file` is given',
      }),
    digital_file: z
      .strictObject(
        {
          key: z.string().regex(DIGITAL_FILE_KEY_PATTERN, { error: 'invalid_file' }),
          name: z
            .string({ error: 'required' })
            .trim()
            .min(1, { error: 'required' })
            .max(DIGITAL_FILE_NAME_MAX, { error: 'too_long' })
            .transform(cleanFileName),
        },
        { error: 'invalid_file' },
      )
      .nullish()
      .transform((value) => value ?? null)
      .meta({
        description:
          'Digital items: a file stored with `POST /api/suppliers/{id}/digital-files` (its `key` and the `name` buyers download it as), handed to buyers of paid orders through signed links that expire; null removes it',
      }),
  };
}

type ItemFields = ReturnType<typeof itemFields<number, string>>;
type ItemOutput = { [K in keyof ItemFields]: z.output<ItemFields[K]> };

/** Adds the rules between fields as field issues (lib/domain/items). */
function checkItem(item: ItemOutput, ctx: z.RefinementCtx) {
  const problems: Record<string, string | undefined> = {
    ...itemProblems(item),
    ...axesProblems(item.variants),
    ...variantStockProblems(item.variants, item.variant_stock),
  };
  item.variant_stock.forEach((row, index) => {
    if (row.list_price !== null && row.list_price <= 0) {
      problems[`variant_stock.${index}.list_price`] = 'price_not_positive';
    }
  });
  const repeated = item.photos.findIndex((url, index) => item.photos.indexOf(url) !== index);
  if (repeated >= 0) problems[`photos.${repeated}`] = 'duplicate_photo';
  // A field its own check refused already (a negative price) gets no second message.
  const refused = new Set(ctx.issues.map((issue) => issue.path?.join('.')));
  for (const [path, message] of Object.entries(problems)) {
    if (message && !refused.has(path)) {
      ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    }
  }
}

function itemSchema<N, T>(read: FieldReading) {
  return z.strictObject(itemFields<N, T>(read)).superRefine(checkItem).transform(keptItemFields);
}

/**
 * A new item, or the whole of an item (PUT): every field, with the defaults for those left out
 * (an unpublished, visible, on-stock MXN item with the common 72-hour return policy).
 */
export const SupplierProductInputSchema = itemSchema<number, string>(asIs).meta({
  id: 'SupplierProductInput',
});
export type SupplierProductInput = z.output<typeof SupplierProductInputSchema>;
export type SupplierProductInputBody = z.input<typeof SupplierProductInputSchema>;

/**
 * The editor's form: the same fields and rules, its numbers read from the text typed (prices in
 * pesos with up to two decimals, counts as whole numbers, blank as none).
 */
export const SupplierProductFormSchema = itemSchema<string, string>(typed);
export type SupplierProductFormValues = z.input<typeof SupplierProductFormSchema>;

/** Publishing and hiding an item (the list's quick actions): either or both. */
export const SupplierProductVisibilitySchema = z
  .strictObject({
    list_state: z.enum(LIST_STATES, invalidOption).optional(),
    hiden: z.boolean({ error: 'invalid_option' }).optional(),
  })
  .refine((value) => value.list_state !== undefined || value.hiden !== undefined, {
    error: 'required',
  })
  .meta({ id: 'SupplierProductVisibility' });
export type SupplierProductVisibility = z.output<typeof SupplierProductVisibilitySchema>;

const variantAxisSchema = z.object({ name: z.string(), options: z.array(z.string()) });

/** Publishing or hiding several of the supplier's items at once (the list's bulk actions). */
export const SupplierProductsVisibilitySchema = z
  .strictObject({
    products: z
      .array(idSchema, { error: 'required' })
      .min(1, { error: 'required' })
      .max(BULK_ITEMS_MAX, { error: 'too_many_items' })
      .meta({ description: `The items' ids, 1 to ${BULK_ITEMS_MAX}` }),
    list_state: z.enum(LIST_STATES, invalidOption).optional(),
    hiden: z.boolean({ error: 'invalid_option' }).optional(),
  })
  .refine((value) => value.list_state !== undefined || value.hiden !== undefined, {
    error: 'required',
  })
  .meta({ id: 'SupplierProductsVisibility' });
export type SupplierProductsVisibility = z.output<typeof SupplierProductsVisibilitySchema>;

export const SupplierProductsVisibilityResultSchema = z
  .object({
    updated: z.array(z.string()).meta({ description: 'The ids of the items changed' }),
  })
  .meta({ id: 'SupplierProductsVisibilityResult' });
export type SupplierProductsVisibilityResult = z.infer<
  typeof SupplierProductsVisibilityResultSchema
>;

/** An item's units in stock, set from the list (items without per-combination rows). */
export const SupplierProductStockSchema = z
  .strictObject({
    available: z
      .number({ error: 'invalid_number' })
      .int({ error: 'invalid_number' })
      .min(0, { error: 'stock_negative' })
      .max(ITEM_STOCK_MAX, { error: 'too_high' }),
  })
  .meta({ id: 'SupplierProductStock' });
export type SupplierProductStock = z.output<typeof SupplierProductStockSchema>;

/** An item as its supplier edits it. */
export const SupplierProductSchema = z
  .object({
    id: z.string().meta({ example: 'prd_3f0c9a' }),
    owner: z.string().meta({ description: 'The supplier', example: 'sup_tecno' }),
    slug: z.string(),
    type: z.enum(PRODUCT_TYPES),
    name: z.string(),
    name_en: z.string().nullable(),
    description: z.string().meta({ description: 'Sanitised rich text' }),
    description_en: z.string().nullable(),
    category_id: z.string().nullable(),
    photos: z.array(z.string()),
    list_price: z.number().int(),
    crossout_price: z.number().int().nullable(),
    currency: z.enum(CURRENCIES),
    is_free: z.boolean(),
    hide_price: z.boolean(),
    is_dropshipping: z.boolean().meta({ description: "The supplier's: resellers may add it" }),
    stock_type: z.enum(STOCK_TYPES),
    available: z.number().int(),
    max_purchase_amount: z.number().int().nullable(),
    contribution_margin: z.number().int(),
    variants: z.array(variantAxisSchema),
    variant_stock: z.array(
      z.object({
        options: z.record(z.string(), z.string()),
        variant: z.string().meta({
          description: "The label a cart line records: 'Talla: M / Color: Rojo'",
        }),
        available: z.number().int(),
        list_price: z.number().int().nullable(),
      }),
    ),
    return_type: z.enum(RETURN_TYPES),
    return_policy: z.enum(RETURN_POLICIES),
    return_policy_legend: z.string().nullable(),
    return_fees: z.enum(RETURN_FEES),
    return_shipping_label: z.enum(RETURN_SHIPPING_LABELS),
    restocking_fees: z.number().int().nullable(),
    list_state: z.enum(LIST_STATES),
    hiden: z.boolean(),
    sold_out: z.boolean(),
    experience_date: z.string().nullable(),
    experience_place: z.string().nullable(),
    experience_available: z.number().int().nullable(),
    digital_url: z.string().nullable(),
    digital_file: z.object({ key: z.string(), name: z.string() }).nullable().meta({
      description: 'The stored file a digital item delivers (private: buyers get signed links)',
    }),
    updated_at: z.string().meta({ description: 'ISO time of the last change' }),
    sanitized: z
      .array(z.enum(['description', 'description_en']))
      .optional()
      .meta({
        description:
          'On a save: the descriptions whose markup was cleaned (script, styles, unknown elements removed)',
      }),
  })
  .meta({ id: 'SupplierProduct' });
export type SupplierProduct = z.infer<typeof SupplierProductSchema>;

/** A row of the supplier's item list. */
export const SupplierProductRowSchema = SupplierProductSchema.pick({
  id: true,
  type: true,
  name: true,
  photos: true,
  list_price: true,
  currency: true,
  stock_type: true,
  available: true,
  list_state: true,
  hiden: true,
  updated_at: true,
})
  .extend({
    has_variant_stock: z.boolean().meta({
      description: 'Its stock is the sum of its combinations’ (edited in the item’s editor)',
    }),
  })
  .meta({ id: 'SupplierProductRow' });
export type SupplierProductRow = z.infer<typeof SupplierProductRowSchema>;

export const SupplierProductPageSchema = resultsPage(SupplierProductRowSchema).meta({
  id: 'SupplierProductPage',
});
export type SupplierProductPage = z.infer<typeof SupplierProductPageSchema>;

/** The supplier's list: sorted (newest change first by default), filtered by text, type and stock. */
export const SupplierProductListQuerySchema = z.object({
  text: z
    .string()
    .trim()
    .max(100)
    .optional()
    .meta({ description: 'Words of the name (Spanish or English)' }),
  type: z.enum(PRODUCT_TYPES).optional(),
  sort: z.enum(ITEM_LIST_SORTS).default('updated').meta({
    description:
      '`updated`: newest change first; `name`: A–Z; `price`: cheapest first; `stock`: fewest units first',
  }),
  stock: z
    .enum(ITEM_STOCK_FILTERS)
    .optional()
    .meta({
      description: `\`in_stock\`: on demand or with units; \`low\`: on stock with 1 to ${LOW_STOCK_UNITS} units; \`sold_out\`: on stock with none`,
    }),
  ...pagingQuery(SUPPLIER_PRODUCTS_PAGE, 100),
});
export type SupplierProductListQuery = z.infer<typeof SupplierProductListQuerySchema>;

export const SupplierProductsParamSchema = z.object({
  id: idSchema.meta({ param: { name: 'id', in: 'path' }, example: 'sup_tecno' }),
});

export const SupplierProductParamSchema = SupplierProductsParamSchema.extend({
  product: idSchema.meta({ param: { name: 'product', in: 'path' }, example: 'prd_3f0c9a' }),
});
