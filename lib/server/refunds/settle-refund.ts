import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { orderRefunds, orders } from '@/lib/db/schema';

import type { WrittenAlert } from '../alerts/write-order-alerts';
import { alertRefundIssued } from '../alerts/write-refund-alerts';
import { reverseRefundedCommission } from '../commissions/reverse-refund';
import { returnUnitsToStock } from '../orders/release-stock';
import type { ProviderAnswer } from './refund-providers';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type RefundRow = typeof orderRefunds.$inferSelect;

/** The refund as it is now (null for an unknown one) and the alerts its success wrote. */
export interface SettledRefund {
  row: RefundRow | null;
  alerted: WrittenAlert[];
}

/**
 * Applies the provider's answer to a pending refund, in the caller's transaction: pending stays
 * pending (a webhook tells the rest), success and failure are final. A success gives the units
 * that came back to stock and takes back the reseller's commission on them. The order's row is
 * locked first, so a delivery crediting commissions at the same moment waits for it (or it for
 * the delivery). Only a pending refund moves: a second answer (the webhook after the API's)
 * changes nothing. A success tells the customer (an alert in the same transaction; the caller
 * e-mails it after the commit).
 */
export async function settleRefund(
  tx: Tx,
  refundId: string,
  answer: ProviderAnswer,
): Promise<SettledRefund> {
  const [current] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  if (!current) return { row: null, alerted: [] };
  if (current.state !== 'pending') return { row: current, alerted: [] };
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.id, current.orderId))
    .for('update');
  const [moved] = await tx
    .update(orderRefunds)
    .set({
      state: answer.state,
      providerRefundId: answer.providerRefundId ?? current.providerRefundId,
      failureReason: answer.failureReason,
    })
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.state, 'pending')))
    .returning();
  if (!moved) return { row: current, alerted: [] };
  if (moved.state !== 'success') return { row: moved, alerted: [] };
  await returnUnitsToStock(tx, moved.lines);
  await reverseRefundedCommission(tx, moved);
  const alerted = await alertRefundIssued(tx, order!, moved);
  return { row: moved, alerted };
}
