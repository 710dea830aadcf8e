import type { Currency, DeliveryType, PaymentType, ProductType } from '@/lib/domain/vocabulary';

/**
 * What a checkout may choose (spec 02 §4 "Checkout by payment method", §9 payment methods and
 * delivery types), with the local defaults that work with no outside service: a shipping rate
 * table and the offline payment methods.
 */

/** Spec 02 §9: a bank transfer must be made within 1 hour. */
export const BANK_TRANSFER_WINDOW_MS = 60 * 60 * 1000;

/** The methods paid away from the site whose voucher or account the shopper asks for first. */
const PAID_ON_INSTRUCTIONS: readonly PaymentType[] = ['stripe_oxxo', 'stripe_spei'];

/**
 * When an order just placed (or restarted) stops waiting for its payment: a transfer has its hour
 * (spec 02 §9); an OXXO voucher or SPEI account must be asked for within the same hour (its own
 * deadline replaces this one once it is given), so an order nobody pays never holds its units
 * for good. Null for the methods without a deadline (cash on delivery, pay in store, cards).
 */
export function firstPaymentDeadline(type: PaymentType, now: number): Date | null {
  return type === 'bank_transfer' || PAID_ON_INSTRUCTIONS.includes(type)
    ? new Date(now + BANK_TRANSFER_WINDOW_MS)
    : null;
}

/**
 * Stripe may confirm an OXXO payment made at the last minute up to a business day after the
 * voucher's expiry: the order waits that long past it (two days, for weekends' sake) unless
 * Stripe says sooner that the voucher expired unpaid.
 */
export const OXXO_CONFIRMATION_GRACE_MS = 2 * 24 * 60 * 60 * 1000;

export interface ShippingRate {
  id: string;
  deliveryType: DeliveryType;
  /** Integer minor units in the checkout's currency. */
  price: number;
  /** Business days, for the label ("3 a 5 días hábiles"). */
  days: readonly [number, number];
}

/** The local rate table, per currency (MXN in centavos; the others in cents). */
const RATE_TABLE: Record<'MXN' | 'other', readonly ShippingRate[]> = {
  MXN: [
    { id: 'standard', deliveryType: 'to_address', price: 9_900, days: [3, 5] },
    { id: 'express', deliveryType: 'to_address', price: 19_900, days: [1, 2] },
    { id: 'fixed', deliveryType: 'fixed_delivery', price: 4_900, days: [1, 1] },
    { id: 'pickup', deliveryType: 'pickup_point', price: 0, days: [0, 0] },
    { id: 'branch', deliveryType: 'to_branch', price: 6_900, days: [2, 4] },
  ],
  other: [
    { id: 'standard', deliveryType: 'to_address', price: 600, days: [3, 5] },
    { id: 'express', deliveryType: 'to_address', price: 1_200, days: [1, 2] },
    { id: 'fixed', deliveryType: 'fixed_delivery', price: 300, days: [1, 1] },
    { id: 'pickup', deliveryType: 'pickup_point', price: 0, days: [0, 0] },
    { id: 'branch', deliveryType: 'to_branch', price: 400, days: [2, 4] },
  ],
};

/** Delivery types offered locally; `to_branch` also needs a branch to send to and a way to pay ahead. */
export const LOCAL_DELIVERY_TYPES = [
  'to_address',
  'fixed_delivery',
  'pickup_point',
  'to_branch',
] as const;

export interface DeliveryContext {
  /** Some courier branch is active (the local branch table is not empty). */
  hasBranches: boolean;
  /** The supplier takes transfers or a provider is on: the order can be paid before it ships. */
  prepayable: boolean;
}

/**
 * The delivery types a checkout offers. A courier branch collects no money and is not the
 * supplier's store, so `to_branch` is offered only when the order can be paid ahead and some
 * branch is active.
 */
export function deliveryTypesFor(context: DeliveryContext): DeliveryType[] {
  return LOCAL_DELIVERY_TYPES.filter(
    (type) => type !== 'to_branch' || (context.hasBranches && context.prepayable),
  );
}

export function shippingRates(currency: Currency): readonly ShippingRate[] {
  return RATE_TABLE[currency === 'MXN' ? 'MXN' : 'other'];
}

export function shippingRate(currency: Currency, id: string | null): ShippingRate | null {
  return shippingRates(currency).find((rate) => rate.id === id) ?? null;
}

/** Only physical products travel; services, experiences and digital items need no delivery. */
export function needsDelivery(types: readonly ProductType[]): boolean {
  return types.includes('product');
}

/** Delivery to an address (own courier or the fixed zone) needs one; pick-up and branches do not. */
export function needsAddress(deliveryType: DeliveryType | null): boolean {
  return deliveryType === 'to_address' || deliveryType === 'fixed_delivery';
}

export interface PaymentContext {
  needsDelivery: boolean;
  deliveryType: DeliveryType | null;
  /** The supplier has a bank account for transfers. */
  takesTransfers: boolean;
  /** Providers switched on by their keys. */
  providers: readonly Extract<
    PaymentType,
    'stripe' | 'paypal' | 'stripe_card' | 'stripe_oxxo' | 'stripe_spei'
  >[];
}

/**
 * The methods a checkout offers: cash on delivery only when something is delivered to an
 * address, pay in store only when nothing is (pick-up or nothing to deliver), a transfer when the
 * supplier has an account, and the providers whose keys are set. A courier branch takes neither
 * cash nor a store payment: `to_branch` is paid ahead.
 */
export function paymentTypesFor(context: PaymentContext): PaymentType[] {
  const types: PaymentType[] = [];
  if (context.needsDelivery && needsAddress(context.deliveryType)) types.push('cash_on_delivery');
  if (context.takesTransfers) types.push('bank_transfer');
  if (!context.needsDelivery || context.deliveryType === 'pickup_point') types.push('pay_in_store');
  types.push(...context.providers);
  return types;
}

/** A courier branch is chosen for `to_branch` (the spec's `agency_id`). */
export function needsBranch(deliveryType: DeliveryType | null): boolean {
  return deliveryType === 'to_branch';
}

export type CheckoutGap = 'delivery_type' | 'address_id' | 'agency_id' | 'rate_id' | 'payment_type';

export interface CheckoutChoices {
  deliveryType: DeliveryType | null;
  addressId: string | null;
  /** An active branch (null when none is chosen or the chosen one closed). */
  agencyId?: string | null;
  rateId: string | null;
  paymentType: PaymentType | null;
}

/** The steps still to complete, by the field that completes them (empty: ready to place). */
export function checkoutGaps(
  choices: CheckoutChoices,
  context: PaymentContext & { currency: Currency },
): CheckoutGap[] {
  const gaps: CheckoutGap[] = [];
  if (context.needsDelivery) {
    if (!choices.deliveryType) gaps.push('delivery_type');
    else {
      if (needsAddress(choices.deliveryType) && !choices.addressId) gaps.push('address_id');
      if (needsBranch(choices.deliveryType) && !choices.agencyId) gaps.push('agency_id');
      const rate = shippingRate(context.currency, choices.rateId);
      if (!rate || rate.deliveryType !== choices.deliveryType) gaps.push('rate_id');
    }
  }
  if (!choices.paymentType || !paymentTypesFor(context).includes(choices.paymentType)) {
    gaps.push('payment_type');
  }
  return gaps;
}

/** The shipping cost of the choices (0 when nothing travels or no rate is chosen yet). */
export function shippingCost(
  currency: Currency,
  needs: boolean,
  choices: Pick<CheckoutChoices, 'deliveryType' | 'rateId'>,
): number {
  if (!needs) return 0;
  const rate = shippingRate(currency, choices.rateId);
  return rate && rate.deliveryType === choices.deliveryType ? rate.price : 0;
}

/** A transfer reference a person can read aloud: no 0/O or 1/I. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function transferReference(randomBytes: Uint8Array): string {
  let out = '';
  for (const byte of randomBytes.subarray(0, 10)) out += REFERENCE_ALPHABET[byte % 32];
  return out;
}
