import 'server-only';

import { and, eq, isNull } from 'drizzle-orm';

import type { TicketScan } from '@/lib/api/schemas/ticket-scans';
import { tickets } from '@/lib/db/schema';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { lookUpTicket } from './read-ticket';
import { findScannedTicket } from './scanned-ticket';
import { TicketAlreadyUsedError, TicketCanceledError } from './ticket-errors';
import { inScope, type TicketScope } from './ticket-scope';

/**
 * `POST …/tickets/use`: marks the ticket used by the signed-in reader, once. One conditional
 * UPDATE (`used_at IS NULL AND canceled_at IS NULL`) decides, so of any number of readers
 * scanning the same ticket at once exactly one wins; the others — and any later scan — get 409
 * `ticket_already_used` naming when and by whom, or 409 `ticket_canceled`. A code outside the
 * scope is 404 `ticket_not_found`, as on a read. An experience whose date has passed is still
 * let in (the answer says `experience.past`; docs/decisions.md).
 */
export async function markTicketUsed(
  ctx: ServiceContext,
  scope: TicketScope,
  input: string,
  now = new Date(),
): Promise<TicketScan> {
  const { userId } = requireUser(ctx.actor);
  // The look-up first: the same 404 (and miss count) as a read for codes outside the walls.
  const { code } = await lookUpTicket(ctx, scope, input);
  const marked = await ctx.db
    .update(tickets)
    .set({ usedAt: now, usedBy: userId, updatedAt: now })
    .where(
      and(
        eq(tickets.code, code),
        inScope(scope),
        isNull(tickets.usedAt),
        isNull(tickets.canceledAt),
      ),
    )
    .returning({ id: tickets.id });
  const ticket = await findScannedTicket(ctx.db, scope, code, now);
  // Only a ticket deleted in between (its order removed) can be missing here.
  if (!ticket) throw new ApiError('ticket_not_found');
  if (marked.length === 1) return ticket;
  if (ticket.state === 'canceled') throw new TicketCanceledError(ticket);
  throw new TicketAlreadyUsedError(ticket);
}
