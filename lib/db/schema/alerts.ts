import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import type { AlertAudience, AlertEvent, StoredAlertParams } from '../../domain/alerts/alert-kinds';
import { createdAt } from './columns';
import { shops } from './shops';
import { users } from './users';

/**
 * An in-store alert for one person (spec 02 §3 "Alert", §4): written in the transaction of the
 * event that causes it (lib/server/alerts/write-order-alerts.ts), pending until its recipient
 * opens it (`visited_at`). `audience` says how the recipient stands to the event, and so where
 * its link goes; the words are built from `event` and `params` in the reader's language.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The shop the event happened in (the order's), when there is one. */
    shopId: text('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    originApp: text('origin_app').notNull().default('store'),
    audience: text('audience').$type<AlertAudience>().notNull(),
    event: text('event').$type<AlertEvent>().notNull(),
    params: jsonb('params').$type<StoredAlertParams>().notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The panel: a user's alerts, newest first.
    index('alerts_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The bell's count reads only the pending ones.
    index('alerts_user_pending_idx')
      .on(t.userId)
      .where(sql`${t.visitedAt} is null`),
  ],
);
