import 'server-only';

import { and, eq, isNull, lt, or } from 'drizzle-orm';

import { users } from '@/lib/db/schema';
import { HEARTBEAT_MIN_GAP_MS } from '@/lib/domain/accounts/advisor-contact';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';

/**
 * The user's app is open: an advisor or coordinator with a heartbeat in the last 5 minutes shows
 * online. One conditional update, written at most once a minute per user however many tabs send.
 */
export async function recordHeartbeat({ db, actor }: ServiceContext, now = new Date()) {
  const { userId } = requireUser(actor);
  const stale = new Date(now.getTime() - HEARTBEAT_MIN_GAP_MS);
  await db
    .update(users)
    .set({ lastHeartbeatAt: now })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.lastHeartbeatAt), lt(users.lastHeartbeatAt, stale)),
      ),
    );
}
