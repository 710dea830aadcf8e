import type { DeliveryType, OrderState } from '@/lib/domain/vocabulary';

/**
 * The parcel's details (spec 02 §3 "Purchase order": estimated and delivered dates, tracking
 * number; §7 "the seller confirms the estimated delivery date"). The supplier fills them in from
 * the payment until the parcel arrives; the customer confirms they received it (the customer's
 * `next`, spec 02 §4), which is the delivery.
 */

/** States in which the supplier may set or correct the carrier, tracking number and date. */
export const SHIPMENT_EDITABLE_STATES: readonly OrderState[] = [
  'paid',
  'in_process',
  'to_deliver',
  'in_transit',
];

export function mayEditShipment(state: OrderState): boolean {
  return SHIPMENT_EDITABLE_STATES.includes(state);
}

/** Whether the order travels at all (a carrier and tracking number make sense): not a pick-up. */
export function travels(deliveryType: DeliveryType | null): boolean {
  return deliveryType !== null && deliveryType !== 'pickup_point';
}

/** The customer confirms receipt of a parcel on its way: it becomes delivered. */
export function customerMayConfirmReceipt(state: OrderState): boolean {
  return state === 'in_transit';
}

/** Mexico City keeps UTC−6 all year since 2022 (no daylight saving). */
const MEXICO_CITY_OFFSET = '-06:00';

/**
 * The estimated date (a calendar day in Mexico City, `YYYY-MM-DD`) as the instant stored: noon
 * there, so the day reads the same in any time zone from UTC−12 to UTC+11.
 */
export function estimatedDayToInstant(day: string): Date {
  return new Date(`${day}T12:00:00${MEXICO_CITY_OFFSET}`);
}

/** The stored instant back as the Mexico City calendar day. */
export function instantToMexicoDay(instant: Date): string {
  const shifted = new Date(instant.getTime() - 6 * 60 * 60 * 1000);
  return shifted.toISOString().slice(0, 10);
}
