import 'server-only';

import type { OrderReturn } from '@/lib/api/schemas/returns';
import type { orderReturns } from '@/lib/db/schema';

/**
 * A return as the API answers it. The supplier's staff see its internal note; the customer never
 * does (the field is left out of their answers altogether).
 */
export function returnView(
  row: typeof orderReturns.$inferSelect,
  viewer: 'customer' | 'supplier',
): OrderReturn {
  return {
    id: row.id,
    order_id: row.orderId,
    state: row.state,
    reason: row.reason,
    notes: row.notes,
    photos: row.photos,
    decision: row.decision,
    customer_note: row.customerNote,
    ...(viewer === 'supplier' ? { internal_note: row.internalNote } : {}),
    decided_at: row.decidedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
