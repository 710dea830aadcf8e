import { check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

import { createdAt } from './columns';
import { users } from './users';

/**
 * Who follows whom (spec 03 §3 "Promoted user": state_follow; §7 "Promoted list and follow"): a
 * user follows a person of their referral tree to hear of them. One row per pair; unfollowing
 * deletes it.
 */
export const userFollows = pgTable(
  'user_follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedId: text('followed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'user_follows_pkey', columns: [t.followerId, t.followedId] }),
    index('user_follows_followed_idx').on(t.followedId),
    check('user_follows_not_self', sql`${t.followerId} <> ${t.followedId}`),
  ],
);
