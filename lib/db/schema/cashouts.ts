import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import type {
  CashoutDecisionState,
  CashoutState,
  WalletTypeId,
} from '../../domain/wallet/wallet-rules';
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
    // The platform staff's queue: requests of a state, oldest or newest first.
    index('wallet_cashouts_state_idx').on(t.state, t.createdAt, t.id),
    check('wallet_cashouts_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * How platform staff (users.level 3) settled a cash-out request (issue 19: "paying cash-outs
 * out"): paid, with the transfer's reference, or rejected, with the reason the requester reads.
 * Append-only: one row per request (its key), written in the transaction whose conditional UPDATE
 * moved the request out of `requested`, so a request is decided once whatever the replays. The
 * money needs no ledger line: a request holds its amount while it is not rejected
 * (lib/server/wallet/ledger-available.ts), so `paid` keeps it out of the wallet for good and
 * `rejected` gives it back to 'available'; the commission ledger stays as it was.
 */
export const walletCashoutDecisions = pgTable(
  'wallet_cashout_decisions',
  {
    cashoutId: text('cashout_id')
      .primaryKey()
      .references(() => walletCashouts.id),
    state: text('state').$type<CashoutDecisionState>().notNull(),
    /** `paid`: the transfer's reference (SPEI tracking key, PayPal id…). */
    paymentReference: text('payment_reference'),
    /** `rejected`: why, in words the requester reads on their wallet. */
    reason: text('reason'),
    decidedBy: text('decided_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'wallet_cashout_decisions_detail',
      sql`(${t.state} = 'paid' and ${t.paymentReference} is not null and ${t.reason} is null) or (${t.state} = 'rejected' and ${t.reason} is not null and ${t.paymentReference} is null)`,
    ),
  ],
);
