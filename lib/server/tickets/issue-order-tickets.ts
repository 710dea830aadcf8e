import 'server-only';

import { randomUUID } from 'node:crypto';

import { and, eq, isNull } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { orderLines, products, tickets } from '@/lib/db/schema';
import { newTicketCode } from '@/lib/domain/tickets/ticket-code';
import { ticketSeats } from '@/lib/domain/tickets/ticket-rules';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface PaidOrder {
  id: string;
  shopId: string;
  supplierId: string;
  paidAt: Date | null;
}

/**
 * Issues the tickets of an order just paid, inside the transaction that marks it paid: one per
 * unit of each experience line, each with a new random code. Idempotent: a seat issued already
 * keeps its ticket (and its code), so a payment recorded twice issues nothing more. Experiences
 * over by the time it was paid get none (the order's attendants list names them). Returns how
 * many tickets were new.
 */
export async function issueOrderTickets(tx: Tx, order: PaidOrder): Promise<number> {
  const lines = await tx
    .select({
      productId: orderLines.productId,
      variant: orderLines.variant,
      quantity: orderLines.quantity,
      type: products.type,
      experienceDate: products.experienceDate,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, order.id));
  const { seats } = ticketSeats(lines, order.paidAt ?? new Date());
  if (seats.length === 0) return 0;
  const issued = await tx
    .insert(tickets)
    .values(
      seats.map((seat) => ({
        id: `tkt_${randomUUID()}`,
        orderId: order.id,
        productId: seat.productId,
        variant: seat.variant,
        seat: seat.seat,
        supplierId: order.supplierId,
        shopId: order.shopId,
        code: newTicketCode(),
      })),
    )
    .onConflictDoNothing({
      target: [tickets.orderId, tickets.productId, tickets.variant, tickets.seat, tickets.shopId],
    })
    .returning({ id: tickets.id });
  return issued.length;
}

/** A cancelled order's tickets are called off with its reason (a used one stays used, and off). */
export async function cancelOrderTickets(tx: Tx, orderId: string, reason: string): Promise<void> {
  await tx
    .update(tickets)
    .set({ canceledAt: new Date(), cancelReason: reason })
    .where(and(eq(tickets.orderId, orderId), isNull(tickets.canceledAt)));
}
