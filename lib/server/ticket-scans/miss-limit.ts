import 'server-only';

import type { Db } from '@/lib/db/client';

import { assertWithinLimits, type Bucket, recordHits } from '../rate-limit/limiter';

/**
 * Codes are 160 random bits, so guessing one is hopeless; still, a reader (or a stolen session)
 * that keeps looking up codes nobody holds is stopped: `ticket-miss:account` counts the misses of
 * each user, and once full every look-up answers 429 `rate_limited` until the window moves on.
 * Found tickets count nothing, so a busy door is never slowed down.
 */
export function missBucket(userId: string): Bucket {
  return { name: 'ticket-miss:account', subject: userId };
}

/** 429 when the user has missed too often lately. */
export function assertMayLookUp(db: Db, userId: string): Promise<void> {
  return assertWithinLimits(db, [missBucket(userId)]);
}

/** Counts one miss of the user. */
export async function recordMiss(db: Db, userId: string): Promise<void> {
  await recordHits(db, [missBucket(userId)]);
}
