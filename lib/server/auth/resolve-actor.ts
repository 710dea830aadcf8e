import 'server-only';

import { and, eq, gt } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { sessions, users } from '@/lib/db/schema';

import { ANONYMOUS, type Actor } from '../context';
import { hashSessionToken } from './session-token';

/** The actor behind a session cookie token; anonymous when missing, unknown or expired. */
export async function resolveActor(db: Db, token: string | undefined): Promise<Actor> {
  if (!token || token.length > 200) return ANONYMOUS;
  const [row] = await db
    .select({ userId: users.id, level: users.level })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ? { kind: 'user', userId: row.userId, level: row.level } : ANONYMOUS;
}
