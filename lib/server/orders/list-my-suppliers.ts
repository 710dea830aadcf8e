import 'server-only';

import { and, asc, eq, isNotNull, or } from 'drizzle-orm';

import type { MySupplier } from '@/lib/api/schemas/checkout';
import { supplierMembers, suppliers } from '@/lib/db/schema';
import { supplierRoleOf } from '@/lib/domain/orders/supplier-policy';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';

/**
 * The suppliers the signed-in user owns or works for, by name, each with the user's `role`
 * (`owner`, or their member role): the supplier dashboard's choice of whose orders to show, and
 * which buttons to draw. A customer has none (an empty list, not an error).
 */
export async function listMySuppliers(ctx: ServiceContext): Promise<{ results: MySupplier[] }> {
  const { userId } = requireUser(ctx.actor);
  const rows = await ctx.db
    .select({
      id: suppliers.id,
      name: suppliers.name,
      image: suppliers.image,
      enabled: suppliers.enabled,
      ownerId: suppliers.ownerId,
      memberRole: supplierMembers.role,
    })
    .from(suppliers)
    .leftJoin(
      supplierMembers,
      and(eq(supplierMembers.supplierId, suppliers.id), eq(supplierMembers.userId, userId)),
    )
    .where(or(eq(suppliers.ownerId, userId), isNotNull(supplierMembers.userId)))
    .orderBy(asc(suppliers.name), asc(suppliers.id));
  return {
    results: rows.map(({ ownerId, memberRole, ...supplier }) => ({
      ...supplier,
      role: supplierRoleOf(userId, { ownerId, memberRole })!,
    })),
  };
}
