/**
 * What a scanned ticket is now (spec 02 §3 "Experience ticket": attendant, used, canceled,
 * reason). A canceled ticket stays canceled even if it was used before it was called off: the
 * door must refuse it either way.
 */
export const TICKET_STATES = ['valid', 'used', 'canceled'] as const;
export type TicketState = (typeof TICKET_STATES)[number];

export function ticketState(ticket: { usedAt: Date | null; canceledAt: Date | null }): TicketState {
  if (ticket.canceledAt) return 'canceled';
  if (ticket.usedAt) return 'used';
  return 'valid';
}

/**
 * How long after its date an experience still counts as "today" at the door: a show that starts
 * at 22:00 is still scanned past midnight. Older ones are still let in (the date may be the
 * first of several days, or the supplier moved it), but the reader is told the date has passed
 * (docs/decisions.md, "Ticket reader").
 */
export const EXPERIENCE_GRACE_HOURS = 12;

/** Whether the experience's date lies more than the grace before `now` (never for no date). */
export function isPastExperience(date: Date | null, now: Date): boolean {
  if (!date) return false;
  return date.getTime() + EXPERIENCE_GRACE_HOURS * 3_600_000 < now.getTime();
}
