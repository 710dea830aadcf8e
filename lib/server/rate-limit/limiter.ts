import 'server-only';

import { createHash, randomUUID } from 'node:crypto';

import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { rateLimitHits } from '@/lib/db/schema';
import {
  RATE_LIMITS,
  type RateLimitName,
  retryAfterSeconds,
} from '@/lib/domain/accounts/auth-limits';

import { ApiError, type ApiErrorOptions } from '../errors';

/** Too many events in a bucket: 429 `rate_limited` with `Retry-After: retryAfterSeconds`. */
export class RateLimitedError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    /** Another text than the accounts' "too many attempts" (the contact form's). */
    message?: ApiErrorOptions['message'],
  ) {
    super('rate_limited', undefined, {
      headers: { 'Retry-After': String(retryAfterSeconds) },
      message,
    });
    this.name = 'RateLimitedError';
  }
}

export interface Bucket {
  name: RateLimitName;
  /** What is counted: an account key, an IP, a registration. Only its hash is stored. */
  subject: string;
}

/** A database or an open transaction. */
export type LimitExecutor = Pick<Db, 'select' | 'insert' | 'delete' | 'execute'>;
type Executor = LimitExecutor;

function bucketKey({ name, subject }: Bucket): string {
  return `${name}:${createHash('sha256').update(subject).digest('hex').slice(0, 32)}`;
}

/** Throws `RateLimitedError` when any bucket is full; nothing is recorded. */
export async function assertWithinLimits(
  db: Executor,
  buckets: readonly Bucket[],
  now = new Date(),
) {
  let wait = 0;
  for (const bucket of buckets) {
    const rule = RATE_LIMITS[bucket.name];
    const since = new Date(now.getTime() - rule.windowSeconds * 1000);
    const rows = await db
      .select({ createdAt: rateLimitHits.createdAt })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, bucketKey(bucket)), gt(rateLimitHits.createdAt, since)));
    wait = Math.max(
      wait,
      retryAfterSeconds(
        rows.map((row) => row.createdAt),
        rule,
        now,
      ),
    );
  }
  if (wait > 0) throw new RateLimitedError(wait);
}

/** The events one call recorded, so they can be taken back (`forgetHits`). */
export type HitIds = readonly string[];

/**
 * Records one event in each bucket and prunes that bucket's events older than its window; returns
 * the new events' ids.
 */
export async function recordHits(
  db: Executor,
  buckets: readonly Bucket[],
  now = new Date(),
): Promise<HitIds> {
  if (buckets.length === 0) return [];
  const rows = buckets.map((bucket) => ({
    id: randomUUID(),
    bucket: bucketKey(bucket),
    createdAt: now,
  }));
  await db.insert(rateLimitHits).values(rows);
  for (const bucket of buckets) {
    const since = new Date(now.getTime() - RATE_LIMITS[bucket.name].windowSeconds * 1000);
    await db
      .delete(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, bucketKey(bucket)), lt(rateLimitHits.createdAt, since)));
  }
  return rows.map((row) => row.id);
}

/**
 * Check-and-count in one transaction under advisory locks on the buckets, so concurrent requests
 * on several instances cannot both take the last place. `watched` buckets are checked (under the
 * same locks) but not counted.
 */
export async function consumeLimits(
  db: Db,
  buckets: readonly Bucket[],
  now = new Date(),
  watched: readonly Bucket[] = [],
): Promise<HitIds> {
  return db.transaction((tx) => consumeLimitsIn(tx, buckets, now, watched));
}

/** `consumeLimits` inside the caller's transaction: its events roll back with it. */
export async function consumeLimitsIn(
  tx: Executor,
  buckets: readonly Bucket[],
  now = new Date(),
  watched: readonly Bucket[] = [],
): Promise<HitIds> {
  const keys = [...new Set([...buckets, ...watched].map(bucketKey))].sort();
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  await assertWithinLimits(tx, [...buckets, ...watched], now);
  return recordHits(tx, buckets, now);
}

/** Takes back the events one call recorded (a login that succeeded counts against no one). */
export async function forgetHits(db: Executor, ids: HitIds) {
  if (ids.length === 0) return;
  await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, [...ids]));
}

/** Forgets a bucket's events (e.g. failed logins after a successful one). */
export async function clearBuckets(db: Executor, buckets: readonly Bucket[]) {
  if (buckets.length === 0) return;
  await db.delete(rateLimitHits).where(inArray(rateLimitHits.bucket, buckets.map(bucketKey)));
}
