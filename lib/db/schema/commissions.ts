import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import type { CommissionKind, WalletTypeId } from '../../domain/wallet/wallet-rules';
import type { Currency } from '../../domain/vocabulary';
import { createdAt, money } from './columns';
import { orders } from './orders';
import { products } from './products';
import { users } from './users';

/**
 * The commission ledger (spec 03 §1, §3 "Wallet"; spec 02 §7): append-only, never updated. A
 * delivered order writes one `credit` per line with an earning, in the delivery's transaction; the
 * unique key per order line and kind makes a replayed or concurrent delivery credit once. A line
 * is pending until `available_at` (the 72-hour return window after delivery), then available.
 */
export const commissionEntries = pgTable(
  'commission_entries',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    walletType: text('wallet_type').$type<WalletTypeId>().notNull(),
    kind: text('kind').$type<CommissionKind>().notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    variant: text('variant').notNull().default(''),
    /** The line's name when credited, so the ledger reads without the order. */
    name: text('name').notNull(),
    /** Minor units; a credit is positive. */
    amount: money('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** When the money may be cashed out: the return window's end. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commission_entries_line_kind_key').on(t.orderId, t.productId, t.variant, t.kind),
    // The wallet: a user's lines of a wallet type, newest first.
    index('commission_entries_user_idx').on(
      t.userId,
      t.walletType,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    check('commission_entries_credit_positive', sql`${t.kind} <> 'credit' or ${t.amount} > 0`),
  ],
);
