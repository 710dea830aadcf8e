import 'server-only';

import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { alerts, suppliers } from '@/lib/db/schema';
import type { AlertAudience, AlertEvent, AlertParams } from '@/lib/domain/alerts/alert-kinds';
import type { ReturnDecision } from '@/lib/domain/orders/returns';

import { type AlertedOrder, supplierStaffIds, type WrittenAlert } from './write-order-alerts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function supplierName(tx: Tx, supplierId: string) {
  const [row] = await tx
    .select({ name: suppliers.name, ownerId: suppliers.ownerId })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  return row!;
}

function returnAlert(
  userId: string,
  audience: AlertAudience,
  event: AlertEvent,
  order: AlertedOrder,
  supplier: string,
  returnId: string,
  decision?: ReturnDecision,
): typeof alerts.$inferInsert {
  const params: AlertParams = {
    type: 'order',
    subtype: event === 'return_opened' ? 'customer-sender' : 'customer-recipient',
    order: order.id,
    order_number: order.number,
    supplier: order.supplierId,
    supplier_name: supplier,
    customer: order.userId,
    state: order.state,
    return_id: returnId,
    ...(decision ? { decision } : {}),
  };
  return { id: `alr_${randomUUID()}`, userId, shopId: order.shopId, audience, event, params };
}

/**
 * A return requested (issue 18), written in the request's transaction: one alert for each of the
 * supplier's staff (owner and members), never for the customer who asked.
 */
export async function alertReturnOpened(
  tx: Tx,
  order: AlertedOrder,
  returnId: string,
): Promise<WrittenAlert[]> {
  const supplier = await supplierName(tx, order.supplierId);
  const recipients = new Set(await supplierStaffIds(tx, order.supplierId));
  recipients.delete(order.userId);
  if (recipients.size === 0) return [];
  const rows = [...recipients].map((userId) =>
    returnAlert(userId, 'supplier', 'return_opened', order, supplier.name, returnId),
  );
  await tx.insert(alerts).values(rows);
  return rows;
}

/** A return accepted or rejected, told to the order's customer in the decision's transaction. */
export async function alertReturnDecided(
  tx: Tx,
  order: AlertedOrder,
  returnId: string,
  decision: ReturnDecision,
): Promise<WrittenAlert[]> {
  const supplier = await supplierName(tx, order.supplierId);
  const row = returnAlert(
    order.userId,
    'customer',
    'return_decided',
    order,
    supplier.name,
    returnId,
    decision,
  );
  await tx.insert(alerts).values(row);
  return [row];
}
