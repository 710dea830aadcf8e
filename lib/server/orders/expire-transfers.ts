import 'server-only';

import { and, eq, lt, sql } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';

import { emailAlerts } from '../alerts/email-alerts';
import { alertOrderStateChanged } from '../alerts/write-order-alerts';
import { releaseOrderStock } from './release-stock';

/**
 * Bank transfers not confirmed within their hour (spec 02 §9) are cancelled and their stock goes
 * back on sale. Called before stock is taken and when orders are read, so an expired transfer
 * never holds units anyone is waiting for; each order is cancelled once (conditional update).
 * Returns how many expired.
 */
export async function expireUnpaidTransfers(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentType, 'bank_transfer'),
        eq(orders.state, 'pending_payment'),
        lt(orders.payBy, now),
      ),
    )
    .limit(100);
  let expired = 0;
  for (const { id } of due) {
    const alerted = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({
          state: 'canceled_by_customer',
          cancelReason: 'payment_expired',
          updatedAt: sql`now()`,
        })
        .where(and(eq(orders.id, id), eq(orders.state, 'pending_payment')))
        .returning();
      if (!row) return [];
      await releaseOrderStock(tx, id);
      expired += 1;
      return alertOrderStateChanged(tx, row, null);
    });
    await emailAlerts(db, alerted);
  }
  return expired;
}
