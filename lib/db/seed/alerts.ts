import type { alerts } from '@/lib/db/schema';
import type { AlertParams } from '@/lib/domain/alerts/alert-kinds';

import type { OrderRow } from './orders';
import { buildSupplierMembers, buildSuppliers } from './suppliers';

export type AlertRow = typeof alerts.$inferInsert;

/** How many of the customer's newest state changes are still unread. */
const CUSTOMER_PENDING = 2;

/**
 * What every seeded alert about an order is built from: its `params` (the spec's order alert,
 * with the supplier's name copied in) and the supplier's people to tell (owner and members).
 */
export function orderAlertFacts() {
  const suppliers = new Map(buildSuppliers().map((s) => [s.id, s]));
  const members = buildSupplierMembers();
  return {
    params: (
      order: OrderRow,
      subtype: AlertParams['subtype'],
      extra: Partial<AlertParams> = {},
    ): AlertParams => ({
      type: 'order',
      subtype,
      order: order.id,
      order_number: order.number!,
      supplier: order.supplierId,
      supplier_name: suppliers.get(order.supplierId)!.name,
      customer: order.userId,
      state: order.state,
      ...extra,
    }),
    staffOf: (order: OrderRow) => [
      suppliers.get(order.supplierId)!.ownerId,
      ...members.filter((m) => m.supplierId === order.supplierId).map((m) => m.userId),
    ],
  };
}

/**
 * The alerts the seeded orders would have written (lib/server/alerts/write-order-alerts.ts): each
 * order told its supplier's people when it was placed (still pending while it waits for payment)
 * and its customer the state it reached (the two newest changes unread), so the bells of the demo
 * shopper and suppliers have something to show.
 */
export function buildAlerts(orderRows: readonly OrderRow[]): AlertRow[] {
  const { params, staffOf } = orderAlertFacts();
  const rows: AlertRow[] = [];
  for (const order of orderRows) {
    for (const userId of staffOf(order)) {
      rows.push({
        id: `alr_${order.id}_placed_${userId}`,
        userId,
        shopId: order.shopId,
        audience: 'supplier',
        event: 'order_placed',
        params: params(order, 'customer-sender', { state: 'pending_payment' }),
        visitedAt: order.state === 'pending_payment' ? null : order.updatedAt,
        createdAt: order.createdAt,
      });
    }
  }
  const changed = orderRows
    .filter((order) => order.state !== 'pending_payment')
    .sort((a, b) => b.updatedAt!.getTime() - a.updatedAt!.getTime());
  changed.forEach((order, index) => {
    rows.push({
      id: `alr_${order.id}_state`,
      userId: order.userId,
      shopId: order.shopId,
      audience: 'customer',
      event: 'order_state',
      params: params(order, 'customer-recipient'),
      visitedAt: index < CUSTOMER_PENDING ? null : order.updatedAt,
      createdAt: order.updatedAt,
    });
  });
  return rows;
}
