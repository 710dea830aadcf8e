import 'server-only';

import { randomUUID } from 'node:crypto';

import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';

import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { passwordResets, sessions, users } from '@/lib/db/schema';
import {
  RESET_CODE_MAX_FAILED_ATTEMPTS,
  RESET_CODE_TTL_SECONDS,
} from '@/lib/domain/accounts/auth-limits';

import { liveSession } from '../auth/session';
import { ApiError } from '../errors';
import { type Bucket, clearBuckets, consumeLimits } from '../rate-limit/limiter';
import { AuthError } from './auth-error';
import type { AccountDeps, RequestMeta } from './deps';
import { contactLabel, loginContact, userByContact } from './identity';
import { hashSecret, randomPin, sameHash } from './secrets';
import { resetMessage } from './texts';
import { logger } from '../log/logger';

/**
 * Forgot password: when the account exists and is active, a 6-digit code (15 minutes) goes to its
 * e-mail, else its phone. The caller answers 202 at once either way: the returned `delivered`
 * promise does the sending, so neither the answer nor its timing says whether the account exists.
 */
export async function forgotPassword(
  deps: AccountDeps,
  input: { username: string; country_code?: string },
  meta: RequestMeta,
): Promise<{ delivered: Promise<void> }> {
  const now = deps.now ?? new Date();
  const contact = loginContact(input.username, input.country_code);
  await consumeLimits(
    deps.db,
    [
      { name: 'forgot:ip', subject: meta.ip },
      { name: 'forgot:account', subject: contactLabel(contact) },
    ],
    now,
  );
  const delivered = (async () => {
    const user = await userByContact(deps.db, contact);
    if (!user?.activatedAt) return;
    const code = randomPin();
    await deps.db.transaction(async (tx) => {
      await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
      await tx.insert(passwordResets).values({
        id: randomUUID(),
        userId: user.id,
        codeHash: hashSecret(`reset:${user.id}`, code),
        expiresAt: new Date(now.getTime() + RESET_CODE_TTL_SECONDS * 1000),
        createdAt: now,
      });
    });
    const message = resetMessage(meta.locale, code);
    if (contact.email && user.email) await deps.delivery.sendEmail({ to: user.email, ...message });
    else if (user.phone && user.phoneCountryCode) {
      await deps.delivery.sendSms({
        to: `+${user.phoneCountryCode}${user.phone}`,
        text: message.text,
      });
    }
  })().catch((error: unknown) => logger.error({ err: error }, 'password reset delivery failed'));
  return { delivered };
}

/** Reset with the code: 5 wrong tries or 15 minutes end it; all sessions of the user end. */
export async function resetPassword(
  deps: AccountDeps,
  input: { username: string; country_code?: string; code: string; password: string },
  meta: RequestMeta,
): Promise<void> {
  const now = deps.now ?? new Date();
  await consumeLimits(deps.db, [{ name: 'reset:ip', subject: meta.ip }], now);
  const user = await userByContact(deps.db, loginContact(input.username, input.country_code));
  if (!user) throw new AuthError('invalid_reset_code');
  const [reserved] = await deps.db
    .update(passwordResets)
    .set({ failedAttempts: sql`${passwordResets.failedAttempts} + 1` })
    .where(
      and(
        eq(passwordResets.userId, user.id),
        lt(passwordResets.failedAttempts, RESET_CODE_MAX_FAILED_ATTEMPTS),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ codeHash: passwordResets.codeHash });
  if (!reserved || !sameHash(reserved.codeHash, hashSecret(`reset:${user.id}`, input.code))) {
    throw new AuthError('invalid_reset_code');
  }
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
  });
}

/**
 * Change password when signed in; the user's other sessions end, this one stays (with the
 * sessions handed over from it to the platform's other hosts: the same login). Tries count
 * per user (10 in 15 minutes, as login), so a stolen session cannot guess the current password;
 * a success clears the count.
 */
export async function changePassword(
  deps: AccountDeps,
  userId: string,
  currentToken: string | undefined,
  input: { current_password: string; password: string },
): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new ApiError('unauthorized');
  const tries: Bucket = { name: 'password-change:account', subject: user.id };
  await consumeLimits(deps.db, [tries], deps.now ?? new Date());
  if (!(await verifyPassword(input.current_password, user.passwordHash)))
    throw new AuthError('incorrect_password');
  await clearBuckets(deps.db, [tries]);
  const passwordHash = await hashPassword(input.password);
  const current = await liveSession(deps.db, currentToken);
  const others = current
    ? and(
        eq(sessions.userId, user.id),
        ne(sessions.id, current.originId),
        or(isNull(sessions.originSessionId), ne(sessions.originSessionId, current.originId)),
      )
    : eq(sessions.userId, user.id);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(others);
  });
}
