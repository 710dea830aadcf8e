import 'server-only';

import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { alerts, shopMembers, shops, supplierMembers, suppliers } from '@/lib/db/schema';
import type { AlertAudience, AlertEvent, AlertParams } from '@/lib/domain/alerts/alert-kinds';
import type { OrderState } from '@/lib/domain/vocabulary';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An alert just written: who it is for and what it says (what the e-mails after commit need). */
export type WrittenAlert = Pick<
  typeof alerts.$inferInsert,
  'userId' | 'audience' | 'event' | 'params'
>;

/** The order fields an alert names. */
export interface AlertedOrder {
  id: string;
  shopId: string;
  userId: string;
  supplierId: string;
  state: OrderState;
}

async function supplierOf(tx: Tx, supplierId: string) {
  const [row] = await tx
    .select({ name: suppliers.name, ownerId: suppliers.ownerId })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  return row!;
}

function alertRow(
  userId: string,
  audience: AlertAudience,
  event: AlertEvent,
  order: AlertedOrder,
  supplierName: string,
): typeof alerts.$inferInsert {
  const params: AlertParams = {
    type: 'order',
    subtype: event === 'order_placed' ? 'customer-sender' : 'customer-recipient',
    order: order.id,
    supplier: order.supplierId,
    supplier_name: supplierName,
    customer: order.userId,
    state: order.state,
  };
  return { id: `alr_${randomUUID()}`, userId, shopId: order.shopId, audience, event, params };
}

/**
 * A new order (spec 02 §3 alerts), written in the order's own transaction: one alert for each of
 * its supplier's staff (owner and members) and each admin of the shop it was placed in (owner and
 * `admin` members) — once per person, as staff when they are both — but never to the customer who
 * placed it.
 */
export async function alertOrderPlaced(tx: Tx, order: AlertedOrder): Promise<WrittenAlert[]> {
  const supplier = await supplierOf(tx, order.supplierId);
  // One query at a time: a transaction is one connection.
  const members = await tx
    .select({ userId: supplierMembers.userId })
    .from(supplierMembers)
    .where(eq(supplierMembers.supplierId, order.supplierId));
  const [shop] = await tx
    .select({ ownerId: shops.ownerId })
    .from(shops)
    .where(eq(shops.id, order.shopId));
  const shopAdmins = await tx
    .select({ userId: shopMembers.userId })
    .from(shopMembers)
    .where(and(eq(shopMembers.shopId, order.shopId), eq(shopMembers.role, 'admin')));
  const recipients = new Map<string, AlertAudience>();
  for (const userId of [shop?.ownerId, ...shopAdmins.map((m) => m.userId)])
    if (userId) recipients.set(userId, 'shop_admin');
  for (const userId of [supplier.ownerId, ...members.map((m) => m.userId)])
    recipients.set(userId, 'supplier');
  recipients.delete(order.userId);
  if (recipients.size === 0) return [];
  const rows = [...recipients].map(([userId, audience]) =>
    alertRow(userId, audience, 'order_placed', order, supplier.name),
  );
  await tx.insert(alerts).values(rows);
  return rows;
}

/**
 * The order's new state, told to its customer in the transaction that moved it (a supplier's
 * step or cancellation, a provider's payment, a transfer's expiry) — unless the customer moved it
 * themselves (`actorId`): nobody is alerted about what they just did.
 */
export async function alertOrderStateChanged(
  tx: Tx,
  order: AlertedOrder,
  actorId: string | null,
): Promise<WrittenAlert[]> {
  if (actorId === order.userId) return [];
  const supplier = await supplierOf(tx, order.supplierId);
  const row = alertRow(order.userId, 'customer', 'order_state', order, supplier.name);
  await tx.insert(alerts).values(row);
  return [row];
}
