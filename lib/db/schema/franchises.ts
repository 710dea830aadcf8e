import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import { createdAt } from './columns';
import { shops } from './shops';

/**
 * The franchise and affinity stores a shop shows in its franchises section (spec 03 §2 "Franchise
 * dialogs", §4 "Franchise", §7 "Franchises": `PUT`/`DELETE …/store/franchises/{id}`): its admins
 * add and remove them in the franchise dialog; `{base}franquicias` lists them, newest first.
 */
export const shopFranchises = pgTable(
  'shop_franchises',
  {
    /** The shop whose section lists the franchise. */
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** The franchise or affinity store listed. */
    franchiseShopId: text('franchise_shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.franchiseShopId] }),
    index('shop_franchises_shop_created_idx').on(t.shopId, t.createdAt),
    index('shop_franchises_franchise_idx').on(t.franchiseShopId),
    check('shop_franchises_not_self', sql`${t.shopId} <> ${t.franchiseShopId}`),
  ],
);
