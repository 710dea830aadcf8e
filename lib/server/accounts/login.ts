import 'server-only';

import { hashPassword, verifyPassword } from '@/lib/auth/password';
import type { Db } from '@/lib/db/client';

import { type Bucket, clearBuckets, consumeLimits, forgetHits } from '../rate-limit/limiter';
import { completeActivation, verifyRegistrationPin } from './activate';
import { activationLinkBase } from './activation-link';
import { AuthError } from './auth-error';
import type { AccountDeps, RequestMeta } from './deps';
import { contactLabel, loginContact, userByContact } from './identity';
import { countPinSent } from './pin-limits';
import { createRegistration, registrationOfUser } from './registration-store';
import { sendPin } from './send-pin';

let dummyHash: Promise<string> | undefined;

/** Unknown users still cost one scrypt verify, so timing does not tell who has an account. */
function hashForUnknownUser(): Promise<string> {
  dummyHash ??= hashPassword('not-a-password-of-anyone');
  return dummyHash;
}

export interface LoginInput {
  username: string;
  country_code?: string;
  password: string;
  pin?: string;
}

/**
 * Login by e-mail or phone. Unknown user and wrong password give the same `invalid_credentials`
 * after the same work. Failed tries count per account and client address (10 / 15 min: a guesser
 * locks out only itself, never the account's owner elsewhere) and per client address (50 / 15
 * min); a success takes its own places back and clears the account's count, so it counts against
 * no one. An account that never activated answers
 * `pin_required` (with a fresh PIN sent) after a correct password, unless the PIN is given or
 * its registration may skip it.
 */
export async function login(
  deps: AccountDeps,
  input: LoginInput,
  meta: RequestMeta,
): Promise<{ userId: string }> {
  const { db } = deps;
  const now = deps.now ?? new Date();
  const contact = loginContact(input.username, input.country_code);
  const accountBucket: Bucket = {
    name: 'login:account',
    subject: `${contactLabel(contact)} ${meta.ip}`,
  };
  const ipBucket: Bucket = { name: 'login:ip', subject: meta.ip };
  // Every try takes a place in both buckets before the password is checked (atomic under
  // advisory locks, so parallel guesses cannot overshoot); a success gives its places back.
  const places = await consumeLimits(db, [accountBucket, ipBucket], now);

  const user = await userByContact(db, contact);
  const passwordOk = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await hashForUnknownUser()),
  );
  if (!user || !passwordOk) throw new AuthError('invalid_credentials');
  await forgetHits(db, places);
  await clearBuckets(db, [accountBucket]);
  if (user.activatedAt) return { userId: user.id };
  return activateOnLogin(db, deps, user, input.pin, meta, now);
}

async function activateOnLogin(
  db: Db,
  deps: AccountDeps,
  user: { id: string; email: string | null; phone: string | null; phoneCountryCode: string | null },
  pin: string | undefined,
  meta: RequestMeta,
  now: Date,
): Promise<{ userId: string }> {
  const registration = await registrationOfUser(db, user.id);
  if (registration && (pin || registration.canSkipPin)) {
    await verifyRegistrationPin(db, registration, pin ? { pin } : { skip_pin: true }, now);
    await completeActivation(db, registration, meta.locale, now);
    return { userId: user.id };
  }
  if (pin) throw new AuthError('invalid_pin');
  const channel = registration?.channel ?? (user.email ? 'email' : 'sms');
  // A new code and PIN, counted per user in a window this login does not reset (pin-limits.ts):
  // logging in again neither buys more PIN guesses nor sends PINs without end.
  const { code, ...issued } = await db.transaction(async (tx) => {
    await countPinSent(tx, user.id, now);
    return createRegistration(
      tx,
      {
        userId: user.id,
        channel,
        canSkipPin: registration?.canSkipPin ?? false,
        planId: registration?.planId ?? null,
        store: registration?.store ?? null,
        shop: registration?.shop ?? null,
      },
      now,
    );
  });
  await sendPin(
    deps.delivery,
    { channel, email: user.email, phone: user.phone, countryCode: user.phoneCountryCode },
    issued,
    meta.locale,
    await activationLinkBase(db, registration?.shop),
  );
  throw new AuthError('pin_required', { code, can_skip_pin: registration?.canSkipPin ?? false });
}
