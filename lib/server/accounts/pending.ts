import 'server-only';

import { eq } from 'drizzle-orm';

import type { RegisterResponse } from '@/lib/api/schemas/auth';
import { registrations, users } from '@/lib/db/schema';

import { consumeLimits } from '../rate-limit/limiter';
import { activationLinkBase } from './activation-link';
import { AuthError } from './auth-error';
import type { AccountDeps, RequestMeta } from './deps';
import { type ContactKey, usersByContact } from './identity';
import { countPinSent } from './pin-limits';
import {
  refreshPin,
  type Registration,
  registrationByCode,
  requireUnactivated,
} from './registration-store';
import { sendPin } from './send-pin';

async function pendingRegistration(
  deps: AccountDeps,
  code: string,
  meta: RequestMeta,
): Promise<Registration> {
  const now = deps.now ?? new Date();
  await consumeLimits(
    deps.db,
    [
      { name: 'resend:ip', subject: meta.ip },
      { name: 'resend:account', subject: `registration:${code}` },
    ],
    now,
  );
  const registration = await requireUnactivated(deps.db, await registrationByCode(deps.db, code));
  if (!registration) throw new AuthError('registration_not_found');
  return registration;
}

async function reissue(
  deps: AccountDeps,
  registration: Registration,
  meta: RequestMeta,
  channel: 'email' | 'sms',
) {
  const now = deps.now ?? new Date();
  const issued = await deps.db.transaction(async (tx) => {
    await countPinSent(tx, registration.userId, now);
    await tx.update(registrations).set({ channel }).where(eq(registrations.id, registration.id));
    return refreshPin(tx, registration.id, now);
  });
  const [user] = await deps.db.select().from(users).where(eq(users.id, registration.userId));
  if (!user) throw new AuthError('registration_not_found');
  await sendPin(
    deps.delivery,
    { channel, email: user.email, phone: user.phone, countryCode: user.phoneCountryCode },
    issued,
    meta.locale,
    await activationLinkBase(deps.db, registration.shop),
  );
}

/** Resend: a new PIN goes out; the previous PIN (and link) stop working. The code stays. */
export async function resendPin(
  deps: AccountDeps,
  code: string,
  meta: RequestMeta,
): Promise<RegisterResponse> {
  const registration = await pendingRegistration(deps, code, meta);
  await reissue(deps, registration, meta, registration.channel);
  return { code, can_skip_pin: registration.canSkipPin };
}

export interface ContactChange {
  type: 'email' | 'phone';
  username?: string;
  phone?: string;
  country_code?: string;
  country?: string;
}

/** Edit the contact detail from the PIN card: stored on the pending user, a new PIN sent there. */
export async function updatePendingContact(
  deps: AccountDeps,
  code: string,
  change: ContactChange,
  meta: RequestMeta,
): Promise<RegisterResponse> {
  const registration = await pendingRegistration(deps, code, meta);
  const contact: ContactKey =
    change.type === 'email'
      ? { email: change.username }
      : { phone: change.phone, countryCode: change.country_code };
  const owners = await usersByContact(deps.db, contact);
  if (owners.some((owner) => owner.id !== registration.userId))
    throw new AuthError('existing_user');
  await deps.db
    .update(users)
    .set(
      change.type === 'email'
        ? { email: change.username }
        : {
            phone: change.phone,
            phoneCountryCode: change.country_code,
            ...(change.country ? { country: change.country } : {}),
          },
    )
    .where(eq(users.id, registration.userId));
  await reissue(deps, registration, meta, change.type === 'email' ? 'email' : 'sms');
  return { code, can_skip_pin: registration.canSkipPin };
}
