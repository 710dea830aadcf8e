import 'server-only';

import { readMySuppliers } from '@/components/supplier-orders/supplier-order-reads';
import type { MySupplier } from '@/lib/api/schemas/checkout';
import { supplierRoleAllows } from '@/lib/domain/orders/supplier-policy';

export type EditableSuppliers =
  { kind: 'signed-out' } | { kind: 'failed' } | { kind: 'read'; suppliers: MySupplier[] };

/** The suppliers whose items the visitor edits (its owner or an admin), by name. */
export async function readEditableSuppliers(): Promise<EditableSuppliers> {
  const mine = await readMySuppliers();
  if (mine.kind === 'signed-out') return mine;
  if (mine.kind !== 'read') return { kind: 'failed' };
  return {
    kind: 'read',
    suppliers: mine.value.results.filter((s) => supplierRoleAllows(s.role, 'items.manage')),
  };
}
