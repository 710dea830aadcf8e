import { boolean, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from './columns';
import { users } from './users';

/** Owners of products. Dropshipping suppliers' items are the ones resellers add to their shops. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    image: text('image'),
    isDropshipping: boolean('is_dropshipping').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    /** Where bank transfers go (CLABE: 18 digits); without it the supplier takes no transfers. */
    bankName: text('bank_name'),
    bankClabe: text('bank_clabe'),
    bankBeneficiary: text('bank_beneficiary'),
    /**
     * Card instalments the supplier offers (meses sin intereses, issue 25): the month counts
     * (3, 6, 9, 12) a card may be paid in, none by default, and the order total (minor units)
     * from which they are offered.
     */
    instalmentMonths: smallint('instalment_months').array().notNull().default([]),
    instalmentMinAmount: integer('instalment_min_amount').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('suppliers_owner_idx').on(t.ownerId)],
);
