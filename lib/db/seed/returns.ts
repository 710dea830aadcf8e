import type { orderReturns } from '@/lib/db/schema';

import type { OrderRow } from './orders';
import { buildSuppliers } from './suppliers';

export type ReturnRow = typeof orderReturns.$inferInsert;

const HOUR_MS = 3_600_000;

/**
 * A return in each state on the demo's delivered orders (issue 18), asked within the 72 hours
 * after delivery: `demo_01` accepted, `demo_02` rejected (both closed), `moda_01` still open.
 * Dates follow each order's delivery, so the seed stays deterministic (no draws of its own).
 */
const PLANS = [
  {
    order: 'ord_demo_01',
    reason: 'damaged',
    notes: 'La caja llegó golpeada y la pantalla tiene una raya.',
    decision: 'accepted',
    customerNote: 'Lamentamos el daño: te enviamos la guía de devolución por correo.',
    internalNote: 'Reclamar a la paquetería; revisar embalaje.',
  },
  {
    order: 'ord_demo_02',
    reason: 'no_longer_needed',
    notes: 'Ya no lo necesito.',
    decision: 'rejected',
    customerNote: 'El café abierto no admite devolución por higiene.',
    internalNote: 'Bolsa abierta al recogerla.',
  },
  {
    order: 'ord_moda_01',
    reason: 'wrong_item',
    notes: 'Pedí talla M y llegó talla L.',
    decision: null,
    customerNote: null,
    internalNote: null,
  },
] as const;

export function buildReturns(orderRows: readonly OrderRow[]): ReturnRow[] {
  const owners = new Map(buildSuppliers().map((s) => [s.id, s.ownerId]));
  return PLANS.flatMap((plan) => {
    const order = orderRows.find((row) => row.id === plan.order);
    if (!order?.deliveredAt || order.state !== 'delivered') return [];
    const asked = new Date(order.deliveredAt.getTime() + 20 * HOUR_MS);
    const decided = plan.decision ? new Date(asked.getTime() + 6 * HOUR_MS) : null;
    return [
      {
        id: `ret_${order.id.replace(/^ord_/, '')}`,
        orderId: order.id,
        userId: order.userId,
        supplierId: order.supplierId,
        reason: plan.reason,
        notes: plan.notes,
        photos: [],
        state: plan.decision ? 'closed' : 'open',
        decision: plan.decision,
        customerNote: plan.customerNote,
        internalNote: plan.internalNote,
        decidedBy: plan.decision ? owners.get(order.supplierId)! : null,
        decidedAt: decided,
        createdAt: asked,
        updatedAt: decided ?? asked,
      } satisfies ReturnRow,
    ];
  });
}
