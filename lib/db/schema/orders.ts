import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { createdAt, money, updatedAt } from './columns';
import { invoicingProfiles } from './invoicing';
import { type BranchSnapshot, courierBranches } from './courier-branches';
import type { PaymentInstructions } from '../../domain/payments/payment-instructions';
import type { Currency, DeliveryType, OrderState, PaymentType } from '../../domain/vocabulary';
import { products } from './products';
import { shops } from './shops';
import { suppliers } from './suppliers';
import { users } from './users';

/** An address of a user's address book (spec 02 §3 "Address"). */
export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    streetAddress: text('street_address').notNull(),
    streetNumber: text('street_number').notNull(),
    sublocality: text('sublocality'),
    locality: text('locality').notNull(),
    /** The Mexican state (administrative area level 1). */
    administrativeAreaLevel1: text('administrative_area_level_1').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('MX'),
    references: text('references'),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** What an order keeps of its delivery address: a copy, so editing the book never rewrites history. */
export type AddressSnapshot = Omit<typeof addresses.$inferSelect, 'userId' | 'createdAt'>;

/**
 * One checkout per cart order (supplier and currency) of a user in a shop (spec 02 §2 "Cart and
 * checkout"): the choices of the steps. Its lines are the cart's, priced when read; placing it
 * turns it into an order.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    currency: text('currency').$type<Currency>().notNull(),
    state: text('state').$type<'open' | 'placed'>().notNull().default('open'),
    deliveryType: text('delivery_type').$type<DeliveryType>(),
    addressId: text('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    /** The courier branch of a `to_branch` delivery (spec 02 §3 `agency_id`). */
    agencyId: text('agency_id').references(() => courierBranches.id, { onDelete: 'set null' }),
    rateId: text('rate_id'),
    paymentType: text('payment_type').$type<PaymentType>(),
    referral: text('referral'),
    campaign: text('campaign'),
    clickId: text('click_id'),
    /** The tax data the customer chose for this purchase's invoice (null: no invoice). */
    invoicingProfileId: text('invoicing_profile_id').references(() => invoicingProfiles.id, {
      onDelete: 'set null',
    }),
    /** The shared link's slug (spec 02 §7 "Share checkout"), generated once. */
    publicSlug: text('public_slug'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // At most one open checkout per cart order: creating again returns it.
    uniqueIndex('checkouts_open_key')
      .on(t.userId, t.shopId, t.supplierId, t.currency)
      .where(sql`${t.state} = 'open'`),
    // Read with its shop (`{base}comprar/compartido/{public_slug}`); shop_id keeps it a tenant key.
    unique('checkouts_public_slug_key').on(t.publicSlug, t.shopId),
  ],
);

/**
 * A tracking number as trackers compare it, in SQL: without spaces, dots, slashes or hyphens, in
 * capitals (lib/domain/orders/carrier-tracking.ts `normalTrackingNumber`).
 */
export const normalTracking = (column: AnyPgColumn | SQL) =>
  sql`upper(regexp_replace(${column}, '[[:space:]./-]', '', 'g'))`;

/** A purchase order: one supplier, one currency, totals fixed when placed (spec 02 §3 "Order"). */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /**
     * The number people read and quote (`TD-000123`, lib/domain/orders/order-number.ts): one
     * platform-wide sequence, so it names one order whoever reads it; the id stays internal.
     */
    number: bigint('number', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    state: text('state').$type<OrderState>().notNull(),
    paymentType: text('payment_type').$type<PaymentType>().notNull(),
    deliveryType: text('delivery_type').$type<DeliveryType>(),
    address: jsonb('address').$type<AddressSnapshot>(),
    /** The branch chosen (null should its row be deleted) and a copy of it as it was when placed. */
    agencyId: text('agency_id').references(() => courierBranches.id, { onDelete: 'set null' }),
    branch: jsonb('branch').$type<BranchSnapshot>(),
    currency: text('currency').$type<Currency>().notNull(),
    productsTotal: money('products_total').notNull(),
    shippingCost: money('shipping_cost').notNull(),
    total: money('total').notNull(),
    /** Bank transfer: the reference to quote and the moment the transfer is due. */
    transferReference: text('transfer_reference'),
    payBy: timestamp('pay_by', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Why it was cancelled (lib/domain/orders/order-states.ts `CancelReason`). */
    cancelReason: text('cancel_reason'),
    /** The provider's payment session (Stripe Checkout Session id) once brokered. */
    providerSessionId: text('provider_session_id'),
    /**
     * Which try at paying this is: 1 when placed, one more each time an expired payment is
     * restarted (issue 25), so a provider's idempotency key makes a new payment for the new try.
     */
    paymentAttempt: smallint('payment_attempt').notNull().default(1),
    /** Card instalments (meses sin intereses): the months chosen; null paid at once. */
    instalments: smallint('instalments'),
    /**
     * What the shopper needs to pay an asynchronous method (an OXXO voucher, a SPEI account), as
     * the provider gave it; null until the payment is started and again after a restart.
     */
    paymentInstructions: jsonb('payment_instructions').$type<PaymentInstructions>(),
    referral: text('referral'),
    campaign: text('campaign'),
    clickId: text('click_id'),
    /**
     * Who earns the lines' commissions (spec 03 §1): the owner of the shop it was placed in, as
     * they were then; null for a supplier's own shop.
     */
    resellerId: text('reseller_id').references(() => users.id),
    /** Fulfilment (spec 02 §4): the carrier's name and tracking number, given when it ships. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** The date the seller promises; the moment it was delivered (starts the 72 h return window). */
    estimatedDeliveryAt: timestamp('estimated_delivery_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.updatedAt),
    index('orders_supplier_idx').on(t.supplierId, t.updatedAt),
    index('orders_shop_idx').on(t.shopId, t.updatedAt),
    // The shop's orders report reads a shop's orders placed within a range.
    index('orders_shop_created_idx').on(t.shopId, t.createdAt),
    // A tracking service's event finds its parcel's orders (lib/server/orders/carrier-events.ts).
    index('orders_tracking_idx').on(normalTracking(t.trackingNumber)),
    // A referrer's customers (lib/server/campaigns/list-referred.ts).
    index('orders_referral_idx')
      .on(t.referral)
      .where(sql`${t.referral} is not null`),
    // A campaign's orders (lib/server/campaigns: the campaign list counts them).
    index('orders_campaign_idx')
      .on(t.campaign)
      .where(sql`${t.campaign} is not null`),
    // Finds payments past their deadline (a transfer's hour, a voucher's expiry) without reading every order.
    index('orders_payment_due_idx')
      .on(t.payBy)
      .where(sql`${t.payBy} is not null and ${t.state} = 'pending_payment'`),
    // The number is unique platform-wide by its identity sequence; the index leads with it (finding
    // an order by number) and carries shop_id so every unique key of a shop table holds the tenant.
    uniqueIndex('orders_number_idx').on(t.number, t.shopId),
    unique('orders_checkout_id_unique').on(t.checkoutId, t.shopId),
    check('orders_total_sum', sql`${t.total} = ${t.productsTotal} + ${t.shippingCost}`),
  ],
);

/**
 * What was bought, as it was when the order was placed. `shop_id` is the order's, copied so the
 * table is keyed by its tenant (distribution by shop, docs/operations.md).
 */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    variant: text('variant').notNull().default(''),
    name: text('name').notNull(),
    photo: text('photo'),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    total: money('total').notNull(),
    /**
     * What the order's reseller earns for the line, fixed when placed (spec 03 §1: contribution
     * margin × their plan's commission rate then, × quantity); null when nobody earns on it.
     */
    earning: money('earning'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId, t.variant, t.shopId] }),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * `Idempotency-Key` of a money-moving request: the first answer is kept and given again to a
 * repeat with the same body; another body under the same key is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);

/**
 * Webhook events already applied, by provider and event id: a replayed or duplicated delivery
 * finds its row and changes nothing. Written in the transaction of the event's effect.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: text('order_id').references(() => orders.id),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
