import 'server-only';

import type { TicketScan } from '@/lib/api/schemas/ticket-scans';
import { normalTicketCode } from '@/lib/domain/tickets/ticket-code';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { assertMayLookUp, recordMiss } from './miss-limit';
import { findScannedTicket } from './scanned-ticket';
import type { TicketScope } from './ticket-scope';

/**
 * The ticket a reader read or typed, inside the reader's scope (lib/server/ticket-scans/ticket-scope.ts),
 * or 404 `ticket_not_found`: for a code nobody holds, another shop's ticket and input that cannot
 * be a code alike, so a reader learns nothing about codes outside its walls. Input that cannot be
 * a code is never looked up; a well-formed code nobody in the scope holds counts as a miss.
 */
export async function lookUpTicket(
  ctx: ServiceContext,
  scope: TicketScope,
  input: string,
): Promise<TicketScan> {
  const { userId } = requireUser(ctx.actor);
  const code = normalTicketCode(input);
  if (!code) throw new ApiError('ticket_not_found');
  await assertMayLookUp(ctx.db, userId);
  const ticket = await findScannedTicket(ctx.db, scope, code);
  if (!ticket) {
    await recordMiss(ctx.db, userId);
    throw new ApiError('ticket_not_found');
  }
  return ticket;
}

/** `POST …/tickets/read`: who and what, valid, used (when, by whom) or canceled (why). Changes nothing. */
export function readTicket(ctx: ServiceContext, scope: TicketScope, input: string) {
  return lookUpTicket(ctx, scope, input);
}
