import 'server-only';

import { desc, eq } from 'drizzle-orm';

import type { OrderReturnList } from '@/lib/api/schemas/returns';
import { orderReturns } from '@/lib/db/schema';
import { returnRefusal, returnWindowEnd } from '@/lib/domain/orders/returns';

import type { ServiceContext } from '../context';
import { requireOrderParty } from '../orders/order-access';
import { returnView } from './return-view';

/**
 * An order's return requests, newest first, with the window's end and whether its customer may
 * ask now (and why not). Its customer, its supplier's staff and the back office of the shop it
 * was placed in read them (404 for anyone else); only the supplier's staff see the internal notes.
 */
export async function listOrderReturns(
  ctx: ServiceContext,
  orderId: string,
): Promise<OrderReturnList> {
  const { order, customer, supplierRole } = await requireOrderParty(ctx, orderId, {
    shopReaders: true,
  });
  const rows = await ctx.db
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.orderId, order.id))
    .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id));
  const viewer = supplierRole ? 'supplier' : 'customer';
  const refusal =
    returnRefusal(order, new Date()) ??
    (rows.some((row) => row.state === 'open')
      ? 'return_already_open'
      : rows.some((row) => row.decision === 'accepted')
        ? 'return_already_accepted'
        : null);
  const end = returnWindowEnd(order.deliveredAt);
  return {
    results: rows.map((row) => returnView(row, viewer)),
    window_ends_at: end?.toISOString() ?? null,
    can_request: customer && refusal === null,
    refusal,
  };
}
