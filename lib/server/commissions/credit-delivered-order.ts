import 'server-only';

import { randomUUID } from 'node:crypto';

import { and, eq, isNotNull } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { commissionEntries, orderLines } from '@/lib/db/schema';
import type { Currency } from '@/lib/domain/vocabulary';
import { availableAfter } from '@/lib/domain/wallet/wallet-rules';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DeliveredOrder {
  id: string;
  resellerId: string | null;
  currency: Currency;
}

/**
 * Credits the reseller's wallet for an order just delivered, in the delivery's transaction: one
 * `credit` per line with an earning (the amount fixed when the order was placed), available once
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
  const credits = lines.filter((line) => (line.earning ?? 0) > 0);
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
        amount: line.earning!,
        currency: order.currency,
        availableAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: commissionEntries.id });
  return written.length;
}
