import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

import { createdAt } from './columns';
import { shops } from './shops';

/**
 * Stores that collaborate with a shop (spec 03 §3 "Collaborator", §7 "collaborations"): the side
 * menu lists, for a user, the collaborators of every shop the user administers.
 */
export const shopCollaborations = pgTable(
  'shop_collaborations',
  {
    id: text('id').primaryKey(),
    /** The shop collaborated with (the user's shop). */
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** The store that collaborates. */
    collaboratorShopId: text('collaborator_shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shop_collaborations_pair_key').on(t.shopId, t.collaboratorShopId),
    index('shop_collaborations_collaborator_idx').on(t.collaboratorShopId),
    check('shop_collaborations_not_self', sql`${t.shopId} <> ${t.collaboratorShopId}`),
  ],
);
