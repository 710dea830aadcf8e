/**
 * Accounts timers and abuse limits (spec 02 §9: PIN 6 digits, 5 minutes). Every limit counts in
 * the database (`rate_limit_hits`), so several app instances share it.
 */
export const PIN_TTL_SECONDS = 5 * 60;
/** Wrong PINs a registration survives; the next try is refused even with the right PIN. */
export const PIN_MAX_FAILED_ATTEMPTS = 5;
export const RESET_CODE_TTL_SECONDS = 15 * 60;
export const RESET_CODE_MAX_FAILED_ATTEMPTS = 5;
/** Login sessions live 30 days from login (no sliding renewal). */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** An `/activate/{key}` link works for 24 hours after it was sent. */
export const ACTIVATION_LINK_TTL_SECONDS = 24 * 60 * 60;

export interface RateLimitRule {
  /** Counted events allowed inside the window; the next one answers 429. */
  max: number;
  windowSeconds: number;
}

const MINUTES_15 = 15 * 60;
const HOUR = 60 * 60;

/**
 * The window of the per-account PIN limits below. A login (or anything else) never clears them,
 * so re-issuing a PIN does not buy more guesses: at most `PIN_MAX_FAILED_ATTEMPTS` tries and
 * `PINS_SENT_PER_ACCOUNT` PINs per account in any hour, whichever code or PIN they were for.
 */
export const PIN_ACCOUNT_WINDOW_SECONDS = 60 * 60;
/** PINs sent to one account per window (sign-up, resend, contact edit, login before activation). */
export const PINS_SENT_PER_ACCOUNT = 10;

/**
 * Per account (e-mail/phone or registration) and per IP. Login counts only failed attempts: per
 * account and client address (`login:account`), and per client address (`login:ip`).
 */
export const RATE_LIMITS = {
  'login:account': { max: 10, windowSeconds: MINUTES_15 },
  'login:ip': { max: 50, windowSeconds: MINUTES_15 },
  'pin:ip': { max: 30, windowSeconds: MINUTES_15 },
  /** PIN tries per user across all of its PINs; full means `invalid_pin`, even for the right PIN. */
  'pin:account': { max: PIN_MAX_FAILED_ATTEMPTS, windowSeconds: PIN_ACCOUNT_WINDOW_SECONDS },
  /** PINs issued per user; also refused while `pin:account` is full (no guesses left to use it). */
  'pin-sent:account': { max: PINS_SENT_PER_ACCOUNT, windowSeconds: PIN_ACCOUNT_WINDOW_SECONDS },
  'register:account': { max: 5, windowSeconds: HOUR },
  'exist:ip': { max: 60, windowSeconds: MINUTES_15 },
  'register:ip': { max: 20, windowSeconds: HOUR },
  'resend:account': { max: 5, windowSeconds: MINUTES_15 },
  'resend:ip': { max: 20, windowSeconds: MINUTES_15 },
  'forgot:account': { max: 5, windowSeconds: HOUR },
  'forgot:ip': { max: 20, windowSeconds: HOUR },
  'reset:ip': { max: 30, windowSeconds: MINUTES_15 },
  /** Wrong current passwords on change password (a stolen session guessing); a success clears it. */
  'password-change:account': { max: 10, windowSeconds: MINUTES_15 },
  /** Ticket codes a reader looked up and found nothing for (guessing codes; lib/server/ticket-scans). */
  'ticket-miss:account': { max: 30, windowSeconds: MINUTES_15 },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * Seconds until one more event fits: 0 when fewer than `max` events fall inside the window,
 * else until the oldest counted event leaves it (at least 1).
 */
export function retryAfterSeconds(hits: readonly Date[], rule: RateLimitRule, now: Date): number {
  const windowStart = now.getTime() - rule.windowSeconds * 1000;
  const inside = hits
    .map((hit) => hit.getTime())
    .filter((time) => time > windowStart)
    .sort((a, b) => b - a);
  if (inside.length < rule.max) return 0;
  const oldestCounted = inside[rule.max - 1] ?? now.getTime();
  return Math.max(1, Math.ceil((oldestCounted + rule.windowSeconds * 1000 - now.getTime()) / 1000));
}
