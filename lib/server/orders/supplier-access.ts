import 'server-only';

import { eq, sql } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { supplierMembers, suppliers } from '@/lib/db/schema';
import type { SupplierRole } from '@/lib/domain/vocabulary';
import {
  type SupplierAction,
  type SupplierActorRole,
  supplierRoleAllows,
  supplierRoleOf,
} from '@/lib/domain/orders/supplier-policy';

import { requireUser } from '../auth/permissions';
import type { Actor } from '../context';
import { ApiError } from '../errors';

/**
 * The one check of who may work on a supplier and its orders: its owner, or a member whose role
 * allows the action (lib/domain/orders/supplier-policy.ts). Anyone with no role on the supplier gets a
 * 404, so ids reveal nothing; staff whose role lacks the action get 403 `forbidden`.
 */

/**
 * The user's role on the supplier (null for no role, or no such supplier). `lock` takes the
 * supplier's row `for update` for the caller's transaction (receipt numbers, the member limit).
 */
export async function readSupplierRole(
  db: Pick<Db, 'select'>,
  userId: string,
  supplierId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<SupplierActorRole | null> {
  const query = db
    .select({
      ownerId: suppliers.ownerId,
      memberRole: sql<SupplierRole | null>`(select ${supplierMembers.role} from ${supplierMembers} where ${supplierMembers.supplierId} = ${suppliers.id} and ${supplierMembers.userId} = ${userId})`,
    })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId))
    .$dynamic();
  const [row] = await (lock ? query.for('update') : query);
  return row ? supplierRoleOf(userId, row) : null;
}

/** 403 `forbidden` unless the role allows the action. */
export function requireSupplierAction(role: SupplierActorRole, action: SupplierAction): void {
  if (!supplierRoleAllows(role, action)) throw new ApiError('forbidden');
}

/**
 * The signed-in actor and their role on the supplier, when it allows the action: 401 for
 * anonymous visitors, 404 `supplier_not_found` without any role (an unknown supplier alike),
 * 403 `forbidden` for staff whose role lacks the action. `db` may be a transaction.
 */
export async function authorizeSupplier(
  { db, actor }: { db: Pick<Db, 'select'>; actor: Actor },
  supplierId: string,
  action: SupplierAction,
  options: { lock?: boolean } = {},
): Promise<{ userId: string; role: SupplierActorRole }> {
  const { userId } = requireUser(actor);
  const role = await readSupplierRole(db, userId, supplierId, options);
  if (!role) throw new ApiError('supplier_not_found');
  requireSupplierAction(role, action);
  return { userId, role };
}
