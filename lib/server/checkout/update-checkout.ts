import 'server-only';

import { eq } from 'drizzle-orm';

import type { Checkout, UpdateCheckoutInput } from '@/lib/api/schemas/checkout';
import { addresses, checkouts } from '@/lib/db/schema';
import { needsBranch, needsDelivery, shippingRates } from '@/lib/domain/orders/checkout-options';
import type { Locale } from '@/lib/i18n/locales';

import { requireActiveBranch } from '../branches/active-branch';
import { requireOwnProfile } from '../invoicing/invoicing-profiles';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { requireOpenCheckout } from './checkout-access';
import { checkoutView, offeredDeliveryTypes, paymentContext } from './checkout-view';

/**
 * A step's choice (spec 02 §2 "Multi-step checkout"). Choosing a delivery type keeps the rate
 * only when it fits it, and picks the type's rate when it has just one. The address must be the
 * user's own (404 `address_not_found` otherwise); a type or rate the checkout does not offer is
 * a 422 on its field. The courier branch (`agency_id`) must exist and be active, and goes with a
 * `to_branch` delivery only (422 `unavailable_branch` / `branch_not_needed` on `agency_id`). The
 * payment type is kept as chosen; whether it fits the other choices is in `missing` until it does.
 */
export async function updateCheckout(
  ctx: ServiceContext,
  slug: string,
  id: string,
  input: UpdateCheckoutInput,
  locale: Locale,
): Promise<Checkout> {
  const { userId, checkout, order } = await requireOpenCheckout(ctx, slug, id, locale);
  const rates = shippingRates(checkout.currency);
  const changes: Partial<typeof checkouts.$inferInsert> = {};

  const deliveryType = input.delivery_type ?? checkout.deliveryType;
  const needs = needsDelivery(order.types);
  if (input.delivery_type !== undefined) {
    const offered = await offeredDeliveryTypes(
      ctx.db,
      await paymentContext(ctx.db, checkout, needs),
    );
    // Nothing to deliver offers no type; choosing one is kept but ignored, as before.
    if (needs && !offered.includes(input.delivery_type)) {
      throw new ApiError('validation_error', { delivery_type: ['unavailable_delivery_type'] });
    }
    changes.deliveryType = input.delivery_type;
    const ofType = rates.filter((rate) => rate.deliveryType === input.delivery_type);
    const current = ofType.find((rate) => rate.id === (input.rate_id ?? checkout.rateId));
    changes.rateId = current?.id ?? (ofType.length === 1 ? ofType[0]!.id : null);
  }
  if (input.rate_id !== undefined) {
    const rate = rates.find((candidate) => candidate.id === input.rate_id);
    if (!rate || rate.deliveryType !== deliveryType) {
      throw new ApiError('validation_error', { rate_id: ['unavailable_rate'] });
    }
    changes.rateId = rate.id;
  }
  if (input.address_id !== undefined) {
    const [address] = await ctx.db
      .select({ userId: addresses.userId })
      .from(addresses)
      .where(eq(addresses.id, input.address_id))
      .limit(1);
    if (!address || address.userId !== userId) throw new ApiError('address_not_found');
    changes.addressId = input.address_id;
  }
  if (input.agency_id !== undefined) {
    if (!needs || !needsBranch(deliveryType)) {
      throw new ApiError('validation_error', { agency_id: ['branch_not_needed'] });
    }
    changes.agencyId = (await requireActiveBranch(ctx.db, input.agency_id)).id;
  }
  if (input.payment_type !== undefined) changes.paymentType = input.payment_type;
  if (input.invoicing_profile_id !== undefined) {
    changes.invoicingProfileId =
      input.invoicing_profile_id &&
      (await requireOwnProfile(ctx.db, userId, input.invoicing_profile_id)).id;
  }

  const [row] = Object.keys(changes).length
    ? await ctx.db.update(checkouts).set(changes).where(eq(checkouts.id, id)).returning()
    : [checkout];
  return checkoutView(ctx.db, slug, row!, order);
}
