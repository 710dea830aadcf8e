import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Order, ShipmentInput } from '@/lib/api/schemas/checkout';
import { orders } from '@/lib/db/schema';
import { estimatedDayToInstant, mayEditShipment, travels } from '@/lib/domain/orders/shipment';

import { orderViews } from '../checkout/order-view';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { requireOrderParty } from './order-access';
import { requireSupplierAction } from './supplier-access';

/**
 * The supplier's parcel details (spec 02 §3, §7 "the seller confirms the estimated delivery
 * date"): carrier, tracking number and the estimated day, set or corrected from the payment until
 * it is delivered by whoever moves the order on (`orders.advance`: owner, admin, dispatcher).
 * 403 for the customer and other staff, 409 `order_not_shippable` before the payment or once
 * delivered or cancelled, 422 `shipment_not_travelling` for a carrier on a pick-up. A change of
 * state in between answers 409 `order_state_changed`, as with the steps.
 */
export async function setShipment(
  ctx: ServiceContext,
  orderId: string,
  input: ShipmentInput,
): Promise<Order> {
  const { order, supplierRole } = await requireOrderParty(ctx, orderId);
  if (!supplierRole) throw new ApiError('forbidden');
  requireSupplierAction(supplierRole, 'orders.advance');
  if (!mayEditShipment(order.state)) throw new ApiError('order_not_shippable');
  if ((input.carrier || input.tracking_number) && !travels(order.deliveryType))
    throw new ApiError('shipment_not_travelling');
  const [row] = await ctx.db
    .update(orders)
    .set({
      carrier: input.carrier,
      trackingNumber: input.tracking_number,
      estimatedDeliveryAt: input.estimated_delivery_date
        ? estimatedDayToInstant(input.estimated_delivery_date)
        : null,
    })
    .where(and(eq(orders.id, order.id), eq(orders.state, order.state)))
    .returning();
  if (!row) throw new ApiError('order_state_changed');
  return (await orderViews(ctx.db, [row]))[0]!;
}
