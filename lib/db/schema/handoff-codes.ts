import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt } from './columns';
import { sessions, users } from './users';

/**
 * One-time codes of the login hand-off between the platform's hosts (spec 02 §7 authorize /
 * allow; lib/server/auth/handoff-codes.ts): the SHA-256 of a random code, the host it may be
 * redeemed on, the SHA-256 of the `state` the target host keeps in a cookie, and the session it
 * continues (the origin of its chain: ending it deletes the code). Single use, 60 seconds.
 */
export const handoffCodes = pgTable(
  'handoff_codes',
  {
    id: text('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originSessionId: text('origin_session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    targetHost: text('target_host').notNull(),
    stateHash: text('state_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('handoff_codes_code_hash_key').on(t.codeHash),
    index('handoff_codes_expires_idx').on(t.expiresAt),
  ],
);
