import type { walletCashouts } from '@/lib/db/schema';

import type { CommissionRow } from './commissions';
import { SEED_UPDATED_AT } from './dates';

export type CashoutRow = typeof walletCashouts.$inferInsert;

/** The demo shop's owner (dueno.demo@tienda.test), whose wallet the seed fills. */
export const SEED_CASHOUT_USER_ID = 'usr_owner_demo';
export const SEED_CASHOUT_ID = 'cko_seed_demo_01';

/**
 * One cash-out request waiting for platform staff (issue 19: paying cash-outs out), so
 * `/apps/admin/retiros` is not empty: the demo owner asks for a quarter of their MXN credits
 * (whole pesos, at most $250.00), which leaves most of the wallet available for the wallet page's
 * own request. None when they have less than $4.00. Requested, never decided: the decision is
 * the staff's to make.
 */
export function buildSeedCashouts(commissions: readonly CommissionRow[]): CashoutRow[] {
  const credited = commissions
    .filter((row) => row.userId === SEED_CASHOUT_USER_ID && row.currency === 'MXN')
    .reduce((sum, row) => sum + row.amount, 0);
  const amount = Math.min(25_000, Math.floor(credited / 4 / 100) * 100);
  if (amount < 100) return [];
  return [
    {
      id: SEED_CASHOUT_ID,
      userId: SEED_CASHOUT_USER_ID,
      walletType: 'commissions',
      currency: 'MXN',
      amount,
      state: 'requested',
      idempotencyKey: 'seed-cashout-demo-01',
      requestHash: 'seed',
      createdAt: SEED_UPDATED_AT,
      updatedAt: SEED_UPDATED_AT,
    },
  ];
}
