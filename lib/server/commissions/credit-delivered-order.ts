import 'server-only';

import { randomUUID } from 'node:crypto';

import { and, eq, isNotNull } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { commissionEntries, orderLines, orderRefunds } from '@/lib/db/schema';
import { lineKey } from '@/lib/domain/orders/refunds';
import type { Currency } from '@/lib/domain/vocabulary';
import { refundedShare } from '@/lib/domain/wallet/refund-share';
import { availableAfter } from '@/lib/domain/wallet/wallet-rules';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DeliveredOrder {
  id: string;
  resellerId: string | null;
  currency: Currency;
}

/** Units of each order line (by `lineKey`) that came back with a refund that went through. */
async function refundedUnits(tx: Tx, orderId: string): Promise<Map<string, number>> {
  const refunds = await tx
    .select({ lines: orderRefunds.lines })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.state, 'success')));
  const units = new Map<string, number>();
  for (const line of refunds.flatMap((refund) => refund.lines))
    units.set(lineKey(line), (units.get(lineKey(line)) ?? 0) + line.quantity);
  return units;
}

/**
 * Credits the reseller's wallet for an order just delivered, in the delivery's transaction: one
 * `credit` per line with an earning (the amount fixed when the order was placed, less the share of
 * units refunded before the delivery), available once
 * the 72-hour return window has passed. The ledger's unique key per order line and kind makes a
 * replayed or concurrent delivery credit once. Returns how many lines it credited now.
 */
export async function creditDeliveredOrder(
  tx: Tx,
  order: DeliveredOrder,
  deliveredAt = new Date(),
): Promise<number> {
  if (!order.resellerId) return 0;
  const lines = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), isNotNull(orderLines.earning)));
  // Units refunded before the delivery came back: only what the shopper kept earns.
  const back = await refundedUnits(tx, order.id);
  const credits = lines
    .map((line) => {
      const earning = line.earning ?? 0;
      const gone = refundedShare(
        { earning, quantity: line.quantity },
        back.get(lineKey(line)) ?? 0,
      );
      return { ...line, earning: earning - gone };
    })
    .filter((line) => line.earning > 0);
  if (credits.length === 0) return 0;
  const availableAt = availableAfter(deliveredAt);
  const written = await tx
    .insert(commissionEntries)
    .values(
      credits.map((line) => ({
        id: `com_${randomUUID()}`,
        userId: order.resellerId!,
        walletType: 'commissions' as const,
        kind: 'credit' as const,
        orderId: order.id,
        productId: line.productId,
        variant: line.variant,
        name: line.name,
        amount: line.earning,
        currency: order.currency,
        availableAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: commissionEntries.id });
  return written.length;
}
