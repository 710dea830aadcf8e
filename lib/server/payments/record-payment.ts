import 'server-only';

import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { orders, paymentEvents, paymentTokens } from '@/lib/db/schema';

import { emailAlerts } from '../alerts/email-alerts';
import { alertOrderStateChanged, type WrittenAlert } from '../alerts/write-order-alerts';
import { applyRefundOutcome, type RefundOutcome } from '../refunds/refund-outcome';
import { applyPackagePayment } from './apply-package-payment';
import { issueOrderTickets } from '../tickets/issue-order-tickets';
import { mailOrderTickets } from '../tickets/mail-order-tickets';
import { logger } from '../log/logger';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a provider says was paid: an order (by id) or a package (by payment token). */
export interface PaidSubject {
  kind: 'order' | 'package';
  /** The order id, or the package's payment token. */
  reference: string;
  /** Checked against what is owed before anything is marked paid. */
  amount: number;
  currency: string;
}

export interface PaymentEvent {
  provider: string;
  /** The provider's id of the event or capture: seen twice, applied once. */
  eventId: string;
  type: string;
  /** Set when the event pays something. */
  paid: PaidSubject | null;
  /** Set when the event tells how a refund ended (the refund found by our id or the provider's). */
  refunded?: RefundOutcome;
  /**
   * The webhook delivery that told us (PayPal's event id when the event id above is a capture's):
   * recorded in the same transaction first, so a replayed delivery changes nothing either.
   */
  delivery?: { eventId: string; type: string };
}

/**
 * Marks a waiting order of that provider paid (with its token) when the amount matches, and tells
 * its customer: the alerts written, or null when no order matched.
 */
async function applyOrderPayment(
  tx: Tx,
  event: PaymentEvent,
  paid: PaidSubject,
  ticketsIssued: { orderId: string; count: number }[] = [],
): Promise<WrittenAlert[] | null> {
  const [order] = await tx
    .update(orders)
    .set({ state: 'paid', paidAt: sql`now()` })
    .where(
      and(
        eq(orders.id, paid.reference),
        eq(orders.paymentType, event.provider as typeof orders.$inferSelect.paymentType),
        eq(orders.state, 'pending_payment'),
        eq(orders.total, paid.amount),
        eq(sql`lower(${orders.currency})`, paid.currency.toLowerCase()),
      ),
    )
    .returning();
  if (!order) return null;
  await tx
    .update(paymentEvents)
    .set({ orderId: order.id })
    .where(
      and(eq(paymentEvents.provider, event.provider), eq(paymentEvents.eventId, event.eventId)),
    );
  await tx
    .update(paymentTokens)
    .set({ state: 'paid', paidAt: sql`now()` })
    .where(eq(paymentTokens.orderId, order.id));
  ticketsIssued.push({ orderId: order.id, count: await issueOrderTickets(tx, order) });
  return alertOrderStateChanged(tx, order, null);
}

/**
 * Records a provider's event and applies its effect in one transaction: the event id (and the
 * delivery's, when given) is inserted first, so a replay or a concurrent duplicate finds its row
 * and changes nothing (`applied` false). A payment marks its order (and the order's payment
 * token) paid only when the order is paid by that provider, still waits, and the amount and
 * currency match it; a package token likewise, and the user's plan runs one period longer (apply-package-payment.ts).
 */
export async function recordPaymentEvent(
  db: Db,
  event: PaymentEvent,
): Promise<{ applied: boolean }> {
  let alerted: WrittenAlert[] = [];
  const ticketsIssued: { orderId: string; count: number }[] = [];
  const result = await db.transaction(async (tx) => {
    if (event.delivery) {
      const [delivered] = await tx
        .insert(paymentEvents)
        .values({ provider: event.provider, ...event.delivery })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.eventId });
      if (!delivered) return { applied: false };
    }
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider: event.provider, eventId: event.eventId, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.eventId });
    if (!fresh) return { applied: false };
    if (event.refunded) alerted = await applyRefundOutcome(tx, event.refunded);
    const { paid } = event;
    if (!paid) return { applied: true };
    let done: boolean;
    if (paid.kind === 'order') {
      const told = await applyOrderPayment(tx, event, paid, ticketsIssued);
      done = told !== null;
      alerted = told ?? [];
    } else {
      done = await applyPackagePayment(tx, paid);
    }
    if (!done) {
      logger.warn(
        {
          provider: event.provider,
          eventId: event.eventId,
          kind: paid.kind,
          reference: paid.reference,
        },
        'payment event matched nothing waiting',
      );
    }
    return { applied: true };
  });
  // Told once the payment is recorded: a rolled-back one mails nobody.
  await emailAlerts(db, alerted);
  for (const issued of ticketsIssued) await mailOrderTickets(db, issued.orderId, issued.count);
  return result;
}
