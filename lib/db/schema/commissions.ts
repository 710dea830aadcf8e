import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import type { CommissionKind, WalletTypeId } from '../../domain/wallet/wallet-rules';
import type { Currency } from '../../domain/vocabulary';
import { createdAt, money } from './columns';
import { orders } from './orders';
import { products } from './products';
import { paymentTokens } from './payment-tokens';
import { orderRefunds } from './refunds';
import { users } from './users';

/**
 * The commission ledger (spec 03 §1, §3 "Wallet"; spec 02 §7): append-only, never updated. A
 * delivered order writes one `credit` per line with an earning, in the delivery's transaction; the
 * unique key per order line makes a replayed or concurrent delivery credit once. A line is pending
 * until `available_at` (the 72-hour return window after delivery), then available. A refund whose
 * units come back writes a negative `reversal` of their share, once per refund and line.
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
    /** The order line credited (`credit`, `reversal`); null for a membership's residual. */
    orderId: text('order_id').references(() => orders.id),
    productId: text('product_id').references(() => products.id),
    /** The membership payment a `membership` residual is for (spec 03 §1, §9: 15 %). */
    paymentToken: text('payment_token').references(() => paymentTokens.token),
    variant: text('variant').notNull().default(''),
    /** The line's name when credited, so the ledger reads without the order. */
    name: text('name').notNull(),
    /** Minor units; a credit is positive. */
    amount: money('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** The refund a `reversal` takes back for (null for credits). */
    refundId: text('refund_id').references(() => orderRefunds.id),
    /** When the money may be cashed out: the return window's end. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One credit per order line; one reversal per refund and line.
    uniqueIndex('commission_entries_line_credit_key')
      .on(t.orderId, t.productId, t.variant)
      .where(sql`${t.kind} = 'credit'`),
    uniqueIndex('commission_entries_refund_line_key')
      .on(t.refundId, t.productId, t.variant)
      .where(sql`${t.kind} = 'reversal'`),
    // The wallet: a user's lines of a wallet type, newest first.
    index('commission_entries_user_idx').on(
      t.userId,
      t.walletType,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // One residual per membership payment.
    uniqueIndex('commission_entries_membership_key')
      .on(t.paymentToken)
      .where(sql`${t.kind} = 'membership'`),
    check('commission_entries_credit_positive', sql`${t.kind} <> 'credit' or ${t.amount} > 0`),
    check(
      'commission_entries_line_kinds',
      sql`${t.kind} = 'membership' or (${t.orderId} is not null and ${t.productId} is not null)`,
    ),
    check(
      'commission_entries_membership_payment',
      sql`${t.kind} <> 'membership' or (${t.paymentToken} is not null and ${t.amount} > 0)`,
    ),
    check(
      'commission_entries_reversal_negative',
      sql`${t.kind} <> 'reversal' or (${t.amount} < 0 and ${t.refundId} is not null)`,
    ),
  ],
);
