import 'server-only';

import { and, eq, max } from 'drizzle-orm';

import type { Receipt } from '@/lib/api/schemas/receipts';
import { orderReceipts, orders } from '@/lib/db/schema';
import { mayIssueReceipt } from '@/lib/domain/orders/receipts';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { receiptView } from './read-receipt';
import { authorizeSupplier } from './supplier-access';

/**
 * The supplier's owner, or a member whose role may (`receipts.issue`: admin, accountant), issues
 * the receipt of one of its paid orders (spec 02 §7 "Generate receipt"). Once per order: issuing
 * again answers the same receipt (`created: false`). Numbers run 1, 2, 3… per supplier: the
 * supplier's row is locked for the transaction, so two receipts of one supplier never take the
 * same number, and the order's row too, so it cannot be cancelled between the check and the
 * receipt. 404 `supplier_not_found` for anyone without a role on the
 * supplier (401 anonymous), 403 `forbidden` for a role that may not issue, `order_not_found` for
 * another supplier's order, 409 `order_not_paid` while it waits for payment or once cancelled.
 */
export async function issueReceipt(
  ctx: ServiceContext,
  supplierId: string,
  orderId: string,
): Promise<{ receipt: Receipt; created: boolean }> {
  const { order, created } = await ctx.db.transaction(async (tx) => {
    const { userId } = await authorizeSupplier(
      { db: tx, actor: ctx.actor },
      supplierId,
      'receipts.issue',
      { lock: true },
    );
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.supplierId, supplierId)))
      .for('update');
    if (!order) throw new ApiError('order_not_found');
    const [issued] = await tx
      .select({ number: orderReceipts.number })
      .from(orderReceipts)
      .where(eq(orderReceipts.orderId, orderId));
    if (issued) return { order, created: false };
    if (!mayIssueReceipt(order.state)) throw new ApiError('order_not_paid');
    const [{ last } = { last: null }] = await tx
      .select({ last: max(orderReceipts.number) })
      .from(orderReceipts)
      .where(eq(orderReceipts.supplierId, supplierId));
    await tx
      .insert(orderReceipts)
      .values({ orderId, supplierId, number: (last ?? 0) + 1, issuedBy: userId });
    return { order, created: true };
  });
  const receipt = await receiptView(ctx.db, order);
  return { receipt: receipt!, created };
}
