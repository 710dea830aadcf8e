import type { DeliveryType, OrderState } from '@/lib/domain/vocabulary';

import { SHIPMENT_EDITABLE_STATES, travels } from './shipment';

/**
 * "Status advances automatically with shipment tracking" (spec 02 §4): a tracking service's
 * events (AfterShip's delivery tags) move a travelling order whose tracking number they name.
 * The carrier's word is a fact about the parcel, so it may skip the supplier's own steps: a parcel
 * the carrier holds is on its way; one the carrier delivered is delivered. Nothing ever moves
 * back, and cancelled or finished orders are left alone.
 */

/** AfterShip `msg.tag`s that mean the carrier has the parcel (not yet delivered). */
const ON_ITS_WAY_TAGS = new Set([
  'InTransit',
  'OutForDelivery',
  'AvailableForPickup',
  'AttemptFail',
]);
const DELIVERED_TAG = 'Delivered';

/** The state a carrier's tag moves the order to, or null when it changes nothing. */
export function carrierStep(
  state: OrderState,
  deliveryType: DeliveryType | null,
  tag: string,
): OrderState | null {
  if (!travels(deliveryType) || !SHIPMENT_EDITABLE_STATES.includes(state)) return null;
  if (tag === DELIVERED_TAG) return 'delivered';
  if (ON_ITS_WAY_TAGS.has(tag) && state !== 'in_transit') return 'in_transit';
  return null;
}

/**
 * A tracking number as carriers and trackers compare it: without spaces, dots or hyphens, in
 * capitals ("est 7712-0045" and "EST77120045" are one parcel).
 */
export function normalTrackingNumber(value: string): string {
  return value.replace(/[\s.\-/]/g, '').toUpperCase();
}
