import { z } from 'zod';

import { CURRENCIES, DELIVERY_TYPES, ORDER_STATES, PAYMENT_TYPES } from '@/lib/domain/vocabulary';

import { ORDER_SORTS, ORDER_TEXT_MAX } from '@/lib/domain/orders/order-filters';
import { CANCEL_REASONS } from '@/lib/domain/orders/order-states';
import { SUPPLIER_ACTOR_ROLES } from '@/lib/domain/orders/supplier-policy';
import { shopSlugSchema } from '@/lib/domain/shop/slug';

import { pagingQuery } from './common';
import { calendarDay, rangeInOrder, rangeMessage } from './day-range';
import { CourierBranchSchema } from './courier-branches';
import { PaymentInstructionsSchema } from './payment-instructions';

/** Orders list page size (spec 02 §9). */
export const ORDERS_PAGE_SIZE = 10;

const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

const text = (max: number) => z.string().trim().min(1, 'required').max(max, 'too_long');

/** Spec 02 §3 "Address": the book entry a delivery goes to. */
export const AddressInputSchema = z
  .object({
    name: text(120).meta({ description: 'Who receives', example: 'Ana López' }),
    phone: z
      .string()
      .transform((value) => value.replace(/\D/g, ''))
      .pipe(z.string().regex(/^\d{10}$/, 'InvalidNumber'))
      .meta({ description: '10 digits, without the calling code', example: '5512345678' }),
    street_address: text(200).meta({ example: 'Av. Reforma' }),
    street_number: text(40).meta({ example: '222 int. 4' }),
    sublocality: z.string().trim().max(120).nullish().meta({ example: 'Juárez' }),
    locality: text(120).meta({ example: 'Ciudad de México' }),
    administrative_area_level_1: text(80).meta({ example: 'Ciudad de México' }),
    postal_code: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'InvalidPostalCode')
      .meta({ example: '06600' }),
    references: z.string().trim().max(300).nullish(),
  })
  .strict()
  .meta({ id: 'AddressInput' });
export type AddressInput = z.infer<typeof AddressInputSchema>;

export const AddressSchema = AddressInputSchema.extend({
  id: z.string(),
  phone: z.string(),
  postal_code: z.string(),
  sublocality: z.string().nullable(),
  references: z.string().nullable(),
  country: z.string(),
}).meta({ id: 'Address' });
export type Address = z.infer<typeof AddressSchema>;

export const AddressListSchema = z
  .object({ results: z.array(AddressSchema) })
  .meta({ id: 'AddressList' });

export const CreateCheckoutSchema = z
  .object({
    supplier_id: idSchema.meta({ description: "The cart order's supplier" }),
    currency: z.enum(CURRENCIES),
  })
  .strict()
  .meta({ id: 'CreateCheckout' });
export type CreateCheckoutInput = z.infer<typeof CreateCheckoutSchema>;

export const UpdateCheckoutSchema = z
  .object({
    delivery_type: z.enum(DELIVERY_TYPES).optional(),
    address_id: idSchema.optional(),
    agency_id: idSchema
      .optional()
      .meta({ description: 'An active courier branch, for `to_branch` (GET /courier-branches)' }),
    rate_id: z.string().max(40).optional(),
    payment_type: z.enum(PAYMENT_TYPES).optional(),
    invoicing_profile_id: idSchema.nullable().optional().meta({
      description:
        "One of the customer's invoicing profiles (¿Necesitas factura?): the order's invoice is asked with it at placement; null clears it",
    }),
  })
  .strict()
  .meta({ id: 'UpdateCheckout' });
export type UpdateCheckoutInput = z.infer<typeof UpdateCheckoutSchema>;

export const CheckoutParamSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(63)
    .meta({ param: { name: 'slug', in: 'path' } }),
  id: idSchema.meta({ param: { name: 'id', in: 'path' } }),
});

const MoneySchema = z.number().int().meta({ description: 'Minor units' });

export const CheckoutLineSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    photo: z.string().nullable(),
    variant: z.string().nullable(),
    amount: z.number().int(),
    price: MoneySchema,
    total: MoneySchema,
    unavailable: z.boolean(),
  })
  .meta({ id: 'CheckoutLine' });

export const ShippingRateSchema = z
  .object({
    id: z.string(),
    delivery_type: z.enum(DELIVERY_TYPES),
    price: MoneySchema,
    days: z.tuple([z.number().int(), z.number().int()]),
  })
  .meta({ id: 'ShippingRate' });

export const CHECKOUT_STEPS = [
  'delivery_type',
  'address_id',
  'agency_id',
  'rate_id',
  'payment_type',
] as const;

/** Spec 02 §3 "Checkout payload", priced now from the products table. */
export const CheckoutSchema = z
  .object({
    checkout_id: z.string(),
    store: z.string().meta({ description: 'Shop slug' }),
    supplier: z.object({ id: z.string(), name: z.string(), image: z.string().nullable() }),
    currency: z.enum(CURRENCIES),
    products: z.array(CheckoutLineSchema),
    needs_delivery: z.boolean(),
    delivery_types: z.array(z.enum(DELIVERY_TYPES)),
    rates: z.array(ShippingRateSchema),
    delivery_type: z.enum(DELIVERY_TYPES).nullable(),
    address: AddressSchema.nullable(),
    branch: CourierBranchSchema.nullable().meta({
      description: 'The courier branch of a `to_branch` delivery, while it is active',
    }),
    rate_id: z.string().nullable(),
    enabled_payment_types: z.array(z.enum(PAYMENT_TYPES)),
    payment_type: z.enum(PAYMENT_TYPES).nullable(),
    invoicing_profile_id: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'The invoicing profile chosen for the invoice, or none' }),
    missing: z
      .array(z.enum(CHECKOUT_STEPS))
      .meta({ description: 'Choices still to make before the order can be placed' }),
    is_complete: z.boolean(),
    products_total: MoneySchema,
    shipping_cost: MoneySchema,
    total: MoneySchema,
    summary: z.object({ subtotal: MoneySchema, total: MoneySchema }),
  })
  .meta({ id: 'Checkout' });
export type Checkout = z.infer<typeof CheckoutSchema>;

export const CHECKOUT_ERROR_CODES = [
  'insufficient_stock',
  'unavailable_for_sale',
  'out_of_stock',
  'supplier_not_configured',
  'empty_order',
  'checkout_incomplete',
  'checkout_closed',
  // Spec 02 §8 spells it so; it is the contract.
  'slug_public_was_alrready_generated',
] as const;
export type CheckoutErrorCode = (typeof CHECKOUT_ERROR_CODES)[number];

/** 409: the cart order cannot be checked out or placed as it is. */
export const CheckoutErrorSchema = z
  .object({
    code: z.enum(CHECKOUT_ERROR_CODES),
    message: z.string(),
    product_id: z.string().optional().meta({ description: 'The line that stopped it' }),
    missing: z.array(z.enum(CHECKOUT_STEPS)).optional(),
    public_slug: z
      .string()
      .optional()
      .meta({ description: 'With `slug_public_was_alrready_generated`: the link made before' }),
  })
  .meta({ id: 'CheckoutError' });
export type CheckoutErrorBody = z.infer<typeof CheckoutErrorSchema>;

export const PlaceOrderSchema = z
  .object({ checkout_id: idSchema })
  .strict()
  .meta({ id: 'PlaceOrder' });
export type PlaceOrderInput = z.infer<typeof PlaceOrderSchema>;

const idempotencyKey = z
  .string()
  .min(8)
  .max(200)
  .regex(/^[\x21-\x7e]+$/);

export const IdempotencyHeaderSchema = z.object({
  'idempotency-key': idempotencyKey.meta({
    param: { name: 'idempotency-key', in: 'header' },
    description:
      'One key per purchase attempt: a repeat with the same body returns the first answer; another body is refused',
  }),
});

/** An add that may be retried after a lost answer: the key is optional, a repeat adds nothing. */
export const OptionalIdempotencyHeaderSchema = z.object({
  'idempotency-key': idempotencyKey.optional().meta({
    param: { name: 'idempotency-key', in: 'header' },
    description:
      'One key per add: a repeat with the same body (a retry after a lost answer) adds nothing more and answers the cart; another body under the key is refused',
  }),
});

export const OrderLineSchema = z
  .object({
    product_id: z.string(),
    name: z.string(),
    photo: z.string().nullable(),
    variant: z.string().nullable(),
    unit_price: MoneySchema,
    quantity: z.number().int(),
    total: MoneySchema,
    digital_url: z.string().optional().meta({
      description:
        'A digital item: the file or page it delivers, present once the order is paid (never before, nor once cancelled)',
    }),
    digital_file: z
      .object({
        name: z.string().meta({ description: 'The name the file downloads as' }),
        url: z.string().meta({
          description:
            'A signed link (`GET /api/orders/{id}/lines/{line}/file?expires=…&signature=…`) that downloads the file; signed afresh on every read',
        }),
        expires_at: z.string().meta({ description: 'ISO time the link stops working' }),
      })
      .optional()
      .meta({
        description:
          'A digital item whose file the platform stores: present once the order is paid (never before, nor once cancelled)',
      }),
  })
  .meta({ id: 'OrderLine' });

/** Spec 02 §3 "Order", with its lines and, for a transfer, where and by when to pay. */
export const OrderSchema = z
  .object({
    id: z.string(),
    number: z.string().meta({
      description: 'The number people read, quote and search for (the id stays internal)',
      example: 'TD-000123',
    }),
    store: z.string(),
    supplier: z.object({ id: z.string(), name: z.string(), image: z.string().nullable() }),
    customer: z
      .object({ name: z.string() })
      .meta({ description: 'Who placed the order (their account name)' }),
    state: z.enum(ORDER_STATES),
    cancel_reason: z.string().nullable().meta({
      description: 'Why it was cancelled (`payment_expired`: a transfer not paid within the hour)',
    }),
    payment_type: z.enum(PAYMENT_TYPES),
    instalments: z.number().int().nullable().optional().meta({
      description:
        'Card instalments: the meses sin intereses it is paid in (3, 6, 9, 12); null paid at once',
    }),
    delivery_type: z.enum(DELIVERY_TYPES).nullable(),
    address: AddressSchema.omit({ id: true }).nullable(),
    branch: CourierBranchSchema.nullable().meta({
      description:
        'The courier branch of a `to_branch` delivery, as it was when the order was placed',
    }),
    currency: z.enum(CURRENCIES),
    products_total: MoneySchema,
    shipping_cost: MoneySchema,
    total: MoneySchema,
    lines: z.array(OrderLineSchema),
    bank_transfer: z
      .object({
        reference: z.string(),
        pay_by: z.string().meta({ description: 'ISO time: the transfer is due within 1 hour' }),
        bank_name: z.string().nullable(),
        clabe: z.string().nullable(),
        beneficiary: z.string().nullable(),
      })
      .nullable(),
    payment_instructions: PaymentInstructionsSchema.nullable().meta({
      description:
        'An OXXO voucher or SPEI account (issue 25) once the shopper asked for it on the payment page',
    }),
    carrier: z.string().nullable().meta({ description: 'The courier carrying it, once shipped' }),
    tracking_number: z.string().nullable(),
    estimated_delivery_date: z.iso.date().nullable().meta({
      description: 'The day the seller expects it to arrive (YYYY-MM-DD, Mexico City)',
    }),
    delivered_at: z.iso.datetime({ offset: true }).nullable().meta({
      description: 'When it was delivered (the 72 h return window starts then)',
    }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof OrderSchema>;

const includeFlag = (description: string) =>
  z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true')
    .meta({ description });

/** Spec 02 §7 "List orders": paging, then every filter; a range must not end before it starts. */
const orderListShape = {
  ...pagingQuery(ORDERS_PAGE_SIZE, 50),
  state: z.enum(ORDER_STATES).optional(),
  payment_type: z.enum(PAYMENT_TYPES).optional(),
  delivery_type: z.enum(DELIVERY_TYPES).optional(),
  start_date: calendarDay('Placed on or after this day'),
  end_date: calendarDay('Placed on or before this day'),
  include_delivered: includeFlag('`false` leaves delivered orders out'),
  include_canceled: includeFlag('`false` leaves cancelled orders out'),
  text: z.string().trim().max(ORDER_TEXT_MAX, 'too_long').optional().meta({
    description:
      'The order number (TD-000123 or 123), part of the transfer reference, a product name, or the other party: the supplier (for customers), the customer or the receiver (for suppliers); accents and case are ignored',
  }),
  sort: z.enum(ORDER_SORTS).default('-updated_at'),
};

export const OrderListQuerySchema = z.object(orderListShape).refine(rangeInOrder, rangeMessage);
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

/** The customer's list may also keep to the orders placed in one shop (its `mis-compras`). */
export const MyOrderListQuerySchema = z
  .object({
    ...orderListShape,
    shop: shopSlugSchema
      .optional()
      .meta({ description: 'Only the orders placed in this shop (its slug)' }),
  })
  .refine(rangeInOrder, rangeMessage);
export type MyOrderListQuery = z.infer<typeof MyOrderListQuerySchema>;

export const OrderListSchema = z
  .object({ results: z.array(OrderSchema), matches_estimated: z.number().int() })
  .meta({ id: 'OrderList' });

/** The parcel's details the supplier gives (spec 02 §3); each may be cleared with null. */
export const ShipmentSchema = z
  .object({
    carrier: z.string().trim().min(1).max(60).nullable(),
    tracking_number: z
      .string()
      .trim()
      .min(3)
      .max(60)
      .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/)
      .nullable(),
    estimated_delivery_date: z.iso.date().nullable().meta({
      description: 'YYYY-MM-DD, a day in Mexico City',
      example: '2026-12-01',
    }),
  })
  .strict()
  .meta({ id: 'Shipment' });
export type ShipmentInput = z.infer<typeof ShipmentSchema>;

export const CancelOrderSchema = z
  .object({ reason: z.enum(CANCEL_REASONS) })
  .strict()
  .meta({ id: 'CancelOrder' });

export const SupplierOrdersParamSchema = z.object({
  id: idSchema.meta({ param: { name: 'id', in: 'path' } }),
});

export const SupplierOrderParamSchema = SupplierOrdersParamSchema.extend({
  order: idSchema.meta({ param: { name: 'order', in: 'path' } }),
});

export const MySupplierSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    enabled: z.boolean(),
    role: z.enum(SUPPLIER_ACTOR_ROLES).meta({
      description:
        "The user's role on the supplier: `owner`, or the staff role they hold (`admin`, `accountant`, `dispatcher`); what each may do is the supplier policy",
    }),
  })
  .meta({ id: 'MySupplier' });
export type MySupplier = z.infer<typeof MySupplierSchema>;

export const MySupplierListSchema = z
  .object({ results: z.array(MySupplierSchema) })
  .meta({ id: 'MySupplierList' });

export const OrderParamSchema = z.object({
  id: idSchema.meta({ param: { name: 'id', in: 'path' } }),
});
