import 'server-only';

import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { orders, paymentEvents, paymentTokens } from '@/lib/db/schema';

export interface PaymentEvent {
  provider: string;
  /** The provider's id of the event or capture: seen twice, applied once. */
  eventId: string;
  type: string;
  /** Set when the event pays an order: what was paid, checked against the order. */
  paid: { orderId: string; amount: number; currency: string } | null;
}

/**
 * Records a provider's event and applies its effect in one transaction: the event id is inserted
 * first, so a replay or a concurrent duplicate finds its row and changes nothing (`applied`
 * false). A payment marks its order (and the order's payment token) paid only when the order is
 * paid by that provider, still waits, and the amount and currency match it.
 */
export async function recordPaymentEvent(
  db: Db,
  event: PaymentEvent,
): Promise<{ applied: boolean; paidOrderId: string | null }> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider: event.provider, eventId: event.eventId, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.eventId });
    if (!fresh) return { applied: false, paidOrderId: null };
    if (!event.paid) return { applied: true, paidOrderId: null };
    const { orderId, amount, currency } = event.paid;
    const [paid] = await tx
      .update(orders)
      .set({ state: 'paid', paidAt: sql`now()` })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.paymentType, event.provider as typeof orders.$inferSelect.paymentType),
          eq(orders.state, 'pending_payment'),
          eq(orders.total, amount),
          eq(sql`lower(${orders.currency})`, currency.toLowerCase()),
        ),
      )
      .returning({ id: orders.id });
    if (!paid) {
      console.warn(
        `[payments] ${event.provider} event ${event.eventId} matched no waiting order ${orderId}`,
      );
      return { applied: true, paidOrderId: null };
    }
    await tx
      .update(paymentEvents)
      .set({ orderId: paid.id })
      .where(
        and(eq(paymentEvents.provider, event.provider), eq(paymentEvents.eventId, event.eventId)),
      );
    await tx
      .update(paymentTokens)
      .set({ state: 'paid', paidAt: sql`now()` })
      .where(eq(paymentTokens.orderId, paid.id));
    return { applied: true, paidOrderId: paid.id };
  });
}
