import 'server-only';

import { type OrdersRead, settle, visitorClient } from '@/components/orders/order-reads';
import type { InventoryReport } from '@/lib/api/schemas/inventory-report';

/** A page of the supplier's inventory report, with its totals. */
export async function readInventoryReport(
  supplierId: string,
  page: { offset: number; limit: number },
): Promise<OrdersRead<InventoryReport>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle('inventory report', () =>
    api.api.suppliers[':id']['inventory-report'].$get({
      param: { id: supplierId },
      query: { offset: String(page.offset), limit: String(page.limit) },
    }),
  );
}
