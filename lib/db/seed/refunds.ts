import type { orderRefunds } from '@/lib/db/schema';

import type { OrderRow } from './orders';
import type { ReturnRow } from './returns';
import { buildSuppliers } from './suppliers';

export type RefundSeedRow = typeof orderRefunds.$inferInsert;

const HOUR_MS = 3_600_000;

/**
 * A refunded order for the pages to show (issue 18): the accepted return of `demo_01` (paid by
 * transfer) settled with a part of its total given back by hand, a day after the decision. Money
 * only, no units back, so stock and the reseller's credit stay as they are. No draws of its own.
 */
export function buildRefunds(
  orderRows: readonly OrderRow[],
  returnRows: readonly ReturnRow[],
): RefundSeedRow[] {
  const owners = new Map(buildSuppliers().map((s) => [s.id, s.ownerId]));
  const accepted = returnRows.find((row) => row.decision === 'accepted' && row.decidedAt);
  const order = orderRows.find((row) => row.id === accepted?.orderId);
  if (!accepted || !order) return [];
  const at = new Date(accepted.decidedAt!.getTime() + 24 * HOUR_MS);
  return [
    {
      id: `rfd_${order.id.replace(/^ord_/, '')}`,
      orderId: order.id,
      returnId: accepted.id!,
      // A tenth of what was paid, in whole pesos.
      amount: Math.round(order.total / 1000) * 100,
      currency: order.currency,
      state: 'success',
      method: 'manual',
      lines: [],
      note: 'Te reembolsamos una parte por el daño mientras llega el equipo.',
      idempotencyKey: `seed-${order.id}`,
      requestHash: 'seed',
      createdBy: owners.get(order.supplierId)!,
      createdAt: at,
      updatedAt: at,
    },
  ];
}
