import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import type { CashoutState, WalletTypeId } from '../../domain/wallet/wallet-rules';
import type { Currency } from '../../domain/vocabulary';
import { createdAt, money, updatedAt } from './columns';
import { users } from './users';

/**
 * Cash-out requests (spec 03 §3 "Wallet": `available_for_cashout`; issue 19): money a reseller
 * asks to take out of what is available in a wallet and currency. A request holds its amount at
 * once (the wallet's available is the ledger's available less every request not rejected), so it
 * moves money out of 'available' once; its `Idempotency-Key` is unique per user.
 */
export const walletCashouts = pgTable(
  'wallet_cashouts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    walletType: text('wallet_type').$type<WalletTypeId>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    amount: money('amount').notNull(),
    /** requested → paid (sent at the next cut-off) | rejected (the amount comes back). */
    state: text('state').$type<CashoutState>().notNull().default('requested'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('wallet_cashouts_request_key').on(t.userId, t.idempotencyKey),
    index('wallet_cashouts_user_idx').on(t.userId, t.walletType, t.createdAt.desc()),
    check('wallet_cashouts_amount_positive', sql`${t.amount} > 0`),
  ],
);
