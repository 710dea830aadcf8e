import 'server-only';

import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { commissionEntries, walletCashouts } from '@/lib/db/schema';
import type { WalletTypeId } from '@/lib/domain/wallet/wallet-rules';

type Reader = Pick<Db, 'select'>;

/**
 * Per currency, a user's ledger in a wallet: its balance, what is available at `now`, and what
 * cash-out requests not rejected hold. One grouped query each, never a row per entry.
 */
export async function walletTotals(
  db: Reader,
  userId: string,
  walletType: WalletTypeId,
  now: Date,
): Promise<Map<string, { balance: number; available: number; held: number }>> {
  const nowIso = now.toISOString();
  const ledger = await db
    .select({
      currency: commissionEntries.currency,
      balance: sql<string>`coalesce(sum(${commissionEntries.amount}), 0)`,
      available: sql<string>`coalesce(sum(${commissionEntries.amount}) filter (where ${commissionEntries.availableAt} <= ${nowIso}::timestamptz), 0)`,
    })
    .from(commissionEntries)
    .where(and(eq(commissionEntries.userId, userId), eq(commissionEntries.walletType, walletType)))
    .groupBy(commissionEntries.currency);
  const held = await db
    .select({
      currency: walletCashouts.currency,
      held: sql<string>`coalesce(sum(${walletCashouts.amount}) filter (where ${walletCashouts.state} <> 'rejected'), 0)`,
    })
    .from(walletCashouts)
    .where(and(eq(walletCashouts.userId, userId), eq(walletCashouts.walletType, walletType)))
    .groupBy(walletCashouts.currency);
  const heldBy = new Map(held.map((row) => [row.currency as string, Number(row.held)]));
  return new Map(
    ledger.map((row) => [
      row.currency as string,
      {
        balance: Number(row.balance),
        available: Number(row.available),
        held: heldBy.get(row.currency) ?? 0,
      },
    ]),
  );
}
