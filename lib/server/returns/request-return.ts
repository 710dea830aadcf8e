import 'server-only';

import { randomUUID } from 'node:crypto';

import { and, eq, inArray } from 'drizzle-orm';

import type { OrderReturn, RequestReturnSchema } from '@/lib/api/schemas/returns';
import { galleryImages, orderReturns, orders } from '@/lib/db/schema';
import { returnRefusal } from '@/lib/domain/orders/returns';
import type { z } from 'zod';

import { emailAlerts } from '../alerts/email-alerts';
import { alertReturnOpened } from '../alerts/write-return-alerts';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { requireOrderParty } from '../orders/order-access';
import { returnView } from './return-view';

/** Postgres' unique violation: the order's one open request was taken meanwhile. */
const isUniqueViolation = (error: unknown) => {
  const seen = new Set<unknown>();
  for (
    let e = error;
    e && typeof e === 'object' && !seen.has(e);
    e = (e as { cause?: unknown }).cause
  ) {
    seen.add(e);
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/**
 * The customer asks to return a delivered order (spec 02 §3 "Return request", §9 72 hours): only
 * its customer (403 `forbidden` for its supplier's staff; 404 for anyone else), within 72 hours
 * of delivery (409 `return_time_limit_expired`), never for a cancelled order (409
 * `return_not_possible_canceled`) nor one not delivered yet (409 `return_not_delivered`), one
 * open request at a time (409 `return_already_open`), none after one was accepted (409
 * `return_already_accepted`; a rejected one may be asked again within the window). Photos are the customer's own
 * `return_photo` gallery images (422 `return_photo_invalid` otherwise). Its supplier's
 * staff are alerted in the same transaction and e-mailed after it.
 */
export async function requestReturn(
  ctx: ServiceContext,
  orderId: string,
  input: z.output<typeof RequestReturnSchema>,
): Promise<OrderReturn> {
  const { order, customer } = await requireOrderParty(ctx, orderId);
  if (!customer) throw new ApiError('forbidden');
  const refusal = returnRefusal(order, new Date());
  if (refusal) throw new ApiError(refusal);

  const photoIds = [...new Set(input.photo_ids)];
  const { row, alerted } = await ctx.db
    .transaction(async (tx) => {
      // The order as it is now (a step back or a cancellation meanwhile is refused).
      const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      const now = returnRefusal(current!, new Date());
      if (now) throw new ApiError(now);
      const earlier = await tx
        .select({ state: orderReturns.state, decision: orderReturns.decision })
        .from(orderReturns)
        .where(eq(orderReturns.orderId, order.id));
      if (earlier.some((row) => row.state === 'open')) throw new ApiError('return_already_open');
      if (earlier.some((row) => row.decision === 'accepted'))
        throw new ApiError('return_already_accepted');
      const photos =
        photoIds.length === 0
          ? []
          : await tx
              .select({ id: galleryImages.id, url: galleryImages.url })
              .from(galleryImages)
              .where(
                and(
                  inArray(galleryImages.id, photoIds),
                  eq(galleryImages.kind, 'return_photo'),
                  eq(galleryImages.uploadedBy, order.userId),
                ),
              );
      if (photos.length !== photoIds.length) throw new ApiError('return_photo_invalid');
      const byId = new Map(photos.map((p) => [p.id, p]));
      const [inserted] = await tx
        .insert(orderReturns)
        .values({
          id: `ret_${randomUUID()}`,
          orderId: order.id,
          userId: order.userId,
          supplierId: order.supplierId,
          reason: input.reason,
          notes: input.notes,
          photos: photoIds.map((id) => byId.get(id)!),
        })
        .returning();
      const alerted = await alertReturnOpened(tx, current!, inserted!.id);
      return { row: inserted!, alerted };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new ApiError('return_already_open');
      throw error;
    });
  await emailAlerts(ctx.db, alerted);
  return returnView(row, 'customer');
}
