import 'server-only';

import { and, count, eq } from 'drizzle-orm';

import type { Wallet, WalletQuery } from '@/lib/api/schemas/wallet';
import { descNullsLast } from '@/lib/db/newest-first';
import { commissionEntries, orders, walletCashoutDecisions, walletCashouts } from '@/lib/db/schema';
import { formatOrderNumber } from '@/lib/domain/orders/order-number';
import {
  cashoutAvailable,
  commissionStatus,
  nextCutoffDate,
  WALLET_PAGE_SIZE,
  type WalletTypeId,
} from '@/lib/domain/wallet/wallet-rules';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { cashoutView } from '../wallet/cashout-view';
import { walletTotals } from '../wallet/ledger-available';

/**
 * The signed-in user's wallet of a type (spec 03 §3 "Wallet"; spec 02 §7): per currency, the
 * balance, what is still pending (inside the return window) and what is available for cash-out
 * (less the cash-out requests not rejected), computed from the time; the next cut-off date; the
 * latest cash-out requests; and a page of the ledger, newest first.
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
  const [rows, totals, [total], cashouts] = await Promise.all([
    ctx.db
      .select({ entry: commissionEntries, orderNumber: orders.number })
      .from(commissionEntries)
      .leftJoin(orders, eq(orders.id, commissionEntries.orderId))
      .where(mine)
      .orderBy(descNullsLast(commissionEntries.createdAt), descNullsLast(commissionEntries.id))
      .offset(offset)
      .limit(limit),
    walletTotals(ctx.db, userId, walletType, now),
    ctx.db.select({ n: count() }).from(commissionEntries).where(mine),
    ctx.db
      .select({
        cashout: walletCashouts,
        paymentReference: walletCashoutDecisions.paymentReference,
        reason: walletCashoutDecisions.reason,
      })
      .from(walletCashouts)
      .leftJoin(walletCashoutDecisions, eq(walletCashoutDecisions.cashoutId, walletCashouts.id))
      .where(and(eq(walletCashouts.userId, userId), eq(walletCashouts.walletType, walletType)))
      .orderBy(descNullsLast(walletCashouts.createdAt))
      .limit(WALLET_PAGE_SIZE),
  ]);
  return {
    wallet_type: { id: walletType },
    next_cutoff_date: nextCutoffDate(now),
    balances: [...totals]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, { balance, available, held }]) => {
        const free = cashoutAvailable(available, held);
        return {
          currency: currency as Wallet['balances'][number]['currency'],
          balance: balance - held,
          pending: balance - available,
          available_for_cashout: free,
        };
      }),
    cashouts: cashouts.map(({ cashout, ...decision }) => cashoutView(cashout, decision)),
    results: rows.map(({ entry: row, orderNumber }) => ({
      id: row.id,
      kind: row.kind,
      order_id: row.orderId,
      order_number: orderNumber === null ? null : formatOrderNumber(orderNumber),
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
