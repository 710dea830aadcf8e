import 'server-only';

import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';

import { emailAlerts } from '../alerts/email-alerts';
import { alertOrderStateChanged } from '../alerts/write-order-alerts';
import { releaseOrderStock } from './release-stock';

/**
 * Payments not made by their deadline are cancelled and their stock goes back on sale: a bank
 * transfer not confirmed within its hour (spec 02 §9), an OXXO voucher or a SPEI transfer past the
 * time it was given (issue 25). Called before stock is taken and when orders are read, so an
 * expired payment never holds units anyone is waiting for; each order is cancelled once
 * (conditional update) with the reason `payment_expired`, which lets the shopper restart it
 * (restart-payment.ts). Returns how many expired.
 */
export async function expireUnpaidPayments(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNotNull(orders.payBy), eq(orders.state, 'pending_payment'), lt(orders.payBy, now)))
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
