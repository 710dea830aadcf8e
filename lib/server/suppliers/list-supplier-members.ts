import 'server-only';

import { and, asc, eq } from 'drizzle-orm';

import type { SupplierMember } from '@/lib/api/schemas/supplier-members';
import type { Db } from '@/lib/db/client';
import { supplierMembers, users } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { authorizeSupplier } from '../orders/supplier-access';

/** The members of a supplier with their names and e-mails, oldest first (also one of them). */
export async function supplierMemberViews(
  db: Pick<Db, 'select'>,
  supplierId: string,
  userId?: string,
): Promise<SupplierMember[]> {
  const rows = await db
    .select({
      user_id: supplierMembers.userId,
      full_name: users.fullName,
      email: users.email,
      role: supplierMembers.role,
      createdAt: supplierMembers.createdAt,
    })
    .from(supplierMembers)
    .innerJoin(users, eq(users.id, supplierMembers.userId))
    .where(
      userId === undefined
        ? eq(supplierMembers.supplierId, supplierId)
        : and(eq(supplierMembers.supplierId, supplierId), eq(supplierMembers.userId, userId)),
    )
    .orderBy(asc(supplierMembers.createdAt), asc(supplierMembers.userId));
  return rows.map(({ createdAt, ...member }) => ({
    ...member,
    created_at: createdAt.toISOString(),
  }));
}

/**
 * A supplier's staff for its owner (`members.manage`): 404 `supplier_not_found` for anyone without
 * a role on it, 403 `forbidden` for its staff.
 */
export async function listSupplierMembers(
  ctx: ServiceContext,
  supplierId: string,
): Promise<{ results: SupplierMember[] }> {
  await authorizeSupplier(ctx, supplierId, 'members.manage');
  return { results: await supplierMemberViews(ctx.db, supplierId) };
}
