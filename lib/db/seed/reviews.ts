import type { reviews } from '@/lib/db/schema';

import type { OrderLineRow, OrderRow } from './orders';
import { buildSuppliers } from './suppliers';

export type ReviewRow = typeof reviews.$inferInsert;

const HOUR_MS = 3_600_000;

/**
 * The demo shopper's reviews of delivered items (issue 21), so item pages show ratings, stars and
 * the Review JSON-LD from the start: every line of `demo_01` and of `moda_01`, the latter answered
 * by its supplier. `demo_02` is left unreviewed, for a visitor trying the form. Dates follow each
 * order's delivery, so the seed stays deterministic (no draws of its own).
 */
const PLANS = [
  {
    order: 'ord_demo_01',
    rating: 4,
    title: 'Buena calidad, llegó a tiempo',
    body: 'Funciona muy bien y el envío fue rápido. Le quito una estrella porque la caja llegó golpeada.',
    reply: null,
  },
  {
    order: 'ord_moda_01',
    rating: 5,
    title: 'Me encantó',
    body: 'La tela es suave y los colores son como en las fotos. Volvería a comprar.',
    reply: '¡Gracias por tu compra! Nos alegra que te haya gustado.',
  },
] as const;

export function buildReviews(
  orderRows: readonly OrderRow[],
  lineRows: readonly OrderLineRow[],
): ReviewRow[] {
  const owners = new Map(buildSuppliers().map((s) => [s.id, s.ownerId]));
  return PLANS.flatMap((plan) => {
    const order = orderRows.find((row) => row.id === plan.order);
    if (!order?.deliveredAt || order.state !== 'delivered') return [];
    const written = new Date(order.deliveredAt.getTime() + 30 * HOUR_MS);
    const replied = plan.reply ? new Date(written.getTime() + 5 * HOUR_MS) : null;
    return lineRows
      .filter((line) => line.orderId === order.id)
      .map(
        (line, index) =>
          ({
            id: `rev_${order.id.replace(/^ord_/, '')}_${index + 1}`,
            orderId: order.id,
            productId: line.productId,
            variant: line.variant ?? '',
            userId: order.userId,
            supplierId: order.supplierId,
            rating: plan.rating,
            title: plan.title,
            body: plan.body,
            photos: [],
            reply: plan.reply,
            repliedBy: plan.reply ? owners.get(order.supplierId)! : null,
            repliedAt: replied,
            createdAt: written,
            updatedAt: replied ?? written,
          }) satisfies ReviewRow,
      );
  });
}
