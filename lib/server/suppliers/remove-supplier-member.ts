import 'server-only';

import { and, eq } from 'drizzle-orm';

import { supplierMembers } from '@/lib/db/schema';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { authorizeSupplier } from '../orders/supplier-access';

/**
 * The owner removes a person from the supplier's staff. Every check reads the membership anew,
 * so their access ends with this call. 404 `member_not_found` when they were not a member;
 * 404 `supplier_not_found` / 403 `forbidden` as every supplier action.
 */
export async function removeSupplierMember(
  ctx: ServiceContext,
  supplierId: string,
  userId: string,
): Promise<void> {
  await authorizeSupplier(ctx, supplierId, 'members.manage');
  const removed = await ctx.db
    .delete(supplierMembers)
    .where(and(eq(supplierMembers.supplierId, supplierId), eq(supplierMembers.userId, userId)))
    .returning({ userId: supplierMembers.userId });
  if (removed.length === 0) throw new ApiError('member_not_found');
}
