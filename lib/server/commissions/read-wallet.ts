import 'server-only';

import { and, count, desc, eq, sql } from 'drizzle-orm';

import type { Wallet, WalletQuery } from '@/lib/api/schemas/wallet';
import { commissionEntries } from '@/lib/db/schema';
import {
  commissionStatus,
  nextCutoffDate,
  type WalletTypeId,
} from '@/lib/domain/wallet/wallet-rules';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';

/**
 * The signed-in user's wallet of a type (spec 03 §3 "Wallet"; spec 02 §7): per currency, the
 * balance, what is still pending (inside the return window) and what is available for cash-out,
 * both computed from the time; the next cut-off date; and a page of the ledger, newest first.
 * Only the owner reads it: the wallet is always the actor's (401 signed out).
 */
export async function readWallet(
  ctx: ServiceContext,
  walletType: WalletTypeId,
  { offset, limit }: WalletQuery,
  now = new Date(),
): Promise<Wallet> {
  const { userId } = requireUser(ctx.actor);
  const mine = and(
    eq(commissionEntries.userId, userId),
    eq(commissionEntries.walletType, walletType),
  );
  const nowIso = now.toISOString();
  const [rows, balances, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(commissionEntries)
      .where(mine)
      .orderBy(desc(commissionEntries.createdAt), desc(commissionEntries.id))
      .offset(offset)
      .limit(limit),
    ctx.db
      .select({
        currency: commissionEntries.currency,
        balance: sql<string>`coalesce(sum(${commissionEntries.amount}), 0)`,
        available: sql<string>`coalesce(sum(${commissionEntries.amount}) filter (where ${commissionEntries.availableAt} <= ${nowIso}::timestamptz), 0)`,
      })
      .from(commissionEntries)
      .where(mine)
      .groupBy(commissionEntries.currency)
      .orderBy(commissionEntries.currency),
    ctx.db.select({ n: count() }).from(commissionEntries).where(mine),
  ]);
  return {
    wallet_type: { id: walletType },
    next_cutoff_date: nextCutoffDate(now),
    balances: balances.map((row) => {
      const balance = Number(row.balance);
      const available = Number(row.available);
      return {
        currency: row.currency,
        balance,
        pending: balance - available,
        available_for_cashout: available,
      };
    }),
    results: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      order_id: row.orderId,
      product_id: row.productId,
      name: row.name,
      amount: row.amount,
      currency: row.currency,
      status: commissionStatus(row.availableAt, now),
      available_at: row.availableAt.toISOString(),
      created_at: row.createdAt.toISOString(),
    })),
    matches_estimated: total?.n ?? 0,
  };
}
