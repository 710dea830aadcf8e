import 'server-only';

import { createHash, randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import type { IssueRefund, Refund } from '@/lib/api/schemas/refunds';
import { orderLines, orderRefunds, orderReturns, orders } from '@/lib/db/schema';
import type { RefundedLine } from '@/lib/db/schema/refunds';
import {
  lineKey,
  mayRefund,
  refundableAmount,
  refundMethodOf,
  restockableUnits,
} from '@/lib/domain/orders/refunds';

import { emailAlerts } from '../alerts/email-alerts';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { requireOrderParty } from '../orders/order-access';
import { requireSupplierAction } from '../orders/supplier-access';
import { ProviderUnavailable, sendRefund } from './refund-providers';
import { refundView } from './refund-view';
import { type RefundRow, settleRefund } from './settle-refund';
import { logger } from '../log/logger';

type OrderRow = typeof orders.$inferSelect;

export interface IssuedRefund {
  refund: Refund;
  /** False when the answer is the refund made earlier under the same key. */
  created: boolean;
}

function requestHash(input: IssueRefund): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

/** The refund's lines as stored: each names a line of the order, units summed per line. */
function refundedLines(input: IssueRefund): RefundedLine[] {
  const units = new Map<string, RefundedLine>();
  for (const line of input.lines) {
    const variant = line.variant ?? '';
    const key = lineKey({ productId: line.product_id, variant });
    const prior = units.get(key);
    units.set(key, {
      productId: line.product_id,
      variant,
      quantity: (prior?.quantity ?? 0) + line.quantity,
    });
  }
  return [...units.values()];
}

/**
 * Asks the provider for a pending refund and applies its answer; unreachable, it stays pending
 * (the same key sends it again, under the same provider idempotency key, and a webhook settles
 * it meanwhile).
 */
async function sendPending(ctx: ServiceContext, order: OrderRow, row: RefundRow) {
  if (row.state !== 'pending' || row.method === 'manual') return row;
  let answer;
  try {
    answer = await sendRefund(ctx.db, order, row);
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    logger.error({ err: error.cause, refundId: row.id }, 'refund provider unavailable');
    return row;
  }
  const settled = await ctx.db.transaction((tx) => settleRefund(tx, row.id, answer));
  await emailAlerts(ctx.db, settled.alerted);
  return settled.row ?? row;
}

/**
 * Gives part or all of a paid order's money back (spec 02 §3 "Refund", §4): the supplier's owner
 * or admin (`refunds.issue`) asks for an amount in minor units, never above what remains (422
 * `refund_amount_exceeds_available`), optionally settling one of the order's return requests and
 * naming the units that come back to stock (no more than were bought and not returned yet, 422
 * `refund_lines_invalid`). A card or PayPal payment is refunded through its provider; an offline
 * one is recorded as a manual refund, done at once. Idempotent per order and `Idempotency-Key`: a
 * repeat with the same body answers the same refund (and re-sends a pending one the provider did
 * not answer); another body under the key is 422 `idempotency_key_reused`. The order's row is
 * locked while the amount is checked, so concurrent refunds never exceed the total.
 */
export async function issueRefund(
  ctx: ServiceContext,
  orderId: string,
  input: IssueRefund,
  key: string,
): Promise<IssuedRefund> {
  const { order, supplierRole } = await requireOrderParty(ctx, orderId);
  if (!supplierRole) throw new ApiError('forbidden');
  requireSupplierAction(supplierRole, 'refunds.issue');
  const userId = ctx.actor.kind === 'user' ? ctx.actor.userId : '';
  const hash = requestHash(input);

  const earlier = async (): Promise<IssuedRefund | null> => {
    const [prior] = await ctx.db
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.idempotencyKey, key)));
    if (!prior) return null;
    if (prior.requestHash !== hash) throw new ApiError('idempotency_key_reused');
    return { refund: refundView(await sendPending(ctx, order, prior)), created: false };
  };
  const again = await earlier();
  if (again) return again;
  if (!mayRefund(order)) throw new ApiError('order_not_refundable');
  if (input.return_id) {
    const [found] = await ctx.db
      .select({ id: orderReturns.id })
      .from(orderReturns)
      .where(and(eq(orderReturns.id, input.return_id), eq(orderReturns.orderId, order.id)));
    if (!found) throw new ApiError('return_not_found');
  }
  const lines = refundedLines(input);

  const created = await ctx.db.transaction(async (tx) => {
    // Concurrent refunds of one order queue here, each then sees what the others took.
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    const [taken] = await tx
      .select({ id: orderRefunds.id })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.idempotencyKey, key)));
    if (taken) return null;
    const refunds = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    if (input.amount > refundableAmount(locked!.total, refunds))
      throw new ApiError('refund_amount_exceeds_available');
    if (lines.length > 0) {
      const bought = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      const left = restockableUnits(bought, refunds);
      for (const line of lines) {
        if (line.quantity > (left.get(lineKey(line)) ?? 0))
          throw new ApiError('refund_lines_invalid');
      }
    }
    const [row] = await tx
      .insert(orderRefunds)
      .values({
        id: `rfd_${randomUUID()}`,
        orderId: order.id,
        returnId: input.return_id ?? null,
        amount: input.amount,
        currency: order.currency,
        state: 'pending',
        method: refundMethodOf(order.paymentType),
        lines,
        note: input.note,
        idempotencyKey: key,
        requestHash: hash,
        createdBy: userId,
      })
      .returning();
    // An offline payment was given back by hand: recorded as done.
    if (row!.method === 'manual') {
      const settled = await settleRefund(tx, row!.id, {
        state: 'success',
        providerRefundId: null,
        failureReason: null,
      });
      return { row: settled.row!, alerted: settled.alerted };
    }
    return { row: row!, alerted: [] };
  });
  // The same key arrived twice at once: the other request made it.
  if (!created) return (await earlier())!;
  await emailAlerts(ctx.db, created.alerted);
  return { refund: refundView(await sendPending(ctx, order, created.row)), created: true };
}
