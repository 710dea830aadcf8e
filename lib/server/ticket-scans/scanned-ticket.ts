import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { TicketScan } from '@/lib/api/schemas/ticket-scans';
import type { Db } from '@/lib/db/client';
import { orderLines, orders, products, tickets, users } from '@/lib/db/schema';
import { formatOrderNumber } from '@/lib/domain/orders/order-number';
import { isPastExperience, ticketState } from '@/lib/domain/ticket-scans/ticket-state';

import { inScope, type TicketScope } from './ticket-scope';

/**
 * The ticket with `code` inside the scope, as the door sees it: the attendant, the experience
 * (its name as bought, date and place), the seat, the order's number, and whether and by whom it
 * was used or why it was canceled. Null for a code nobody in the scope holds.
 */
export async function findScannedTicket(
  db: Pick<Db, 'select'>,
  scope: TicketScope,
  code: string,
  now = new Date(),
): Promise<TicketScan | null> {
  const [row] = await db
    .select({
      ticket: tickets,
      lineName: orderLines.name,
      productName: products.name,
      experienceDate: products.experienceDate,
      experiencePlace: products.experiencePlace,
      orderNumber: orders.number,
      usedByName: users.fullName,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(products, eq(products.id, tickets.productId))
    .leftJoin(
      orderLines,
      and(
        eq(orderLines.orderId, tickets.orderId),
        eq(orderLines.productId, tickets.productId),
        eq(orderLines.variant, tickets.variant),
      ),
    )
    .leftJoin(users, eq(users.id, tickets.usedBy))
    .where(and(eq(tickets.code, code), inScope(scope)))
    .limit(1);
  if (!row) return null;
  const { ticket } = row;
  return {
    code: ticket.code,
    state: ticketState(ticket),
    attendant_name: ticket.attendantName,
    attendant_email: ticket.attendantEmail,
    experience: {
      name: row.lineName ?? row.productName,
      variant: ticket.variant,
      date: row.experienceDate?.toISOString() ?? null,
      place: row.experiencePlace,
      past: isPastExperience(row.experienceDate, now),
    },
    seat: ticket.seat,
    order_number: formatOrderNumber(row.orderNumber),
    used_at: ticket.usedAt?.toISOString() ?? null,
    used_by: ticket.usedAt ? (row.usedByName ?? null) : null,
    canceled_at: ticket.canceledAt?.toISOString() ?? null,
    cancel_reason: ticket.cancelReason,
  };
}
