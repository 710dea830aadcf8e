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
  number: number;
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

/** The supplier's staff: its owner, then each member. */
export async function supplierStaffIds(tx: Tx, supplierId: string): Promise<string[]> {
  const [supplier] = await tx
    .select({ ownerId: suppliers.ownerId })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  const members = await tx
    .select({ userId: supplierMembers.userId })
    .from(supplierMembers)
    .where(eq(supplierMembers.supplierId, supplierId));
  return [...new Set([supplier!.ownerId, ...members.map((m) => m.userId)])];
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
    subtype:
      event === 'order_placed' || event === 'order_received'
        ? 'customer-sender'
        : 'customer-recipient',
    order: order.id,
    order_number: order.number,
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
  const staff = await supplierStaffIds(tx, order.supplierId);
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
  for (const userId of staff) recipients.set(userId, 'supplier');
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
 * themselves (`actorId`): nobody is alerted about what they just did. The customer confirming
 * receipt tells the supplier's staff instead (`order_received`).
 */
export async function alertOrderStateChanged(
  tx: Tx,
  order: AlertedOrder,
  actorId: string | null,
): Promise<WrittenAlert[]> {
  if (actorId === order.userId) {
    if (order.state !== 'delivered') return [];
    const supplier = await supplierOf(tx, order.supplierId);
    const staff = (await supplierStaffIds(tx, order.supplierId)).filter(
      (userId) => userId !== order.userId,
    );
    if (staff.length === 0) return [];
    const rows = staff.map((userId) =>
      alertRow(userId, 'supplier', 'order_received', order, supplier.name),
    );
    await tx.insert(alerts).values(rows);
    return rows;
  }
  const supplier = await supplierOf(tx, order.supplierId);
  const row = alertRow(order.userId, 'customer', 'order_state', order, supplier.name);
  await tx.insert(alerts).values(row);
  return [row];
}
