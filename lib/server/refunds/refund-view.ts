import 'server-only';

import type { Refund } from '@/lib/api/schemas/refunds';

import type { RefundRow } from './settle-refund';

/** A refund as the API answers it (spec 02 §3 "Refund"). */
export function refundView(row: RefundRow): Refund {
  return {
    id: row.id,
    order_id: row.orderId,
    return_id: row.returnId,
    amount: row.amount,
    currency: row.currency,
    state: row.state,
    method: row.method,
    failure_reason: row.failureReason,
    note: row.note,
    lines: row.lines.map((line) => ({
      product_id: line.productId,
      variant: line.variant === '' ? null : line.variant,
      quantity: line.quantity,
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
