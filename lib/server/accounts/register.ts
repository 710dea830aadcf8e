import 'server-only';

import { randomUUID } from 'node:crypto';

import { and, eq, isNull } from 'drizzle-orm';

import type { RegisterInput, RegisterResponse } from '@/lib/api/schemas/auth';
import { hashPassword } from '@/lib/auth/password';
import { plans, shops, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/db/pg-errors';
import type { PlanId } from '@/lib/domain/vocabulary';

import { DEFAULT_SUGGESTIONS } from '@/lib/domain/shop/store-slug';

import type { CheckoutTracking } from '../checkout/create-checkout';
import { consumeLimits } from '../rate-limit/limiter';
import { isStoreSlugTaken, suggestStoreSlugs } from '../stores/slug-availability';
import { StoreConflictError } from '../stores/store-errors';
import { activationLinkBase } from './activation-link';
import { AuthError } from './auth-error';
import type { AccountDeps, RequestMeta } from './deps';
import { contactLabel, type ContactKey, usersByContact } from './identity';
import { countPinSent } from './pin-limits';
import { createRegistration, pendingStoreColumn } from './registration-store';
import { sendPin } from './send-pin';

/**
 * `can_skip_pin` rule: true when `REGISTRATION_SKIP_PIN=1`, or when the sign-up happens on a shop
 * whose sign-up form is 'basic' (store_theme_info.signup_form) — that form asks for no PIN.
 */
async function canSkipPin(db: Db, shopSlug: string | undefined): Promise<boolean> {
  if (process.env.REGISTRATION_SKIP_PIN === '1') return true;
  if (!shopSlug) return false;
  const [shop] = await db
    .select({ form: shops.signupForm })
    .from(shops)
    .where(eq(shops.slug, shopSlug))
    .limit(1);
  return shop?.form === 'basic';
}

/** The base plan (spec 03 §9) when the plans table names no default. */
const FALLBACK_PLAN: PlanId = 'plan_profesional';

/** The plan of a membership registration: the chosen one, or the default when `membership`. */
async function requestedPlan(db: Db, input: RegisterInput): Promise<PlanId | null> {
  if (input.plan) return input.plan;
  if (!input.membership) return null;
  const [plan] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(eq(plans.isDefault, 1))
    .limit(1);
  return plan?.id ?? FALLBACK_PLAN;
}

function contactOf(input: RegisterInput): ContactKey {
  return input.type === 'email'
    ? { email: input.username }
    : {
        phone: input.phone,
        countryCode: input.country_code,
        ...(input.email ? { email: input.email } : {}),
      };
}

/**
 * Sign-up (spec 02 §4 Registration): creates the unactivated user, or updates one that never
 * activated (its pending PIN is replaced), and sends a PIN. An e-mail or phone of an activated
 * account answers `existing_user`. A `store` slug that is already taken (or reserved) answers
 * `slug_taken` with suggestions, as store creation does; the store itself is created when the
 * account is activated.
 */
export async function register(
  { db, delivery, now = new Date() }: AccountDeps,
  input: RegisterInput,
  meta: RequestMeta,
  tracking: CheckoutTracking = NO_TRACKING,
): Promise<RegisterResponse> {
  const contact = contactOf(input);
  await consumeLimits(
    db,
    [
      { name: 'register:ip', subject: meta.ip },
      { name: 'register:account', subject: contactLabel(contact) },
    ],
    now,
  );
  if (input.store && (await isStoreSlugTaken(db, input.store)))
    throw new StoreConflictError(
      'slug_taken',
      await suggestStoreSlugs(
        db,
        { slug: input.store, name: input.store_name ?? '' },
        DEFAULT_SUGGESTIONS,
      ),
    );
  const passwordHash = await hashPassword(input.password);
  const skip = await canSkipPin(db, input.shop);
  const plan = await requestedPlan(db, input);
  const channel = input.type === 'email' ? 'email' : 'sms';

  const { code, issued, user } = await db
    .transaction(async (tx) => {
      const owners = await usersByContact(tx, contact);
      if (owners.some((owner) => owner.activatedAt) || owners.length > 1)
        throw new AuthError('existing_user');
      const values = {
        fullName: input.full_name,
        email: contact.email ?? null,
        phone: contact.phone ?? null,
        phoneCountryCode: contact.countryCode ?? null,
        country: input.country ?? null,
        passwordHash,
      };
      const [user] = owners[0]
        ? await tx.update(users).set(values).where(eq(users.id, owners[0].id)).returning()
        : await tx
            .insert(users)
            .values({ id: `usr_${randomUUID()}`, ...values, createdAt: now })
            .returning();
      await keepReferral(tx, user!.id, tracking);
      await countPinSent(tx, user!.id, now);
      const { code, ...issued } = await createRegistration(
        tx,
        {
          userId: user!.id,
          channel,
          canSkipPin: skip,
          planId: plan,
          store: pendingStoreColumn(
            input.store ? { slug: input.store, name: input.store_name ?? input.store } : null,
          ),
          shop: input.shop ?? null,
        },
        now,
      );
      return { code, issued, user: user! };
    })
    .catch(rethrowUniqueViolation);
  await sendPin(
    delivery,
    { channel, email: user.email, phone: user.phone, countryCode: user.phoneCountryCode },
    issued,
    meta.locale,
    await activationLinkBase(db, input.shop),
  );
  return { code, can_skip_pin: skip };
}

const NO_TRACKING: CheckoutTracking = { referral: null, campaign: null, clickId: null };

/**
 * Who referred the new person (the tracking cookies at sign-up; issue 19, the referred list): a
 * real user other than themselves, kept with the campaign and click it came through. A sign-up
 * repeated before activation keeps the first referrer.
 */
async function keepReferral(
  tx: Pick<Db, 'select' | 'update'>,
  userId: string,
  tracking: CheckoutTracking,
): Promise<void> {
  const referral = tracking.referral;
  if (!referral || referral === userId) return;
  const [referrer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, referral))
    .limit(1);
  if (!referrer) return;
  await tx
    .update(users)
    .set({
      referredBy: referrer.id,
      referralCampaign: tracking.campaign,
      referralClickId: tracking.clickId,
    })
    .where(and(eq(users.id, userId), isNull(users.referredBy)));
}

/** Two sign-ups racing for one e-mail or phone: the unique index decides, the loser gets existing_user. */
function rethrowUniqueViolation(error: unknown): never {
  throw isUniqueViolation(error) ? new AuthError('existing_user') : error;
}
