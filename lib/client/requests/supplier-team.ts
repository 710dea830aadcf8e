import { browserApiClient } from '@/lib/api/client';
import type { SupplierMember, SupplierMemberInput } from '@/lib/api/schemas/supplier-members';

import { authResult } from './auth-result';

const membersOf = () => browserApiClient().api.suppliers[':id'].members;

/** A supplier's staff, managed by its owner (the team page). */
export const supplierTeamRequests = {
  /** Adds a person by the e-mail of their account, or changes a member's role. */
  add: (supplierId: string, json: SupplierMemberInput) =>
    authResult<SupplierMember>(membersOf().$post({ param: { id: supplierId }, json })),
  remove: (supplierId: string, userId: string) =>
    authResult<null>(
      membersOf()[':user_id'].$delete({ param: { id: supplierId, user_id: userId } }),
    ),
};
