import 'server-only';

import { createHash } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { idempotencyKeys } from '@/lib/db/schema';

import { ApiError } from '../errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a request's body is, for telling a repeat (same body) from a reused key (another one). */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * Takes `key` for this request inside its transaction (`claimed`), or finds the earlier request
 * that took it: the same body gets what was kept for it (`response`, null while none was kept);
 * another body is 422 `idempotency_key_reused`. Under PostgreSQL a concurrent request with the
 * same key waits at the insert until the first one commits (then finds it) or rolls back (then
 * takes the key itself). Keys are per user and scope.
 */
export async function claimIdempotencyKey(
  tx: Tx,
  { userId, scope, key, hash }: { userId: string; scope: string; key: string; hash: string },
): Promise<{ claimed: true } | { claimed: false; response: unknown }> {
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ userId, scope, key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed) return { claimed: true };
  const [prior] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
      ),
    )
    .limit(1);
  if (!prior || prior.requestHash !== hash) throw new ApiError('idempotency_key_reused');
  return { claimed: false, response: prior.response };
}
