import 'server-only';

import { asc, eq } from 'drizzle-orm';

import type { RefundList } from '@/lib/api/schemas/refunds';
import { orderRefunds } from '@/lib/db/schema';
import { mayRefund, refundableAmount } from '@/lib/domain/orders/refunds';

import type { ServiceContext } from '../context';
import { requireOrderParty } from '../orders/order-access';
import { refundView } from './refund-view';

/**
 * An order's refunds, oldest first, and what may still be refunded (0 before the payment): for
 * its customer, its supplier's staff and the back office of the shop it was placed in; 404
 * `order_not_found` for anyone else.
 */
export async function listOrderRefunds(ctx: ServiceContext, orderId: string): Promise<RefundList> {
  const { order } = await requireOrderParty(ctx, orderId, { shopReaders: true });
  const rows = await ctx.db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, order.id))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
  return {
    results: rows.map(refundView),
    refundable: mayRefund(order) ? refundableAmount(order.total, rows) : 0,
    currency: order.currency,
  };
}
