import 'server-only';

import { and, eq, isNull } from 'drizzle-orm';

import type { ActivateResponse, ActivationStore } from '@/lib/api/schemas/auth';
import type { Db } from '@/lib/db/client';
import { plans, users } from '@/lib/db/schema';
import { ENTREPRENEUR_PATH } from '@/lib/domain/paths/account-links';
import { ACTIVATION_LINK_TTL_SECONDS } from '@/lib/domain/accounts/auth-limits';
import type { Locale } from '@/lib/i18n/locales';

import { consumeLimits } from '../rate-limit/limiter';
import { expireShopCache } from '../stores/revalidate-shop-cache';
import { AuthError } from './auth-error';
import type { AccountDeps } from './deps';
import { loadMe } from './me';
import { countPinTry } from './pin-limits';
import {
  pendingStoreOf,
  type Registration,
  registrationByCode,
  registrationByLinkKey,
  requireUnactivated,
  spendRegistration,
  tryPin,
} from './registration-store';
import { createPendingStore, storeOutcome, storeRetryPath } from './signup-store';
import { activatedMessage } from './texts';

/** After a membership registration the user goes to the entrepreneur assistant (spec 02 §2). */
export const MEMBERSHIP_NEXT_PATH = ENTREPRENEUR_PATH;

export interface Activated {
  userId: string;
  response: ActivateResponse;
}

/**
 * Marks the user activated and spends the registration (kept so that its code and link can answer
 * `user_already_exists` later), in one transaction; a second activation racing this one finds
 * the user activated and answers `user_already_exists`. A membership registration also sets the
 * plan (when it exists) and level 1, entrepreneur (spec 03). A store
 * asked for at sign-up is created in the same transaction (level 2); when its slug was taken
 * meanwhile (or the user has a store already) the activation still succeeds without it and the
 * answer says so, with `next_path` pointing at `/crear-tienda` with the slug and suggestions.
 * Any other failure of the store insert rolls the whole activation back.
 */
export async function completeActivation(
  db: Db,
  registration: Registration,
  locale: Locale,
  now: Date,
): Promise<Activated> {
  const wanted = pendingStoreOf(registration);
  const storeFailure = await db.transaction(async (tx) => {
    const [plan] = registration.planId
      ? await tx
          .select({ id: plans.id })
          .from(plans)
          .where(eq(plans.id, registration.planId))
          .limit(1)
      : [];
    const [user] = await tx
      .select({ level: users.level })
      .from(users)
      .where(eq(users.id, registration.userId));
    const membership = registration.planId !== null;
    const [activated] = await tx
      .update(users)
      .set({
        activatedAt: now,
        ...(plan ? { planId: plan.id } : {}),
        ...(membership && (user?.level ?? 0) < 1 ? { level: 1 as const } : {}),
      })
      .where(and(eq(users.id, registration.userId), isNull(users.activatedAt)))
      .returning({ id: users.id });
    if (!activated) throw new AuthError('user_already_exists');
    await spendRegistration(tx, registration.id, now);
    return wanted ? createPendingStore(tx, registration.userId, wanted) : null;
  });
  const store = wanted ? await storeOutcome(db, wanted, storeFailure) : null;
  if (store?.status === 'created') expireShopCache(store.slug);
  return {
    userId: registration.userId,
    response: {
      user: await loadMe(db, registration.userId),
      notification: { level: 'success', message: activatedMessage(locale) },
      next_path: nextPath(registration, store),
      store,
    },
  };
}

function nextPath(registration: Registration, store: ActivationStore | null): string | null {
  if (store && store.status !== 'created') return storeRetryPath(store);
  return registration.planId ? MEMBERSHIP_NEXT_PATH : null;
}

/**
 * Checks a PIN (or the allowed skip) against a registration; `invalid_pin` otherwise. A PIN try
 * counts against the user's tries of the window first (`countPinTry`, across re-issued PINs),
 * then against this PIN's own 5 (`tryPin`).
 */
export async function verifyRegistrationPin(
  db: Db,
  registration: Registration,
  answer: { pin?: string; skip_pin?: true },
  now: Date,
): Promise<void> {
  if (answer.skip_pin && registration.canSkipPin) return;
  if (answer.pin) await countPinTry(db, registration.userId, now);
  if (!answer.pin || !(await tryPin(db, registration, answer.pin, now)))
    throw new AuthError('invalid_pin');
}

/** PIN activation (POST /api/auth/activate). */
export async function activate(
  { db, now = new Date() }: AccountDeps,
  input: { code: string; pin?: string; skip_pin?: true },
  meta: { ip: string; locale: Locale },
): Promise<Activated> {
  await consumeLimits(db, [{ name: 'pin:ip', subject: meta.ip }], now);
  const registration = await requireUnactivated(db, await registrationByCode(db, input.code));
  if (!registration) throw new AuthError('registration_not_found');
  await verifyRegistrationPin(db, registration, input, now).catch(async (error: unknown) => {
    // An activation racing this one (the link, another tab) spent the PIN meanwhile: say so.
    if (error instanceof AuthError && error.code === 'invalid_pin')
      await requireUnactivated(db, registration);
    throw error;
  });
  return completeActivation(db, registration, meta.locale, now);
}

/** Link activation (`/activate/{key}`): valid 24 hours after the PIN e-mail was sent. */
export async function activateByLink(
  { db, now = new Date() }: AccountDeps,
  key: string,
  meta: { ip: string; locale: Locale },
): Promise<Activated> {
  await consumeLimits(db, [{ name: 'pin:ip', subject: meta.ip }], now);
  const registration = await requireUnactivated(db, await registrationByLinkKey(db, key));
  const fresh =
    registration &&
    registration.createdAt.getTime() + ACTIVATION_LINK_TTL_SECONDS * 1000 > now.getTime();
  if (!registration || !fresh) throw new AuthError('invalid_pin');
  return completeActivation(db, registration, meta.locale, now);
}
