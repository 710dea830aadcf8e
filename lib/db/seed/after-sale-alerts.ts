import { type AlertRow, orderAlertFacts } from './alerts';
import type { OrderRow } from './orders';
import type { RefundSeedRow } from './refunds';
import type { ReturnRow } from './returns';

/**
 * The alerts the seeded returns and refund would have written (lib/server/alerts/
 * write-return-alerts.ts, write-refund-alerts.ts): each request told its supplier's people
 * (unread while it is still open), each decision and the refund told the customer (read). So the
 * supplier of the open return finds it from the bell, and the shopper's list tells the whole story.
 */
export function buildAfterSaleAlerts(
  orderRows: readonly OrderRow[],
  returnRows: readonly ReturnRow[],
  refundRows: readonly RefundSeedRow[],
): AlertRow[] {
  const { params, staffOf } = orderAlertFacts();
  const orderOf = (id: string) => orderRows.find((order) => order.id === id)!;
  const rows: AlertRow[] = [];
  for (const ret of returnRows) {
    const order = orderOf(ret.orderId);
    for (const userId of staffOf(order)) {
      rows.push({
        id: `alr_${ret.id}_opened_${userId}`,
        userId,
        shopId: order.shopId,
        audience: 'supplier',
        event: 'return_opened',
        params: params(order, 'customer-sender', { return_id: ret.id }),
        visitedAt: ret.decidedAt ?? null,
        createdAt: ret.createdAt,
      });
    }
    if (ret.decision && ret.decidedAt) {
      rows.push({
        id: `alr_${ret.id}_decided`,
        userId: order.userId,
        shopId: order.shopId,
        audience: 'customer',
        event: 'return_decided',
        params: params(order, 'customer-recipient', { return_id: ret.id, decision: ret.decision }),
        visitedAt: ret.decidedAt,
        createdAt: ret.decidedAt,
      });
    }
  }
  for (const refund of refundRows) {
    const order = orderOf(refund.orderId);
    rows.push({
      id: `alr_${refund.id}_issued`,
      userId: order.userId,
      shopId: order.shopId,
      audience: 'customer',
      event: 'refund_issued',
      params: params(order, 'customer-recipient', {
        refund_id: refund.id,
        amount: refund.amount,
        currency: refund.currency,
      }),
      visitedAt: refund.createdAt,
      createdAt: refund.createdAt,
    });
  }
  return rows;
}
