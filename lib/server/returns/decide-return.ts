import 'server-only';

import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';

import type { DecideReturnSchema, OrderReturn } from '@/lib/api/schemas/returns';
import { orderReturns, orders } from '@/lib/db/schema';

import { requireUser } from '../auth/permissions';
import { emailAlerts } from '../alerts/email-alerts';
import { alertReturnDecided } from '../alerts/write-return-alerts';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { requireOrderParty } from '../orders/order-access';
import { requireSupplierAction } from '../orders/supplier-access';
import { returnView } from './return-view';

/**
 * The supplier's staff accept or reject an open return (a role with `returns.decide`: 403
 * `forbidden` for the customer and other roles; 404 for anyone else), closing it with a note for
 * the customer and one for themselves. The update takes the request only while it is open, so a
 * second decision — a double click, or two people at once — answers 409 `return_already_decided`.
 * The customer is alerted in the same transaction and e-mailed after it.
 */
export async function decideReturn(
  ctx: ServiceContext,
  orderId: string,
  returnId: string,
  input: z.output<typeof DecideReturnSchema>,
): Promise<OrderReturn> {
  const { userId } = requireUser(ctx.actor);
  const { order, supplierRole } = await requireOrderParty(ctx, orderId);
  if (!supplierRole) throw new ApiError('forbidden');
  requireSupplierAction(supplierRole, 'returns.decide');
  const { row, alerted } = await ctx.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(orderReturns)
      .set({
        state: 'closed',
        decision: input.decision,
        customerNote: input.customer_note || null,
        internalNote: input.internal_note || null,
        decidedBy: userId,
        decidedAt: new Date(),
      })
      .where(
        and(
          eq(orderReturns.id, returnId),
          eq(orderReturns.orderId, order.id),
          eq(orderReturns.state, 'open'),
        ),
      )
      .returning();
    if (!closed) {
      const [exists] = await tx
        .select({ id: orderReturns.id })
        .from(orderReturns)
        .where(and(eq(orderReturns.id, returnId), eq(orderReturns.orderId, order.id)));
      throw new ApiError(exists ? 'return_already_decided' : 'return_not_found');
    }
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id));
    const alerted = await alertReturnDecided(tx, current!, closed.id, input.decision);
    return { row: closed, alerted };
  });
  await emailAlerts(ctx.db, alerted);
  return returnView(row, 'supplier');
}
