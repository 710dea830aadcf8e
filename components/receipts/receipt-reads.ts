import 'server-only';

import { type OrdersRead, settle, visitorClient } from '@/components/orders/order-reads';
import type { Receipt } from '@/lib/api/schemas/receipts';

/** An order's receipt for the visitor (its customer or supplier); `missing` while none was issued. */
export async function readReceipt(orderId: string): Promise<OrdersRead<Receipt>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle('receipt', () => api.api.orders[':id'].receipt.$get({ param: { id: orderId } }));
}
