import 'server-only';

import { randomUUID } from 'node:crypto';

import { and, eq, inArray } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { commissionEntries, orderLines } from '@/lib/db/schema';
import type { RefundedLine } from '@/lib/db/schema/refunds';
import { lineKey } from '@/lib/domain/orders/refunds';
import { refundedShare } from '@/lib/domain/wallet/refund-share';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A ledger line's order-line key (`credit` and `reversal` lines always have their product). */
const entryKey = (entry: { productId: string | null; variant: string }) =>
  lineKey({ productId: entry.productId ?? '', variant: entry.variant });

/**
 * Takes back the reseller's commission on units a refund brings back, in the refund's
 * transaction: a negative `reversal` per credited line, its share of the line's earning, due when
 * the credit is (so a reversal within the return window offsets a pending credit). Lines not
 * credited yet (the order is not delivered) are left alone: the delivery credits only what was
 * kept (`keptUnits`). One reversal per refund and line, so a replay takes nothing twice.
 */
export async function reverseRefundedCommission(
  tx: Tx,
  refund: { id: string; orderId: string; lines: readonly RefundedLine[] },
): Promise<number> {
  if (refund.lines.length === 0) return 0;
  const credits = await tx
    .select()
    .from(commissionEntries)
    .where(
      and(eq(commissionEntries.orderId, refund.orderId), eq(commissionEntries.kind, 'credit')),
    );
  if (credits.length === 0) return 0;
  const reversals = await tx
    .select({
      productId: commissionEntries.productId,
      variant: commissionEntries.variant,
      amount: commissionEntries.amount,
    })
    .from(commissionEntries)
    .where(
      and(eq(commissionEntries.orderId, refund.orderId), eq(commissionEntries.kind, 'reversal')),
    );
  const lines = await tx
    .select()
    .from(orderLines)
    .where(
      and(
        eq(orderLines.orderId, refund.orderId),
        inArray(
          orderLines.productId,
          refund.lines.map((line) => line.productId),
        ),
      ),
    );
  const rows: (typeof commissionEntries.$inferInsert)[] = [];
  for (const back of refund.lines) {
    const credit = credits.find((entry) => entryKey(entry) === lineKey(back));
    const line = lines.find((row) => lineKey(row) === lineKey(back));
    if (!credit || !line?.earning) continue;
    const taken = -reversals
      .filter((entry) => entryKey(entry) === lineKey(back))
      .reduce((sum, entry) => sum + entry.amount, 0);
    const amount = refundedShare(
      { earning: line.earning, quantity: line.quantity },
      back.quantity,
      credit.amount - taken,
    );
    if (amount <= 0) continue;
    rows.push({
      id: `com_${randomUUID()}`,
      userId: credit.userId,
      walletType: credit.walletType,
      kind: 'reversal',
      orderId: refund.orderId,
      productId: back.productId,
      variant: back.variant,
      name: credit.name,
      amount: -amount,
      currency: credit.currency,
      refundId: refund.id,
      availableAt: credit.availableAt,
    });
  }
  if (rows.length === 0) return 0;
  const written = await tx
    .insert(commissionEntries)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: commissionEntries.id });
  return written.length;
}
