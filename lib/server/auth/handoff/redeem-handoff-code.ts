import 'server-only';

import { and, eq, gt } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { handoffCodes, sessions } from '@/lib/db/schema';
import { publicHost } from '@/lib/domain/seo/public-origin';

import { hashSecret, sameHash } from '../../accounts/secrets';
import { ApiError } from '../../errors';
import type { SessionOrigin } from '../session';

/**
 * The last step, on the target host: the code is spent (deleted) whatever comes next, then it
 * must be unexpired, for this very host, for the `state` this browser kept in its cookie, and its
 * login still open. The answer is the user and the origin the new session hangs on.
 */
export async function redeemHandoffCode(
  db: Db,
  input: { code: string; state: string; cookieState: string | undefined; host: string },
  now = new Date(),
): Promise<{ userId: string; origin: SessionOrigin }> {
  const refused = new ApiError('invalid_handoff_code');
  const [spent] = await db
    .delete(handoffCodes)
    .where(eq(handoffCodes.codeHash, hashSecret('handoff', input.code)))
    .returning();
  if (!spent || spent.expiresAt <= now) throw refused;
  if (publicHost(input.host) !== spent.targetHost) throw refused;
  const state = hashSecret('handoff-state', input.state);
  const kept = hashSecret('handoff-state', input.cookieState ?? '');
  if (!input.cookieState || !sameHash(state, kept) || !sameHash(state, spent.stateHash))
    throw refused;
  const [origin] = await db
    .select({ id: sessions.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, spent.originSessionId), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!origin) throw refused;
  return {
    userId: spent.userId,
    origin: { originSessionId: origin.id, expiresAt: origin.expiresAt },
  };
}
