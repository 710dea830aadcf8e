import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from './columns';
import type { OfficeHours, PlanId, UserLevel } from '../../domain/vocabulary';
import { plans } from './plans';

/**
 * People. Level 0 registered, 1 entrepreneur without store, 2 entrepreneur with store,
 * 3 platform staff (spec 01 §3 "User levels"). E-mail or phone (without calling code) identifies.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    phoneCountryCode: text('phone_country_code'),
    country: text('country'),
    passwordHash: text('password_hash').notNull(),
    level: smallint('level').$type<UserLevel>().notNull().default(0),
    planId: text('plan_id')
      .$type<PlanId>()
      .references(() => plans.id),
    /** Until when the bought plan package runs (spec 02 §8 package_still_active_no_downgrade). */
    planExpiresAt: timestamp('plan_expires_at', { withTimezone: true }),
    image: text('image'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** The setup tour shows until the user turns it off (spec 02 "Setup tour: show_tour"). */
    showTour: boolean('show_tour').notNull().default(true),
    isMentor: boolean('is_mentor').notNull().default(false),
    /** The advisor assigned to an affiliate or franchise owner (advisor modal). */
    advisorId: text('advisor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The coordinator of a level-two user (coordinator modal). */
    coordinatorId: text('coordinator_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** When this person answers as an advisor or coordinator. */
    officeHours: text('office_hours').$type<OfficeHours>(),
    /** Last sign of life from the person's open app; online = within 5 minutes (spec 02 §9). */
    lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }),
    /**
     * Who referred this person (the `referralID` cookie at sign-up: a shared link or a campaign's
     * short link), with the campaign and click it came through (issue 19, the referred list).
     */
    referredBy: text('referred_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    referralCampaign: text('referral_campaign'),
    referralClickId: text('referral_click_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phoneCountryCode, t.phone),
    index('users_referred_by_idx')
      .on(t.referredBy, t.createdAt.desc())
      .where(sql`${t.referredBy} is not null`),
    // The referred list's name search folds the name as products_name_trgm_idx folds item names.
    index('users_full_name_trgm_idx').using(
      'gin',
      sql`tienda_unaccent(lower(${t.fullName})) gin_trgm_ops`,
    ),
  ],
);

/**
 * Login sessions: only the SHA-256 of the cookie token is stored. A session one host handed to
 * another (lib/server/auth/handoff-codes.ts) names the session the chain started from in
 * `origin_session_id`: ending that one (logout on any host ends the origin) ends them all.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originSessionId: text('origin_session_id').references((): AnyPgColumn => sessions.id, {
      onDelete: 'cascade',
    }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_origin_idx').on(t.originSessionId),
  ],
);
