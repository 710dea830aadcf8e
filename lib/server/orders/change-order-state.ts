import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Order } from '@/lib/api/schemas/checkout';
import { orders } from '@/lib/db/schema';
import type { OrderState } from '@/lib/domain/vocabulary';
import {
  type CancelReason,
  type Canceller,
  cancelledState,
  mayCancel,
  mayCiteCancelReason,
  nextOrderState,
} from '@/lib/domain/orders/order-states';
import { customerMayConfirmReceipt } from '@/lib/domain/orders/shipment';
import { nextStepAction, supplierRoleAllows } from '@/lib/domain/orders/supplier-policy';

import { emailAlerts } from '../alerts/email-alerts';
import { alertOrderStateChanged } from '../alerts/write-order-alerts';
import { creditDeliveredOrder } from '../commissions/credit-delivered-order';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { orderViews } from '../checkout/order-view';
import { requireOrderParty } from './order-access';
import { releaseOrderStock } from './release-stock';
import { cancelOrderTickets, issueOrderTickets } from '../tickets/issue-order-tickets';
import { mailOrderTickets } from '../tickets/mail-order-tickets';

/**
 * Moves the order from the state it was read in; a concurrent change in between loses nothing
 * and answers 409 `order_state_changed`, so a double click never skips a step. Its side effects
 * (stock back on a cancellation, the reseller's credit on delivery, alerts and their e-mails) come
 * with it whoever moves it: a person here, a carrier's event (carrier-events.ts).
 */
export async function moveOrder(
  ctx: ServiceContext,
  from: { id: string; state: OrderState },
  to: OrderState,
  extra: { cancelReason?: CancelReason; paid?: boolean } = {},
): Promise<Order> {
  const { row, alerted, ticketsIssued } = await ctx.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(orders)
      .set({
        state: to,
        ...(extra.cancelReason ? { cancelReason: extra.cancelReason } : {}),
        ...(extra.paid ? { paidAt: new Date() } : {}),
        ...(to === 'delivered' ? { deliveredAt: new Date() } : {}),
      })
      .where(and(eq(orders.id, from.id), eq(orders.state, from.state)))
      .returning();
    if (!moved) throw new ApiError('order_state_changed');
    if (extra.cancelReason) await releaseOrderStock(tx, from.id);
    // Experience seats: issued with the payment, called off with the order (lib/server/tickets).
    if (extra.cancelReason) await cancelOrderTickets(tx, from.id, extra.cancelReason);
    const ticketsIssued = extra.paid ? await issueOrderTickets(tx, moved) : 0;
    // The reseller's commissions are credited with the delivery, or not at all.
    if (moved.state === 'delivered') await creditDeliveredOrder(tx, moved);
    const alerted = await alertOrderStateChanged(
      tx,
      moved,
      ctx.actor.kind === 'user' ? ctx.actor.userId : null,
    );
    return { row: moved, alerted, ticketsIssued };
  });
  await emailAlerts(ctx.db, alerted);
  await mailOrderTickets(ctx.db, row.id, ticketsIssued);
  return (await orderViews(ctx.db, [row]))[0]!;
}

/**
 * The `next` call (spec 02 §4, §7 "Advance order"). The supplier's: confirms payment, then each
 * step to delivered; confirming the payment and the later steps are separate actions of the
 * supplier policy (a dispatcher moves paid orders on but does not confirm money). The customer's:
 * confirming they received an order on its way, which delivers it. 403 `forbidden` for a role
 * without the step's action and for a customer whose order is not on its way; 409
 * `order_not_advanceable` at the end or once cancelled.
 */
export async function advanceOrder(ctx: ServiceContext, orderId: string): Promise<Order> {
  const { order, customer, supplierRole } = await requireOrderParty(ctx, orderId);
  const next = nextOrderState(order.state, order.deliveryType);
  if (supplierRoleAllows(supplierRole, nextStepAction(order.state))) {
    if (!next) throw new ApiError('order_not_advanceable');
    return moveOrder(ctx, order, next, { paid: order.state === 'pending_payment' });
  }
  if (customer && customerMayConfirmReceipt(order.state)) return moveOrder(ctx, order, 'delivered');
  if (!next) throw new ApiError('order_not_advanceable');
  throw new ApiError('forbidden');
}

/**
 * Cancels the order and gives its stock back: the customer while it waits for payment, the
 * supplier (a role with `orders.cancel`) until it is on its way (409 `order_not_cancellable`
 * otherwise; 403 `forbidden` for staff whose role may not cancel; 422
 * `cancel_reason_not_allowed` for a customer citing a supplier's reason).
 */
export async function cancelOrder(
  ctx: ServiceContext,
  orderId: string,
  reason: CancelReason,
): Promise<Order> {
  const { order, customer, supplierRole } = await requireOrderParty(ctx, orderId);
  const sides: Canceller[] = customer ? ['customer'] : [];
  if (supplierRoleAllows(supplierRole, 'orders.cancel')) sides.push('supplier');
  // Staff whose role may not cancel (and who did not place the order themselves).
  if (sides.length === 0) throw new ApiError('forbidden');
  // A customer cannot cite the supplier's reasons (suspected fraud, cannot be fulfilled).
  const citing = sides.filter((side) => mayCiteCancelReason(side, reason));
  if (citing.length === 0) throw new ApiError('cancel_reason_not_allowed');
  const who = citing.find((side) => mayCancel(order.state, side));
  if (!who) throw new ApiError('order_not_cancellable');
  return moveOrder(ctx, order, cancelledState(who), { cancelReason: reason });
}
