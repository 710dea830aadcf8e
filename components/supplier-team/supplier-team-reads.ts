import 'server-only';

import { type OrdersRead, settle, visitorClient } from '@/components/orders/order-reads';
import type { SupplierMemberList } from '@/lib/api/schemas/supplier-members';

/** A supplier's members, for its owner; `missing` for anyone else. */
export async function readSupplierMembers(
  supplierId: string,
): Promise<OrdersRead<SupplierMemberList>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle('supplier members', () =>
    api.api.suppliers[':id'].members.$get({ param: { id: supplierId } }),
  );
}
