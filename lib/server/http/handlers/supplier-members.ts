import 'server-only';

import {
  addSupplierMemberRoute,
  listSupplierMembersRoute,
  removeSupplierMemberRoute,
} from '@/lib/api/routes/supplier-members';

import { addSupplierMember } from '@/lib/server/suppliers/add-supplier-member';
import { listSupplierMembers } from '@/lib/server/suppliers/list-supplier-members';
import { removeSupplierMember } from '@/lib/server/suppliers/remove-supplier-member';
import { createRouter } from '../router';

/** A supplier's staff, managed by its owner (spec 02 §1 roles, §6). */
export const supplierMembersHandlers = createRouter()
  .openapi(listSupplierMembersRoute, async (c) =>
    c.json(await listSupplierMembers(c.var.ctx, c.req.valid('param').id), 200),
  )
  .openapi(addSupplierMemberRoute, async (c) => {
    const { member, created } = await addSupplierMember(
      c.var.ctx,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return created ? c.json(member, 201) : c.json(member, 200);
  })
  .openapi(removeSupplierMemberRoute, async (c) => {
    const { id, user_id } = c.req.valid('param');
    await removeSupplierMember(c.var.ctx, id, user_id);
    return c.body(null, 204);
  });
