import 'server-only';

import { randomUUID } from 'node:crypto';

import { and, eq, gt, lt, sql } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { registrations, users } from '@/lib/db/schema';
import type { PlanId } from '@/lib/domain/vocabulary';
import { PIN_MAX_FAILED_ATTEMPTS, PIN_TTL_SECONDS } from '@/lib/domain/accounts/auth-limits';

import { AuthError } from './auth-error';
import { hashSecret, randomPin, randomToken, sameHash } from './secrets';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
export type Registration = typeof registrations.$inferSelect;

export interface RegistrationFields {
  userId: string;
  channel: 'email' | 'sms';
  canSkipPin: boolean;
  planId: PlanId | null;
  /** The store to create on activation (`pendingStoreColumn`). */
  store: string | null;
  shop: string | null;
}

/** The store a registration asks for: created when the account is activated. */
export interface PendingStore {
  slug: string;
  name: string;
}

/**
 * The `store` column keeps the slug and the name as JSON (`{"slug":…,"name":…}`); the table
 * has one text column for it.
 */
export function pendingStoreColumn(store: PendingStore | null): string | null {
  return store ? JSON.stringify({ slug: store.slug, name: store.name }) : null;
}

/** The store of a registration; a bare slug (no JSON) names a store called after its slug. */
export function pendingStoreOf(registration: Pick<Registration, 'store'>): PendingStore | null {
  const column = registration.store;
  if (!column) return null;
  try {
    const value = JSON.parse(column) as Partial<PendingStore>;
    if (typeof value.slug === 'string' && typeof value.name === 'string')
      return { slug: value.slug, name: value.name };
  } catch {
    // Not JSON: a bare slug.
  }
  return { slug: column, name: column };
}

/** A fresh PIN and link key for a registration (the previous ones stop working). */
export interface IssuedPin {
  pin: string;
  linkKey: string;
}

function pinColumns(registrationId: string, now: Date) {
  const pin = randomPin();
  const linkKey = randomToken(32);
  return {
    issued: { pin, linkKey },
    columns: {
      pinHash: hashSecret(`pin:${registrationId}`, pin),
      pinExpiresAt: new Date(now.getTime() + PIN_TTL_SECONDS * 1000),
      failedAttempts: 0,
      linkKeyHash: hashSecret('link', linkKey),
      createdAt: now,
    },
  };
}

/** Replaces the user's pending registration; returns its new code and PIN. */
export async function createRegistration(
  db: Executor,
  fields: RegistrationFields,
  now: Date,
): Promise<IssuedPin & { code: string }> {
  await db.delete(registrations).where(eq(registrations.userId, fields.userId));
  const id = randomUUID();
  const code = randomToken();
  const { issued, columns } = pinColumns(id, now);
  await db
    .insert(registrations)
    .values({ id, codeHash: hashSecret('registration', code), ...fields, ...columns });
  return { code, ...issued };
}

/** A new PIN (and link) for a registration, with the attempts counter reset. */
export async function refreshPin(
  db: Executor,
  registrationId: string,
  now: Date,
): Promise<IssuedPin> {
  const { issued, columns } = pinColumns(registrationId, now);
  await db.update(registrations).set(columns).where(eq(registrations.id, registrationId));
  return issued;
}

export async function registrationByCode(
  db: Executor,
  code: string,
): Promise<Registration | undefined> {
  const [row] = await db
    .select()
    .from(registrations)
    .where(eq(registrations.codeHash, hashSecret('registration', code)))
    .limit(1);
  return row;
}

export async function registrationOfUser(
  db: Executor,
  userId: string,
): Promise<Registration | undefined> {
  const [row] = await db
    .select()
    .from(registrations)
    .where(eq(registrations.userId, userId))
    .limit(1);
  return row;
}

export async function registrationByLinkKey(
  db: Executor,
  key: string,
): Promise<Registration | undefined> {
  const [row] = await db
    .select()
    .from(registrations)
    .where(eq(registrations.linkKeyHash, hashSecret('link', key)))
    .limit(1);
  return row;
}

/**
 * Activation keeps the registration, spent: its PIN can no longer match (a random hash, expired,
 * no tries left), but its code and link key still find it, so a late PIN, link, resend or contact
 * edit answers `user_already_exists` (spec 02 §8) instead of an unknown code. One row per user at
 * most (`registrations_user_key`); a new registration of the user replaces it.
 */
export async function spendRegistration(
  db: Executor,
  registrationId: string,
  now: Date,
): Promise<void> {
  await db
    .update(registrations)
    .set({
      pinHash: hashSecret('spent', randomToken()),
      pinExpiresAt: now,
      failedAttempts: PIN_MAX_FAILED_ATTEMPTS,
    })
    .where(eq(registrations.id, registrationId));
}

/**
 * The registration a code or link found, unless its account is activated already
 * (`user_already_exists`); undefined stays undefined (the caller's not-found answer).
 */
export async function requireUnactivated(
  db: Executor,
  registration: Registration | undefined,
): Promise<Registration | undefined> {
  if (!registration) return undefined;
  const [user] = await db
    .select({ activatedAt: users.activatedAt })
    .from(users)
    .where(eq(users.id, registration.userId))
    .limit(1);
  if (user?.activatedAt) throw new AuthError('user_already_exists');
  return registration;
}

/**
 * Counts one try against the registration's PIN before comparing, atomically: the update only
 * succeeds while the PIN is unexpired and fewer than 5 tries were made, so parallel guesses
 * cannot exceed the limit and the 6th try is refused even with the right PIN.
 */
export async function tryPin(
  db: Executor,
  registration: Registration,
  pin: string,
  now: Date,
): Promise<boolean> {
  const [reserved] = await db
    .update(registrations)
    .set({ failedAttempts: sql`${registrations.failedAttempts} + 1` })
    .where(
      and(
        eq(registrations.id, registration.id),
        lt(registrations.failedAttempts, PIN_MAX_FAILED_ATTEMPTS),
        gt(registrations.pinExpiresAt, now),
      ),
    )
    .returning({ pinHash: registrations.pinHash });
  return (
    reserved !== undefined && sameHash(reserved.pinHash, hashSecret(`pin:${registration.id}`, pin))
  );
}
