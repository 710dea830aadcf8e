import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import { createdAt } from './columns';
import type { SupplierRole } from '../../domain/vocabulary';
import { suppliers } from './suppliers';
import { users } from './users';

/**
 * Staff of a supplier (spec 02 §1, §6): people who work on its orders beside its owner, one role
 * each. The owner (`suppliers.owner_id`) is never a member; what each role may do is
 * lib/domain/orders/supplier-policy.ts.
 */
export const supplierMembers = pgTable(
  'supplier_members',
  {
    supplierId: text('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<SupplierRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.userId] }),
    index('supplier_members_user_idx').on(t.userId),
  ],
);
