import 'server-only';

import { count, eq } from 'drizzle-orm';

import type { SupplierMember } from '@/lib/api/schemas/supplier-members';
import { supplierMembers, users } from '@/lib/db/schema';
import type { SupplierRole } from '@/lib/domain/vocabulary';
import { SUPPLIER_MEMBERS_MAX } from '@/lib/domain/orders/supplier-policy';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { authorizeSupplier, readSupplierRole } from '../orders/supplier-access';
import { supplierMemberViews } from './list-supplier-members';

/**
 * The owner adds a person to the supplier's staff by the e-mail of their account, or gives a
 * member another role (`created: false`). The supplier's row is locked for the transaction, so
 * two additions racing never pass the limit together. 404 `user_not_found` when no account has
 * the e-mail; 409 `member_is_owner` for the owner's own e-mail, `member_limit_reached` at 20
 * members; 404 `supplier_not_found` / 403 `forbidden` as every supplier action.
 */
export async function addSupplierMember(
  ctx: ServiceContext,
  supplierId: string,
  input: { email: string; role: SupplierRole },
): Promise<{ member: SupplierMember; created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    await authorizeSupplier({ db: tx, actor: ctx.actor }, supplierId, 'members.manage', {
      lock: true,
    });
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, input.email))
      .limit(1);
    if (!user) throw new ApiError('user_not_found');
    const current = await readSupplierRole(tx, user.id, supplierId);
    if (current === 'owner') throw new ApiError('member_is_owner');
    if (!current) {
      const [{ members } = { members: 0 }] = await tx
        .select({ members: count() })
        .from(supplierMembers)
        .where(eq(supplierMembers.supplierId, supplierId));
      if (members >= SUPPLIER_MEMBERS_MAX) throw new ApiError('member_limit_reached');
    }
    await tx
      .insert(supplierMembers)
      .values({ supplierId, userId: user.id, role: input.role })
      .onConflictDoUpdate({
        target: [supplierMembers.supplierId, supplierMembers.userId],
        set: { role: input.role },
      });
    const [member] = await supplierMemberViews(tx, supplierId, user.id);
    return { member: member!, created: !current };
  });
}
