/**
 * The bank-transfer deadline countdown (spec 02 §9: a transfer must be made within 1 hour): what
 * it shows each second, and the few moments it announces to screen readers.
 */

/**
 * Minutes left at which the countdown speaks (besides the deadline itself). A screen reader hears
 * at most these six announcements in the hour, never more than one a minute, instead of a
 * ticking clock.
 */
export const COUNTDOWN_MILESTONES = [30, 15, 10, 5, 1] as const;
export type CountdownMilestone = (typeof COUNTDOWN_MILESTONES)[number];

/** What is announced at each milestone, worded by `say` ("Quedan 10 minutos para pagar"). */
export function milestoneLabels(
  say: (minutes: CountdownMilestone) => string,
): Record<CountdownMilestone, string> {
  return Object.fromEntries(
    COUNTDOWN_MILESTONES.map((minutes) => [minutes, say(minutes)]),
  ) as Record<CountdownMilestone, string>;
}

/** Milliseconds left until `payBy` (an ISO time) at `now`; 0 once it has passed, or when unreadable. */
export function remainingMs(payBy: string, now: number): number {
  const due = Date.parse(payBy);
  if (Number.isNaN(due)) return 0;
  return Math.max(0, due - now);
}

/**
 * What the clock shows: `m:ss` under an hour (`59:07`, `0:42`), `h:mm:ss` from an hour on
 * (`1:00:00`). Seconds are rounded up, so the clock reads `0:00` only at the deadline.
 */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/**
 * The announcement in force with `ms` left: `'expired'` once nothing is left, else the smallest
 * milestone the time left has reached (`10` from 10:00 down to 5:00.001), else `null` (nothing to
 * say yet). The live region changes only when this value does.
 */
export function countdownMilestone(ms: number): CountdownMilestone | 'expired' | null {
  if (ms <= 0) return 'expired';
  let reached: CountdownMilestone | null = null;
  for (const minutes of COUNTDOWN_MILESTONES) if (ms <= minutes * 60_000) reached = minutes;
  return reached;
}
