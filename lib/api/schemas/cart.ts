import { z } from 'zod';

import { CURRENCIES, STOCK_TYPES } from '@/lib/domain/vocabulary';
import { CART_BATCH_MAX_LINES } from '@/lib/domain/cart/cart-lines';

const productIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/)
  .meta({ example: 'prd_000123' });

const variantSchema = z.string().max(500).nullish().meta({
  description:
    "The chosen options as the item page labels them (`Talla: M / Color: Rojo`, every group in the item's order); absent, null or '' for items without variants",
  example: 'Talla: M',
});

/** Units asked for; the quantity rules (stock, `max_purchase_amount`, 9,999 per item) decide. */
const quantitySchema = z.number().int().min(1).max(1_000_000);

/** One line of a cart request: `POST`/`PATCH …/cart/items`, bulk and preview lines. */
export const CartLineInputSchema = z
  .object({ product_id: productIdSchema, variant: variantSchema, quantity: quantitySchema })
  .meta({ id: 'CartLineInput' });
export type CartLineInput = z.infer<typeof CartLineInputSchema>;

/** `DELETE …/cart/items?product_id=…&variant=…`. */
export const CartLineKeyQuerySchema = z.object({
  product_id: productIdSchema,
  variant: variantSchema,
});
export type CartLineKey = z.infer<typeof CartLineKeyQuerySchema>;

export const CartLinesBodySchema = z
  .object({ items: z.array(CartLineInputSchema).max(CART_BATCH_MAX_LINES) })
  .meta({ id: 'CartLines' });
export type CartLinesBody = z.infer<typeof CartLinesBodySchema>;

/** Spec 02 §3 "Cart product", priced from the products table when read. */
export const CartProductSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    photo: z.string().nullable(),
    description: z.string(),
    variant: z.string().nullable(),
    amount: z.number().int().meta({ description: 'Units in the line' }),
    price: z
      .number()
      .int()
      .meta({ description: 'Price of one unit, minor units (0 for free items)' }),
    total: z.number().int().meta({ description: '`price` × `amount`, minor units' }),
    currency: z.enum(CURRENCIES),
    available: z.number().int(),
    stock_type: z.enum(STOCK_TYPES),
    disabled: z.boolean(),
    max_purchase_amount: z.number().int().nullable(),
    unavailable: z.boolean().meta({
      description:
        'Cannot be paid: disabled, on stock with none left, otherwise blocked from sale, or no longer offered by the shop',
    }),
  })
  .meta({ id: 'CartProduct' });
export type CartProduct = z.infer<typeof CartProductSchema>;

/** Spec 02 §3 "Store cart order": one per supplier and currency. */
export const CartOrderSchema = z
  .object({
    supplier: z.object({ id: z.string(), name: z.string(), image: z.string().nullable() }),
    is_configured: z
      .boolean()
      .meta({ description: 'The supplier is enabled; checkout refuses it otherwise' }),
    total: z
      .number()
      .int()
      .meta({ description: 'Sum of the lines that are not `unavailable`, minor units' }),
    currency: z.enum(CURRENCIES),
    products: z.array(CartProductSchema),
  })
  .meta({ id: 'CartOrder' });
export type CartOrder = z.infer<typeof CartOrderSchema>;

export const CartSchema = z
  .object({
    orders: z.array(CartOrderSchema),
    count: z.number().int().meta({ description: 'Units in the cart (every line)' }),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof CartSchema>;

export const CART_ADJUSTMENT_CODES = [
  'quantity_exceeded',
  'max_purchase_exceeded',
  'out_of_stock',
  'unavailable_for_sale',
  'product_not_found',
  'invalid_variant',
] as const;
export type CartAdjustmentCode = (typeof CART_ADJUSTMENT_CODES)[number];

/** A line of a bulk merge or preview that was not taken as sent. */
export const CartAdjustmentSchema = z
  .object({
    product_id: z.string(),
    variant: z.string().nullable(),
    requested: z.number().int(),
    added: z.number().int().meta({ description: 'Units taken (0: the line was left out)' }),
    code: z.enum(CART_ADJUSTMENT_CODES),
  })
  .meta({ id: 'CartAdjustment' });
export type CartAdjustment = z.infer<typeof CartAdjustmentSchema>;

export const CartWithAdjustmentsSchema = CartSchema.extend({
  adjustments: z.array(CartAdjustmentSchema),
}).meta({ id: 'CartWithAdjustments' });
export type CartWithAdjustments = z.infer<typeof CartWithAdjustmentsSchema>;

export const CartCountSchema = z.object({ count: z.number().int() }).meta({ id: 'CartCount' });

export const CART_ERROR_CODES = [
  'quantity_exceeded',
  'max_purchase_exceeded',
  'unavailable_for_sale',
  'out_of_stock',
] as const;
export type CartErrorCode = (typeof CART_ERROR_CODES)[number];

/** 409: the quantity rules or the item's state refuse the change. */
export const CartErrorSchema = z
  .object({
    code: z.enum(CART_ERROR_CODES),
    message: z.string(),
    available: z
      .number()
      .int()
      .optional()
      .meta({ description: 'With `quantity_exceeded`: units in stock' }),
    max: z
      .number()
      .int()
      .optional()
      .meta({ description: 'With `max_purchase_exceeded`: the most one cart may hold' }),
  })
  .meta({ id: 'CartError' });
export type CartErrorBody = z.infer<typeof CartErrorSchema>;
