import 'server-only';

import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { alerts, suppliers } from '@/lib/db/schema';
import type { AlertParams } from '@/lib/domain/alerts/alert-kinds';
import type { Currency } from '@/lib/domain/vocabulary';

import type { AlertedOrder, WrittenAlert } from './write-order-alerts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Money given back (issue 18), told to the order's customer in the transaction that settled the
 * refund as done: how much, on which purchase.
 */
export async function alertRefundIssued(
  tx: Tx,
  order: AlertedOrder,
  refund: { id: string; amount: number; currency: Currency },
): Promise<WrittenAlert[]> {
  const [supplier] = await tx
    .select({ name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.id, order.supplierId));
  const params: AlertParams = {
    type: 'order',
    subtype: 'customer-recipient',
    order: order.id,
    order_number: order.number,
    supplier: order.supplierId,
    supplier_name: supplier!.name,
    customer: order.userId,
    state: order.state,
    refund_id: refund.id,
    amount: refund.amount,
    currency: refund.currency,
  };
  const row = {
    id: `alr_${randomUUID()}`,
    userId: order.userId,
    shopId: order.shopId,
    audience: 'customer' as const,
    event: 'refund_issued' as const,
    params,
  };
  await tx.insert(alerts).values(row);
  return [row];
}
