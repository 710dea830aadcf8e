import 'server-only';

import { randomBytes, randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

import type { Db } from '@/lib/db/client';
import { sessions } from '@/lib/db/schema';
import { SESSION_TTL_SECONDS } from '@/lib/domain/accounts/auth-limits';

import { SIGNED_IN_HINT_COOKIE } from '@/lib/domain/accounts/signed-in-hint';

import { hashSessionToken, SESSION_COOKIE } from './session-token';

type Executor = Pick<Db, 'insert' | 'delete'>;

export interface SessionMeta {
  ip?: string;
  userAgent?: string;
}

/** A new session: 32 random bytes (base64url) in the cookie, their SHA-256 in the database. */
export async function createSession(
  db: Executor,
  userId: string,
  meta: SessionMeta = {},
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
  await db.insert(sessions).values({
    id: randomUUID(),
    userId,
    tokenHash: hashSessionToken(token),
    expiresAt,
    lastSeenAt: now,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    createdAt: now,
  });
  return { token, expiresAt };
}

/** Ends the session of a cookie token server-side: the row is deleted. */
export async function deleteSession(db: Executor, token: string | undefined): Promise<void> {
  if (!token || token.length > 200) return;
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
}

/** httpOnly, SameSite=Lax, host-only, path '/', Secure in production. */
function cookieOptions(expiresAt?: Date) {
  return {
    httpOnly: true,
    sameSite: 'Lax' as const,
    secure: process.env.NODE_ENV === 'production',
    path: '/',
    ...(expiresAt ? { expires: expiresAt } : {}),
  };
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/** Login/activation: the previous session of this cookie is deleted, a new one issued (rotation). */
export async function startSession(
  c: Context,
  db: Db,
  userId: string,
  meta: SessionMeta,
  now = new Date(),
) {
  const previous = readSessionCookie(c);
  const session = await db.transaction(async (tx) => {
    await deleteSession(tx, previous);
    return createSession(tx, userId, meta, now);
  });
  setCookie(c, SESSION_COOKIE, session.token, cookieOptions(session.expiresAt));
  setCookie(c, SIGNED_IN_HINT_COOKIE, '1', {
    ...cookieOptions(session.expiresAt),
    httpOnly: false,
  });
}

/** Logout: the session row is deleted and the cookie cleared. */
export async function endSession(c: Context, db: Db) {
  await deleteSession(db, readSessionCookie(c));
  deleteCookie(c, SESSION_COOKIE, cookieOptions());
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, { ...cookieOptions(), httpOnly: false });
}
