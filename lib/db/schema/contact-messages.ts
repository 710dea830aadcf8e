import { index, pgTable, text } from 'drizzle-orm/pg-core';

import { createdAt } from './columns';
import type { ContactKind } from '../../domain/vocabulary';
import { shops } from './shops';

/**
 * Messages visitors send a shop from its contact form or technical-query modal. `sender_key` is a
 * hash of the sender's IP address (never the address itself), which the rate limit counts by.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ContactKind>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    senderKey: text('sender_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_shop_sender_created_idx').on(t.shopId, t.senderKey, t.createdAt)],
);
