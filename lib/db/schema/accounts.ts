import {
  boolean,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { createdAt } from './columns';
import type { PlanId } from '../../domain/vocabulary';
import { users } from './users';

/**
 * A sign-up waiting for its PIN (spec 02 §2, §9). The user row exists unactivated; `code` is the
 * opaque registration code the client passes back, `pin_hash` the SHA-256 of the 6-digit PIN
 * (with the code as salt), valid 5 minutes and for at most 5 wrong tries. `link_key_hash` is the
 * SHA-256 of the `/activate/{key}` link's key. One row per user: re-registering replaces it.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    pinHash: text('pin_hash').notNull(),
    pinExpiresAt: timestamp('pin_expires_at', { withTimezone: true }).notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    linkKeyHash: text('link_key_hash').notNull(),
    canSkipPin: boolean('can_skip_pin').notNull().default(false),
    planId: text('plan_id').$type<PlanId>(),
    store: text('store'),
    shop: text('shop'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('registrations_user_key').on(t.userId),
    uniqueIndex('registrations_code_hash_key').on(t.codeHash),
    uniqueIndex('registrations_link_key_hash_key').on(t.linkKeyHash),
  ],
);

/** Password reset codes: 6 digits, hashed, 15 minutes, 5 wrong tries. One live code per user. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_user_key').on(t.userId)],
);

/** Every e-mail and SMS the platform sends; the development outbox page lists them. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: text('id').primaryKey(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('outbox_messages_recipient_created_idx').on(t.recipient, t.createdAt)],
);

/** One row per counted event of a rate limit bucket (e.g. `login:ip:<hash>`); old rows are pruned. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: text('id').primaryKey(),
    bucket: text('bucket').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_hits_bucket_created_idx').on(t.bucket, t.createdAt)],
);
