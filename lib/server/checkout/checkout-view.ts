import 'server-only';

import { eq } from 'drizzle-orm';

import type { Address, Checkout } from '@/lib/api/schemas/checkout';
import type { Db } from '@/lib/db/client';
import { type AddressSnapshot, addresses, checkouts, suppliers } from '@/lib/db/schema';
import {
  checkoutGaps,
  deliveryTypesFor,
  needsBranch,
  needsDelivery,
  type PaymentContext,
  paymentTypesFor,
  shippingCost,
  shippingRates,
} from '@/lib/domain/orders/checkout-options';

import { hasActiveBranches, readActiveBranch } from '../branches/active-branch';
import { branchView } from '../branches/branch-view';
import { enabledProviders } from '../payments/providers';
import type { CheckoutOrder } from './checkout-order';

export type CheckoutRow = typeof checkouts.$inferSelect;
type Reader = Pick<Db, 'select'>;

export function addressView(row: typeof addresses.$inferSelect): Address {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    street_address: row.streetAddress,
    street_number: row.streetNumber,
    sublocality: row.sublocality,
    locality: row.locality,
    administrative_area_level_1: row.administrativeAreaLevel1,
    postal_code: row.postalCode,
    country: row.country,
    references: row.references,
  };
}

/** What an order keeps of its address: a copy, so editing the book never rewrites an order. */
export function addressSnapshot(row: typeof addresses.$inferSelect): AddressSnapshot {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    streetAddress: row.streetAddress,
    streetNumber: row.streetNumber,
    sublocality: row.sublocality,
    locality: row.locality,
    administrativeAreaLevel1: row.administrativeAreaLevel1,
    postalCode: row.postalCode,
    country: row.country,
    references: row.references,
  };
}

/** The user's address of the checkout (null when unset, or not the user's own). */
async function checkoutAddress(db: Reader, checkout: CheckoutRow): Promise<Address | null> {
  if (!checkout.addressId) return null;
  const [row] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.id, checkout.addressId))
    .limit(1);
  return row && row.userId === checkout.userId ? addressView(row) : null;
}

/** The checkout's courier branch for `to_branch`, while it is active (null otherwise). */
async function checkoutBranch(db: Reader, checkout: CheckoutRow, needs: boolean) {
  if (!needs || !needsBranch(checkout.deliveryType) || !checkout.agencyId) return null;
  const row = await readActiveBranch(db, checkout.agencyId);
  return row ? branchView(row) : null;
}

/** The delivery types this checkout offers (none when nothing travels). */
export async function offeredDeliveryTypes(db: Reader, context: PaymentContext) {
  if (!context.needsDelivery) return [];
  return deliveryTypesFor({
    hasBranches: await hasActiveBranches(db),
    prepayable: context.takesTransfers || context.providers.length > 0,
  });
}

/** What the supplier's payment set-up allows for this checkout's choices. */
export async function paymentContext(
  db: Reader,
  checkout: Pick<CheckoutRow, 'supplierId' | 'deliveryType'>,
  needs: boolean,
): Promise<PaymentContext> {
  const [supplier] = await db
    .select({ clabe: suppliers.bankClabe })
    .from(suppliers)
    .where(eq(suppliers.id, checkout.supplierId))
    .limit(1);
  return {
    needsDelivery: needs,
    deliveryType: needs ? checkout.deliveryType : null,
    takesTransfers: Boolean(supplier?.clabe),
    providers: enabledProviders(),
  };
}

/** Spec 02 §3 "Checkout payload": the cart order priced now, with the choices and what is missing. */
export async function checkoutView(
  db: Reader,
  slug: string,
  checkout: CheckoutRow,
  { order, types }: CheckoutOrder,
): Promise<Checkout> {
  const needs = needsDelivery(types);
  const context = await paymentContext(db, checkout, needs);
  const address = await checkoutAddress(db, checkout);
  const branch = await checkoutBranch(db, checkout, needs);
  const deliveryTypes = await offeredDeliveryTypes(db, context);
  const choices = {
    deliveryType: needs ? checkout.deliveryType : null,
    addressId: address?.id ?? null,
    agencyId: branch?.agency_id ?? null,
    rateId: needs ? checkout.rateId : null,
    paymentType: checkout.paymentType,
  };
  const missing = checkoutGaps(choices, { ...context, currency: checkout.currency });
  const shipping = shippingCost(checkout.currency, needs, choices);
  const productsTotal = order.total;
  return {
    checkout_id: checkout.id,
    store: slug,
    supplier: order.supplier,
    currency: checkout.currency,
    products: order.products.map((line) => ({
      id: line.id,
      name: line.name,
      photo: line.photo,
      variant: line.variant,
      amount: line.amount,
      price: line.price,
      total: line.total,
      unavailable: line.unavailable,
    })),
    needs_delivery: needs,
    delivery_types: deliveryTypes,
    rates: needs
      ? shippingRates(checkout.currency).map((rate) => ({
          id: rate.id,
          delivery_type: rate.deliveryType,
          price: rate.price,
          days: [rate.days[0], rate.days[1]] as [number, number],
        }))
      : [],
    delivery_type: choices.deliveryType,
    address,
    branch,
    rate_id: choices.rateId,
    enabled_payment_types: paymentTypesFor(context),
    payment_type: checkout.paymentType,
    invoicing_profile_id: checkout.invoicingProfileId ?? null,
    missing,
    is_complete: missing.length === 0,
    products_total: productsTotal,
    shipping_cost: shipping,
    total: productsTotal + shipping,
    summary: { subtotal: productsTotal, total: productsTotal + shipping },
  };
}
