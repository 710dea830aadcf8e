import 'server-only';

import { randomBytes, randomUUID } from 'node:crypto';

import { and, eq, gt, ne } from 'drizzle-orm';
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

/** A session handed over from another host: it ends with its origin, and never outlives it. */
export interface SessionOrigin {
  originSessionId: string;
  expiresAt: Date;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** A new session: 32 random bytes (base64url) in the cookie, their SHA-256 in the database. */
export async function createSession(
  db: Executor,
  userId: string,
  meta: SessionMeta = {},
  now = new Date(),
  origin?: SessionOrigin,
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = origin?.expiresAt ?? new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
  await db.insert(sessions).values({
    id: randomUUID(),
    userId,
    originSessionId: origin?.originSessionId ?? null,
    tokenHash: hashSessionToken(token),
    expiresAt,
    lastSeenAt: now,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    createdAt: now,
  });
  return { token, expiresAt };
}

/** Ends the session of a cookie token server-side: the row is deleted (unless it is `keep`). */
export async function deleteSession(
  db: Executor,
  token: string | undefined,
  keep?: string,
): Promise<void> {
  if (!token || token.length > 200) return;
  const match = eq(sessions.tokenHash, hashSessionToken(token));
  await db.delete(sessions).where(keep ? and(match, ne(sessions.id, keep)) : match);
}

/**
 * The live session of a cookie token and the origin of its hand-off chain (itself when it was
 * started by a login): the session every host's copy of this login hangs on.
 */
export async function liveSession(
  db: Pick<Db, 'select'>,
  token: string | undefined,
  now = new Date(),
): Promise<{ id: string; userId: string; originId: string; expiresAt: Date } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      originSessionId: sessions.originSessionId,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ? { ...row, originId: row.originSessionId ?? row.id } : null;
}

/**
 * Logout: the session of the token and every session handed over from the same login, on any
 * host, end together — deleting the origin deletes the others (`on delete cascade`).
 */
async function deleteSessionFamily(db: Db, token: string | undefined): Promise<void> {
  if (!token || token.length > 200) return;
  const [row] = await db
    .select({ id: sessions.id, originSessionId: sessions.originSessionId })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(token)))
    .limit(1);
  if (row) await db.delete(sessions).where(eq(sessions.id, row.originSessionId ?? row.id));
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

/** The session cookie (host-only) and its readable hint, both until the session expires. */
function setSessionCookies(c: Context, session: NewSession) {
  setCookie(c, SESSION_COOKIE, session.token, cookieOptions(session.expiresAt));
  setCookie(c, SIGNED_IN_HINT_COOKIE, '1', {
    ...cookieOptions(session.expiresAt),
    httpOnly: false,
  });
}

/**
 * Login, activation, hand-off: the previous session of this cookie is deleted, a new one issued
 * (rotation) — for 30 days, or with `origin` a hand-off's session that ends with its origin.
 */
export async function startSession(
  c: Context,
  db: Db,
  userId: string,
  meta: SessionMeta,
  now = new Date(),
  origin?: SessionOrigin,
) {
  const previous = readSessionCookie(c);
  const session = await db.transaction(async (tx) => {
    // A hand-off back to its origin's own host keeps the origin: the new session hangs on it.
    await deleteSession(tx, previous, origin?.originSessionId);
    return createSession(tx, userId, meta, now, origin);
  });
  setSessionCookies(c, session);
}

/** Logout: this login's sessions on every host are deleted and the cookie cleared. */
export async function endSession(c: Context, db: Db) {
  await deleteSessionFamily(db, readSessionCookie(c));
  deleteCookie(c, SESSION_COOKIE, cookieOptions());
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, { ...cookieOptions(), httpOnly: false });
}
