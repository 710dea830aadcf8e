import 'server-only';

import type { Db } from '@/lib/db/client';

import {
  type Bucket,
  consumeLimits,
  consumeLimitsIn,
  type LimitExecutor,
  RateLimitedError,
} from '../rate-limit/limiter';
import { AuthError } from './auth-error';

// Keyed by the user, not by the registration code or the PIN: a login, a resend or a new
// sign-up replaces those, the user stays. Nothing clears these buckets; they only age out.
const triesOf = (userId: string): Bucket => ({ name: 'pin:account', subject: `user:${userId}` });
const sentOf = (userId: string): Bucket => ({
  name: 'pin-sent:account',
  subject: `user:${userId}`,
});

/**
 * Counts one PIN about to be issued to the user, inside the transaction that stores it (a refusal
 * stores nothing). Refused with `RateLimitedError` (429) when the user was sent
 * `PINS_SENT_PER_ACCOUNT` PINs in the window, or has no PIN tries left in it: a new PIN would
 * only fail, so none is sent.
 */
export async function countPinSent(tx: LimitExecutor, userId: string, now: Date): Promise<void> {
  await consumeLimitsIn(tx, [sentOf(userId)], now, [triesOf(userId)]);
}

/**
 * Counts one PIN try for the user before the PIN is compared, across every PIN the user was sent
 * in the window. When `PIN_MAX_FAILED_ATTEMPTS` tries were made the answer is `invalid_pin`, even
 * for the right PIN, as for the 6th try on one PIN.
 */
export async function countPinTry(db: Db, userId: string, now: Date): Promise<void> {
  try {
    await consumeLimits(db, [triesOf(userId)], now);
  } catch (error) {
    if (error instanceof RateLimitedError) throw new AuthError('invalid_pin');
    throw error;
  }
}
