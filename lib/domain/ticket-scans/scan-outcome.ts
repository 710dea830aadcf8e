import type { TicketScan } from '@/lib/api/schemas/ticket-scans';

/**
 * What the reader shows after a read or a use: the ticket (green when it may enter, amber when it
 * was used, red when canceled), or a refusal with no ticket to show (red: not found, too many
 * tries, a network failure). `justUsed` says the ticket was marked used by this very reader now.
 */
export type ScanOutcome =
  | { kind: 'ticket'; ticket: TicketScan; justUsed: boolean; message?: string }
  | { kind: 'refused'; code: string; message: string };

export type ScanTone = 'valid' | 'used' | 'refused';

/** The card's colour: valid → green, used → amber, canceled or no ticket → red. */
export function scanTone(outcome: ScanOutcome): ScanTone {
  if (outcome.kind === 'refused') return 'refused';
  if (outcome.ticket.state === 'valid') return 'valid';
  return outcome.ticket.state === 'used' ? 'used' : 'refused';
}

/** Whether the card offers "mark as used": only a valid ticket. */
export function mayMarkUsed(outcome: ScanOutcome | null): boolean {
  return outcome?.kind === 'ticket' && outcome.ticket.state === 'valid';
}

/**
 * An API answer (read or use) as what the reader shows. A 409 (`ticket_already_used`,
 * `ticket_canceled`) carries the ticket as it is now, so the card can still say who and what.
 */
export function outcomeOfAnswer(
  answer:
    | { ok: true; data: TicketScan }
    | { ok: false; error: { code: string; message: string } & Record<string, unknown> },
  action: 'read' | 'use',
): ScanOutcome {
  if (answer.ok) return { kind: 'ticket', ticket: answer.data, justUsed: action === 'use' };
  const { code, message } = answer.error;
  const ticket = answer.error.ticket as TicketScan | undefined;
  if (ticket && typeof ticket === 'object' && 'state' in ticket)
    return { kind: 'ticket', ticket, justUsed: false, message };
  return { kind: 'refused', code, message };
}
